import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type InspectionEvent, type SnapshotFrom } from 'xstate';
import { TestModel } from 'xstate/graph';
import { assertFullCoverage, coverageRecorder } from '../tests/model/coverage';
import { sessionMachine, USER_IS_NULL, type SessionEvent, type SessionUser } from './sessionMachine';

// Model-based: the machine is the model. Its invocations make createTestModel refuse it (DESIGN §10),
// so the model is a TestModel whose event list includes the actors' done/error events; the executors
// settle real promises in a running actor. The kit in tests/model records coverage and gates at 100%.

type Snapshot = SnapshotFrom<typeof sessionMachine>;
type ModelEvent =
  | SessionEvent
  | { type: `xstate.done.actor.${'restoreSession' | 'signIn' | 'signOut'}`; output?: SessionUser | null }
  | { type: `xstate.error.actor.${'restoreSession' | 'signIn' | 'signOut'}`; error: Error };

const publisher: SessionUser = { uid: 'u-pub', email: 'publisher@demo.local', isAdmin: false };
const admin: SessionUser = { uid: 'u-admin', email: 'admin@demo.local', isAdmin: true, adminRole: 'super' };

const modelEvents: ModelEvent[] = [
  { type: 'session.signIn', email: publisher.email, password: 'secret' },
  { type: 'session.signOut' },
  { type: 'session.changed', user: admin },
  { type: 'session.changed', user: null },
  { type: 'xstate.done.actor.restoreSession', output: publisher },
  { type: 'xstate.done.actor.restoreSession', output: null },
  { type: 'xstate.error.actor.restoreSession', error: new Error('restore failed') },
  { type: 'xstate.done.actor.signIn', output: publisher },
  { type: 'xstate.done.actor.signIn', output: null },
  { type: 'xstate.error.actor.signIn', error: new Error('There has been a problem signing you in') },
  { type: 'xstate.done.actor.signOut' },
  { type: 'xstate.error.actor.signOut', error: new Error('logout failed') },
];

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: Error) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The system under test: the real machine with I/O that the executors settle by hand. */
function startSystem(hasSessionCookie: boolean, inspect?: (event: InspectionEvent) => void) {
  const pending = {
    restoreSession: deferred<SessionUser | null>(),
    signIn: deferred<SessionUser | null>(),
    signOut: deferred<void>(),
  };
  const signInCalls: Array<{ email: string; password: string }> = [];
  let cookieClears = 0;
  const machine = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(() => (pending.restoreSession = deferred()).promise),
      signIn: fromPromise(({ input }) => {
        signInCalls.push(input);
        return (pending.signIn = deferred()).promise;
      }),
      signOut: fromPromise(() => (pending.signOut = deferred()).promise),
    },
    actions: { clearSessionCookie: () => void (cookieClears += 1) },
  });
  const actor = createActor(machine, { input: { hasSessionCookie }, inspect });
  actor.start();
  return { actor, pending, signInCalls, cookieClears: () => cookieClears };
}

const serializeState = (s: Snapshot) =>
  JSON.stringify([s.value, s.context.user?.uid ?? null, s.context.error?.message ?? null, s.context.hasSessionCookie]);

type System = ReturnType<typeof startSystem>;

async function execute(system: System, event: ModelEvent): Promise<void> {
  const [, kind, , actorId] = event.type.split('.') as [string, string, string, keyof System['pending']];
  if (event.type.startsWith('session.')) system.actor.send(event as SessionEvent);
  else if (kind === 'done') (system.pending[actorId].resolve as (value: unknown) => void)('output' in event ? event.output : undefined);
  else if ('error' in event) system.pending[actorId].reject(event.error);
}

const invokingState = { restoreSession: 'restoring', signIn: 'signingIn', signOut: 'signingOut' } as const;

/** An actor's done or error event can only arrive while the state that invokes it is active. */
function isPossibleIn(snapshot: Snapshot, event: ModelEvent): boolean {
  const actorId = event.type.split('.')[3] as keyof typeof invokingState | undefined;
  return !actorId || snapshot.matches(invokingState[actorId]);
}

function pathTo<P>(paths: Map<string, P>, state: Snapshot): P {
  const path = paths.get(serializeState(state));
  if (!path) throw new Error(`no path to ${serializeState(state)}`);
  return path;
}

