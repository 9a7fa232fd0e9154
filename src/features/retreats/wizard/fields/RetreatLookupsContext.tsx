import { createContext, useContext } from 'react';
import type { RetreatLookups } from '../../api/retreatLookups';

/** The venue and publisher lookups the retreat wizard's pickers use (the view provides them). */
export const RetreatLookupsContext = createContext<RetreatLookups | null>(null);

export function useRetreatLookups(): RetreatLookups {
  const lookups = useContext(RetreatLookupsContext);
  if (!lookups) throw new Error('RetreatLookupsContext.Provider is missing above this picker');
  return lookups;
}
