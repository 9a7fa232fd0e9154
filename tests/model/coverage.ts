import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate';
import { MODEL_COVERAGE_DIR_ENV, type MachineCoverageRecord } from './coverageRecord';

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
export function coverageReport(name: string): { line: string; complete: boolean; missing: string[]; record?: MachineCoverageRecord } {
  const entry = recorders.get(name);
  if (!entry) return { line: `${name}: never run`, complete: false, missing: [] };
  const { inventory, recorder } = entry;
  const missingStates = inventory.states.filter((s) => !recorder.states.has(s));
  const missingTransitions = inventory.transitions.filter((t) => !recorder.transitions.has(t));
  const covered = (n: number, total: number) => `${total - n}/${total} (${Math.floor(((total - n) / total) * 100)}%)`;
  return {
    record: {
      name,
      states: [inventory.states.length - missingStates.length, inventory.states.length],
      transitions: [inventory.transitions.length - missingTransitions.length, inventory.transitions.length],
    },
    line: `${name}: states ${covered(missingStates.length, inventory.states.length)}, transitions ${covered(missingTransitions.length, inventory.transitions.length)}`,
    complete: missingStates.length === 0 && missingTransitions.length === 0,
    missing: [...missingStates.map((s) => `state ${s}`), ...missingTransitions.map((t) => `transition ${t}`)],
  };
}

/**
 * Prints the coverage table for these machines and throws below 100%, so the run fails. Unless
 * `publish` is false (the kit's own self-test), each machine's figures also go to the run-wide report
 * that `tests/setup/modelCoverageReport.ts` prints once at the end of the test run.
 */
export function assertFullCoverage(names: readonly string[], options: { publish?: boolean } = {}): void {
  const reports = names.map(coverageReport);
  console.log(['Model coverage', ...reports.map((r) => `  ${r.line}`)].join('\n'));
  if (options.publish !== false) for (const r of reports) if (r.record) publish(r.record);
  const incomplete = reports.filter((r) => !r.complete);
  if (incomplete.length > 0) {
    throw new Error(`Model coverage below 100%:\n${incomplete.flatMap((r) => [r.line, ...r.missing.map((m) => `  missing ${m}`)]).join('\n')}`);
  }
}

function publish(record: MachineCoverageRecord): void {
  const dir = process.env[MODEL_COVERAGE_DIR_ENV];
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const file = `${record.name.replace(/[^\w.-]+/g, '_')}-${process.pid}-${Date.now()}.json`;
  writeFileSync(join(dir, file), JSON.stringify(record));
}
