import { useEffect, useMemo, useState } from 'react';
import { createServiceClient, type ServiceClient } from '../../backend/http/createServiceClient';
import { useBackend, useNotifier } from '../../lib/session/AppServices';

/** The teacher-dashboard client of the signed-in session (errors alert as spec 1 §8 says, in the client). */
export function useTeacherDashboard(): ServiceClient {
  const backend = useBackend();
  const notifier = useNotifier();
  return useMemo(() => createServiceClient('teacherDashboard', backend, notifier), [backend, notifier]);
}

/** Loads `load()` again whenever `key` changes; a newer load cancels the older one. */
export function useLoaded<T>(key: string, load: (signal: AbortSignal) => Promise<T | undefined>): { data: T | null; failed: boolean } {
  const [state, setState] = useState<{ key: string; data: T | null; failed: boolean } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ key, data: data ?? null, failed: data === undefined }),
      () => !controller.signal.aborted && setState({ key, data: null, failed: true }),
    );
    return () => controller.abort();
    // `load` is rebuilt on every render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state?.key === key ? { data: state.data, failed: state.failed } : { data: null, failed: false };
}
