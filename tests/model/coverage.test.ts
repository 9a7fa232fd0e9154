import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { assertFullCoverage, coverageRecorder, coverageReport, machineInventory } from './coverage';
import { coveringPaths, walkPureMachine } from './coveringPaths';

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  states: {
    off: { on: { 'switch.on': 'on' } },
    on: { on: { 'switch.off': 'off', 'switch.break': 'broken' } },
    broken: { type: 'final' },
  },
});

describe('coverage recorder', () => {
  it('lists every state and transition from the state nodes', () => {
    expect(machineInventory(toggle)).toEqual({
      states: ['toggle.off', 'toggle.on', 'toggle.broken'],
      transitions: ['toggle.off --switch.on[0]--> toggle.on', 'toggle.on --switch.off[0]--> toggle.off', 'toggle.on --switch.break[0]--> toggle.broken'],
    });
  });

  it('fails the run below 100% and names what is missing', () => {
    const recorder = coverageRecorder('toggle (partial)', toggle);
    const actor = createActor(toggle, { inspect: recorder.inspect }).start();
    actor.send({ type: 'switch.on' });
    expect(coverageReport('toggle (partial)').line).toBe('toggle (partial): states 2/3 (66%), transitions 1/3 (33%)');
    vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(() => assertFullCoverage(['toggle (partial)'], { publish: false })).toThrow(/missing transition toggle\.on --switch\.break\[0\]--> toggle\.broken/);
  });

  it('passes once generated paths took everything', () => {
    const { paths, unreachable } = coveringPaths(toggle);
    expect(unreachable).toEqual([]);
    expect(paths.length).toBeGreaterThan(0);
    walkPureMachine('toggle (walked)', toggle);
    vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(() => assertFullCoverage(['toggle (walked)'], { publish: false })).not.toThrow();
  });
});
