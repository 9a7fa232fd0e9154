import { createActor, type AnyMachineSnapshot, type AnyStateMachine, type EventFromLogic, type InputFrom, type SnapshotFrom } from 'xstate';
import { createTestModel, type TestPath } from 'xstate/graph';
import { coverageRecorder, machineInventory, transitionKey } from './coverage';

type Snap<M extends AnyStateMachine> = SnapshotFrom<M>;
type Ev<M extends AnyStateMachine> = EventFromLogic<M>;

/** How to walk a machine: its input, the payload cases per event, and how to fold context into a finite key. */
export interface WalkOptions<M extends AnyStateMachine> {
  input?: InputFrom<M>;
  /** Concrete events to try in a state (events without cases are tried as `{ type }`). */
  events?: (snapshot: Snap<M>) => readonly Ev<M>[];
  /** The part of the context that decides guards; defaults to the whole context. */
  abstractContext?: (snapshot: Snap<M>) => unknown;
}

/** Replays a path's events on a fresh pure actor and lists the transitions it takes. */
function transitionsTaken<M extends AnyStateMachine>(machine: M, input: InputFrom<M> | undefined, path: TestPath<Snap<M>, Ev<M>>): Set<string> {
  const taken = new Set<string>();
  const actor = createActor(machine, {
    ...(input === undefined ? {} : { input }),
    inspect: (e) => {
      if (e.type === '@xstate.microstep') for (const t of e._transitions) taken.add(transitionKey(t));
    },
  });
  actor.start();
  for (const step of path.steps) actor.send(step.event);
  actor.stop();
  return taken;
}

/**
 * The paths that are not a prefix of a longer one, in the order xstate/graph's own deduplication keeps
 * (longest first, stable). Its version compares every path with every kept one, which took about 120 s
 * of a 160 s walk with twenty thousand paths; here each kept path lists its prefixes once in a set.
 */
function withoutPrefixPaths<P extends { steps: readonly { event: unknown }[] }>(paths: readonly P[]): P[] {
  const byLength = [...paths].sort((a, z) => z.steps.length - a.steps.length);
  const prefixesKept = new Set<string>();
  const kept: P[] = [];
  for (const path of byLength) {
    const events = path.steps.map((step) => JSON.stringify(step.event));
    if (prefixesKept.has(events.join('\n'))) continue;
    kept.push(path);
    for (let end = 0; end <= events.length; end += 1) prefixesKept.add(events.slice(0, end).join('\n'));
  }
  return kept;
}

/**
 * Shortest paths from `xstate/graph` (each vertex keyed by the transition that reached it, so together
 * they take every reachable transition), cut down greedily to a few paths that still take them all.
 * Also returns what no path takes, so a caller can fail loudly rather than under-test.
 */
export function coveringPaths<M extends AnyStateMachine>(machine: M, options: WalkOptions<M> = {}) {
  const abstract = options.abstractContext ?? ((s: Snap<M>) => (s as AnyMachineSnapshot).context);
  const model = createTestModel(machine, {
    ...(options.input === undefined ? {} : { input: options.input }),
    ...(options.events ? { events: options.events as never } : {}),
    serializeState: (state: Snap<M>, event: Ev<M> | undefined, prev?: Snap<M>) =>
      JSON.stringify([(state as AnyMachineSnapshot).value, abstract(state), event?.type ?? null, prev ? (prev as AnyMachineSnapshot).value : null]),
  });
  const all = withoutPrefixPaths(model.getShortestPaths({ allowDuplicatePaths: true }));
  const takenBy = all.map((path) => ({ path, taken: transitionsTaken(machine, options.input, path) }));
  const wanted = new Set(takenBy.flatMap((p) => [...p.taken]));
  const chosen: TestPath<Snap<M>, Ev<M>>[] = [];
  const open = new Set(wanted);
  while (open.size > 0) {
    let best = takenBy[0]!;
    let gain = -1;
    for (const candidate of takenBy) {
      let g = 0;
      for (const t of candidate.taken) if (open.has(t)) g++;
      // Prefer shorter paths on ties: they are cheaper to drive through a UI.
      if (g > gain || (g === gain && candidate.path.steps.length < best.path.steps.length)) [best, gain] = [candidate, g];
    }
    chosen.push(best.path);
    for (const t of best.taken) open.delete(t);
  }
  const unreachable = machineInventory(machine).transitions.filter((t) => !wanted.has(t));
  return { paths: chosen, generated: all.length, unreachable };
}

/** Drives paths through the pure machine alone and records coverage: the kit for machines without a UI. */
export function walkPureMachine<M extends AnyStateMachine>(name: string, machine: M, options: WalkOptions<M> = {}) {
  const recorder = coverageRecorder(name, machine);
  const { paths } = coveringPaths(machine, options);
  for (const path of paths) {
    const actor = createActor(machine, { ...(options.input === undefined ? {} : { input: options.input }), inspect: recorder.inspect });
    actor.start();
    for (const step of path.steps) actor.send(step.event);
    actor.stop();
  }
  return paths;
}
