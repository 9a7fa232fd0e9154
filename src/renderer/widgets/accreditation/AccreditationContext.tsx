import { createContext, useContext } from 'react';
import type { AccreditationsApi } from '../../../backend/http/services/accreditations';
import type { Notifier } from '../../../backend/http/notifier';

/**
 * What the accreditation widget needs from its screen: the calls, where toasts go, and the id of the
 * item the files belong to (the track for copyright proof, the retreat for its certificates), null
 * until the wizard's first save created it.
 */
export interface AccreditationTarget {
  api: AccreditationsApi;
  notifier?: Notifier;
  itemId: string | null;
}

export const AccreditationContext = createContext<AccreditationTarget | null>(null);

export function useAccreditationTarget(): AccreditationTarget {
  const target = useContext(AccreditationContext);
  if (!target) throw new Error('AccreditationContext.Provider is missing above this accreditation widget');
  return target;
}
