import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate';

/** A transition's stable name: source state, event (`always` for eventless), and its place among candidates. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const candidates: readonly AnyTransitionDefinition[] =
    t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? []);
  const targets = t.target?.map((n) => n.id).join(',') ?? '(self)';
  return `${t.source.id} --${t.eventType || 'always'}[${candidates.indexOf(t)}]--> ${targets}`;
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...allNodes(child)]);
}

/** Every state node id and every transition the machine declares, read from its state nodes. */
export function machineInventory(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  const nodes = allNodes(machine.root);
  const transitions = [machine.root, ...nodes].flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]);
  return { states: nodes.map((n) => n.id), transitions: transitions.map(transitionKey) };
}

/** What one machine's runs took: fed by the actor `inspect` option. */
export interface CoverageRecorder {
  readonly name: string;
  readonly states: Set<string>;
  readonly transitions: Set<string>;
  inspect(event: InspectionEvent): void;
}

const recorders = new Map<string, { inventory: ReturnType<typeof machineInventory>; recorder: CoverageRecorder }>();

/**
 * The recorder for a machine, shared by every run under the same name (e.g. create and edit mode runs of
 * one wizard add up). Records state nodes from snapshots and transitions from `@xstate.microstep`.
 */
export function coverageRecorder(name: string, machine: AnyStateMachine): CoverageRecorder {
  const existing = recorders.get(name);
  if (existing) return existing.recorder;
  const states = new Set<string>();
  const transitions = new Set<string>();
  const recorder: CoverageRecorder = {
    name,
    states,
    transitions,
    inspect(event) {
      if (event.type === '@xstate.microstep') {
        for (const t of event._transitions) transitions.add(transitionKey(t));
      }
      if (event.type === '@xstate.microstep' || event.type === '@xstate.snapshot') {
        const nodes = (event.snapshot as { _nodes?: AnyStateNode[] })._nodes ?? [];
        for (const node of nodes) if (node.parent) states.add(node.id);
      }
    },
  };
  recorders.set(name, { inventory: machineInventory(machine), recorder });
  return recorder;
}

/** One line per machine: states and transitions covered out of all declared, plus what is missing. */
export function coverageReport(name: string): { line: string; complete: boolean; missing: string[] } {
  const entry = recorders.get(name);
  if (!entry) return { line: `${name}: never run`, complete: false, missing: [] };
  const { inventory, recorder } = entry;
  const missingStates = inventory.states.filter((s) => !recorder.states.has(s));
  const missingTransitions = inventory.transitions.filter((t) => !recorder.transitions.has(t));
  const covered = (n: number, total: number) => `${total - n}/${total} (${Math.floor(((total - n) / total) * 100)}%)`;
  return {
    line: `${name}: states ${covered(missingStates.length, inventory.states.length)}, transitions ${covered(missingTransitions.length, inventory.transitions.length)}`,
    complete: missingStates.length === 0 && missingTransitions.length === 0,
    missing: [...missingStates.map((s) => `state ${s}`), ...missingTransitions.map((t) => `transition ${t}`)],
  };
}

/** Prints the coverage table for these machines and throws below 100%, so the run fails. */
export function assertFullCoverage(names: readonly string[]): void {
  const reports = names.map(coverageReport);
  console.log(['Model coverage', ...reports.map((r) => `  ${r.line}`)].join('\n'));
  const incomplete = reports.filter((r) => !r.complete);
  if (incomplete.length > 0) {
    throw new Error(`Model coverage below 100%:\n${incomplete.flatMap((r) => [r.line, ...r.missing.map((m) => `  missing ${m}`)]).join('\n')}`);
  }
}
