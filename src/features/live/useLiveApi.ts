import { useMemo } from 'react';
import { createServiceClient } from '../../backend/http/createServiceClient';
import { useBackend, useNotifier } from '../../lib/session/AppServices';
import { liveApi, type LiveApi } from './liveApi';

/** The live-event calls with the app's backend and alerts. */
export function useLiveApi(): LiveApi {
  const backend = useBackend();
  const notifier = useNotifier();
  return useMemo(() => liveApi(createServiceClient('events', backend, notifier), backend), [backend, notifier]);
}
