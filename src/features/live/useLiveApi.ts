import { createContext, useContext, useMemo } from 'react';
import { createServiceClient } from '../../backend/http/createServiceClient';
import { useBackend, useNotifier } from '../../lib/session/AppServices';
import { liveApi, type LiveApi } from './liveApi';

/** Calls given from outside (the model-based tests answer each call themselves); null in the app. */
export const LiveApiContext = createContext<LiveApi | null>(null);

/** The live-event calls with the app's backend and alerts. */
export function useLiveApi(): LiveApi {
  const given = useContext(LiveApiContext);
  const backend = useBackend();
  const notifier = useNotifier();
  const built = useMemo(() => liveApi(createServiceClient('events', backend, notifier), backend), [backend, notifier]);
  return given ?? built;
}
