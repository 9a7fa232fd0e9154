import { LinguiContext } from '@lingui/react';
import { useCallback, useContext } from 'react';
import { activeI18n } from './activeI18n';
import type { MessageKey, MessageRef, MessageValues } from './translations';

export type Translate = (key: MessageKey | MessageRef, values?: MessageValues) => string;

/**
 * `const t = useT(); t('courses.list.title')`, `t('common.followers', { count, shown })`. Under the
 * LocaleProvider the component re-renders when the language changes; without one (a unit test rendering
 * a single component) it reads the active catalog, which the test setup loads with English.
 * Keys are typed: a key missing from the English catalog does not compile.
 */
export function useT(): Translate {
  const context = useContext(LinguiContext);
  const _ = context?._ ?? activeI18n._.bind(activeI18n);
  return useCallback<Translate>(
    (key, values) => (typeof key === 'object' ? _(key.key, key.values) : _(key, values)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `_` changes identity exactly when the language does
    [context?._],
  );
}
