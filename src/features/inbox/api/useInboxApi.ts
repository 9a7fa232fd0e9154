import { useMemo } from 'react';
import { createServiceClient } from '../../../backend/http/createServiceClient';
import { useBackend, useNotifier } from '../../../lib/session/AppServices';
import { forumsClientApi } from './forumsClientApi';
import { inboxApi } from './inboxApi';

/** The inbox and forum calls on the session's backend. */
export function useInboxApi() {
  const backend = useBackend();
  const notifier = useNotifier();
  return useMemo(() => {
    const td = createServiceClient('teacherDashboard', backend, notifier);
    return { inbox: inboxApi(td, createServiceClient('chat', backend, notifier)), forums: forumsClientApi(createServiceClient('forums', backend, notifier), td) };
  }, [backend, notifier]);
}
