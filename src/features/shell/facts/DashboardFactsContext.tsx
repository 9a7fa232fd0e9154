import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useBackend } from '../../../lib/session/AppServices';
import { loadDashboardFacts, type DashboardFacts, type Viewer } from './loadDashboardFacts';

interface FactsState {
  facts: DashboardFacts | null;
  /** Reads everything again, e.g. once the profile form gave the user a username. */
  reload: () => Promise<void>;
}

const FactsContext = createContext<FactsState | null>(null);

/** Loads the acting user's dashboard facts and shares them with the layout and its screens. */
export function DashboardFactsProvider({ viewer, children }: { viewer: Viewer; children: ReactNode }) {
  const { documents } = useBackend();
  const [loaded, setLoaded] = useState<{ key: string; facts: DashboardFacts } | null>(null);
  const key = JSON.stringify(viewer);
  const load = useCallback(async () => {
    const facts = await loadDashboardFacts(documents, JSON.parse(key) as Viewer);
    setLoaded({ key, facts });
  }, [documents, key]);
  useEffect(() => {
    void load();
  }, [load]);
  const facts = loaded?.key === key ? loaded.facts : null;
  return <FactsContext.Provider value={{ facts, reload: load }}>{children}</FactsContext.Provider>;
}

/** The dashboard facts of the acting user; null while loading. */
export function useDashboardFacts(): FactsState {
  const state = useContext(FactsContext);
  if (!state) throw new Error('DashboardFactsProvider is missing above this component');
  return state;
}
