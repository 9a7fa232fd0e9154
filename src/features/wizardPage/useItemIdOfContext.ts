import { useCallback, useState } from 'react';
import type { WizardViewProps } from '../../renderer/WizardView';

type OnContext = NonNullable<WizardViewProps['onContext']>;

/** The item id the wizard holds (set by its first save), for the uploaders' folder; passes the context on. */
export function useItemIdOfContext(initial: string | null | undefined, onContext: WizardViewProps['onContext']): [string | null, OnContext] {
  const [itemId, setItemId] = useState<string | null>(initial ?? null);
  const track = useCallback<OnContext>(
    (context) => {
      setItemId(context.itemId);
      onContext?.(context);
    },
    [onContext],
  );
  return [itemId, track];
}
