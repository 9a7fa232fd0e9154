import { createContext, useContext, useMemo } from 'react';
import type { InspectionEvent } from 'xstate';
import { createServiceClient } from '../../../backend/http/createServiceClient';
import { useBackend, useNotifier } from '../../../lib/session/AppServices';
import { forumsClientApi } from './forumsClientApi';
import { inboxApi } from './inboxApi';

export type InboxCalls = { inbox: ReturnType<typeof inboxApi>; forums: ReturnType<typeof forumsClientApi> };

/**
 * Calls given from outside and an inspector for the inbox machine's actor: the model-based test answers
 * each call itself and records the machine's coverage from the actor the screen runs. Null in the app.
 */
export const InboxApiContext = createContext<{ calls: InboxCalls; inspect?: (event: InspectionEvent) => void } | null>(null);

/** The inbox machine's inspector when a test gives one. */
export const useInboxInspect = () => useContext(InboxApiContext)?.inspect;

/** The inbox and forum calls on the session's backend (or the ones a test gives). */
export function useInboxApi(): InboxCalls {
  const given = useContext(InboxApiContext);
  const backend = useBackend();
  const notifier = useNotifier();
  const built = useMemo(() => {
    const td = createServiceClient('teacherDashboard', backend, notifier);
    return { inbox: inboxApi(td, createServiceClient('chat', backend, notifier)), forums: forumsClientApi(createServiceClient('forums', backend, notifier), td) };
  }, [backend, notifier]);
  return given?.calls ?? built;
}