function buildPaths(hasSessionCookie: boolean) {
  const model = new TestModel<Snapshot, SessionEvent, { hasSessionCookie: boolean }>(sessionMachine, {
    events: (snapshot) => modelEvents.filter((event) => isPossibleIn(snapshot, event)) as SessionEvent[],
    input: { hasSessionCookie },
    serializeState,
  });
  // Transition coverage: the shortest path to every state, extended by each of that state's edges.
  const toState = new Map(model.getShortestPaths({ allowDuplicatePaths: true }).map((path) => [serializeState(path.state), path]));
  return Object.values(model.getAdjacencyMap()).flatMap(({ state, transitions }) =>
    // The adjacency map is keyed by branded strings, which Object.values cannot see through.
    (Object.values(transitions) as Array<{ event: ModelEvent; state: Snapshot }>).map((edge) => ({
      steps: [...pathTo(toState, state).steps.slice(1), edge] as Array<{ event: ModelEvent; state: Snapshot }>,
    })),
  );
}

const COVERAGE = 'sessionMachine';

describe('sessionMachine (model-based)', () => {
  const recorder = coverageRecorder(COVERAGE, sessionMachine);
  afterAll(() => assertFullCoverage([COVERAGE]));
  // `checking` is transient (eventless), so no snapshot ever shows it; a transition taken out of a
  // state proves that state was active, which is what the kit counts.
  const inspect = (event: InspectionEvent) => {
    recorder.inspect(event);
    if (event.type === '@xstate.microstep') for (const t of event._transitions) recorder.states.add(t.source.id);
  };

  for (const hasSessionCookie of [true, false]) {
    it(`drives every edge of the model in a real actor (hasSessionCookie=${hasSessionCookie})`, async () => {
      const paths = buildPaths(hasSessionCookie);
      expect(paths.length).toBeGreaterThan(10);
      for (const path of paths) {
        const system = startSystem(hasSessionCookie, inspect);
        for (const step of path.steps) {
          await execute(system, step.event);
          const expected = serializeState(step.state);
          await waitFor(system.actor, (s) => serializeState(s) === expected, { timeout: 500 }).catch(() => {
            const route = path.steps.map((s) => s.event.type).join(' → ');
            throw new Error(`${route}: expected ${expected}, got ${serializeState(system.actor.getSnapshot())}`);
          });
        }
        system.actor.stop();
      }
    });
  }

});

describe('sessionMachine side effects', () => {
  it('passes the typed credentials to the signIn actor', async () => {
    const system = startSystem(false);
    system.actor.send({ type: 'session.signIn', email: 'a@b.c', password: 'pw' });
    expect(system.signInCalls).toEqual([{ email: 'a@b.c', password: 'pw' }]);
  });

  it('clears the cookie and signs out when restoring fails', async () => {
    const system = startSystem(true);
    system.pending.restoreSession.reject(new Error('expired'));
    const end = await waitFor(system.actor, (s) => s.matches('signedOut'));
    expect(system.cookieClears()).toBe(1);
    expect(end.context).toMatchObject({ user: null, hasSessionCookie: false });
  });

  it('clears the cookie and ends signed out when logout fails', async () => {
    const system = startSystem(true);
    system.pending.restoreSession.resolve(publisher);
    await waitFor(system.actor, (s) => s.matches('signedIn'));
    system.actor.send({ type: 'session.signOut' });
    system.pending.signOut.reject(new Error('network'));
    const end = await waitFor(system.actor, (s) => s.matches('signedOut'));
    expect(system.cookieClears()).toBe(1);
    expect(end.context.user).toBeNull();
  });

  it("records 'user is null' when sign-in yields no user", async () => {
    const system = startSystem(false);
    system.actor.send({ type: 'session.signIn', email: 'a@b.c', password: 'pw' });
    system.pending.signIn.resolve(null);
    const end = await waitFor(system.actor, (s) => s.matches('signedOut') && s.context.error !== null);
    expect(end.context.error).toEqual({ kind: 'signIn', message: USER_IS_NULL });
  });

  it('never attempts a restore without the hasSessionCookie cookie', () => {
    const system = startSystem(false);
    expect(system.actor.getSnapshot().value).toBe('signedOut');
  });
});
