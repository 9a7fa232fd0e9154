import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { hostScreenMachine } from '../../../../machines/hostScreenMachine';
import { occurrenceProgressMachine, type OccurrenceProgress } from '../../../../machines/occurrenceProgressMachine';
import type { BroadcastEngine } from '../broadcast/broadcastEngine';
import type { LiveApi } from '../liveApi';
import { useLiveMedia } from './liveMedia';

interface HostSessionOptions {
  api: LiveApi;
  eventId: string;
  occurrenceId: string | null;
  /** The occurrence's stored progress once loaded. */
  loadedProgress: OccurrenceProgress | null;
  stream: MediaStream | null;
  /** What the publisher reads when going live fails. */
  noTokenMessage: string;
  endFailedMessage: string;
}

/**
 * The host screen's machines and their I/O: entering a `starting` state (going live, or continuing a
 * session after a reload) asks the occurrence action for a token (none: the error is logged, nothing
 * starts) and starts the broadcast; entering an `ending` state stops it (if it runs) and sends
 * END_SESSION. The occurrence's progress follows.
 */
export function useHostSession({ api, eventId, occurrenceId, loadedProgress, stream, noTokenMessage, endFailedMessage }: HostSessionOptions) {
  const media = useLiveMedia();
  const engine = useMemo<BroadcastEngine>(() => media.createEngine(api), [media, api]);
  const host = useActorRef(hostScreenMachine, { inspect: media.inspect });
  const progress = useActorRef(occurrenceProgressMachine, { inspect: media.inspect });
  const screen = useSelector(host, (s) => s);
  const progressState = useSelector(progress, (s) => String(s.value));
  const streamRef = useRef(stream);
  streamRef.current = stream;

  useEffect(() => {
    if (!loadedProgress) return;
    progress.send({ type: 'occurrence.loaded', status: loadedProgress });
    host.send({ type: 'occurrence.loaded', status: loadedProgress });
  }, [progress, host, loadedProgress]);

  useEffect(() => {
    let busy: string | null = null;
    const subscription = host.subscribe((snapshot) => {
      const state = String(snapshot.value);
      if (state === busy) return;
      busy = state;
      if (snapshot.hasTag('starting') && occurrenceId) void goLive(occurrenceId);
      if (snapshot.hasTag('ending') && occurrenceId) void end(occurrenceId);
    });
    const goLive = async (occ: string) => {
      try {
        const answer = await api.occurrenceAction(eventId, occ, 'START_SESSION', { quiet: true });
        if (!answer?.token) {
          // spec 3 §8: a live session without a token logs the error, and nothing starts.
          console.error(`No token for event ${eventId} occurrence ${occ}`);
          return host.send({ type: 'golive.failed', message: noTokenMessage });
        }
        if (!streamRef.current) throw new Error('No media stream');
        await engine.start(streamRef.current, { eventId, occurrenceId: occ, token: answer.token, ...(answer.ingress ? { ingress: answer.ingress } : {}) });
        progress.send({ type: 'session.started' });
        host.send({ type: 'golive.done', at: answer.occurrence.started_at ?? Date.now() });
      } catch (error) {
        console.error('Going live failed', error);
        host.send({ type: 'golive.failed', message: noTokenMessage });
      }
    };
    const end = async (occ: string) => {
      try {
        await engine.stop();
        await api.occurrenceAction(eventId, occ, 'END_SESSION', { quiet: true });
        progress.send({ type: 'session.ended' });
        host.send({ type: 'end.done' });
      } catch (error) {
        console.error('Ending the session failed', error);
        host.send({ type: 'end.failed', message: endFailedMessage });
      }
    };
    return () => subscription.unsubscribe();
  }, [host, progress, api, engine, eventId, occurrenceId, noTokenMessage, endFailedMessage]);

  // Leaving the page mid-session stops the recorder (the session stays live until END_SESSION).
  useEffect(() => () => void engine.stop(), [engine]);

  return { host, screen, progress: progressState, engine };
}
