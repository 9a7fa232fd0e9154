import { afterAll, describe, expect, it } from 'vitest';
import { buildWizardMachine } from '../../src/engine/buildWizardMachine';
import { assertFullCoverage } from './coverage';
import { coveringPaths, walkPureMachine } from './coveringPaths';
import { fixtureWizard, presetData } from './fixtureWizard';
import { fixtureSamples, wizardWalk } from './wizardWalk';

// The pure-machine half of the kit: the same paths the UI run drives, checked fast in Node.
const wizard = fixtureWizard();
const machine = buildWizardMachine(wizard);
const NAME = 'wizardMachine (fixture, pure)';

describe('fixture wizard machine paths', () => {
  it('reach every transition the machine declares in create mode', () => {
    const walk = wizardWalk(wizard, fixtureSamples, { mode: 'create', data: presetData });
    const { paths, generated, unreachable } = coveringPaths(machine, walk);
    expect(unreachable).toEqual([]);
    expect(paths.length).toBeLessThan(generated);
    walkPureMachine(NAME, machine, walk);
  });

  it('also walk edit mode, where forward jumps are allowed', () => {
    walkPureMachine(NAME, machine, wizardWalk(wizard, fixtureSamples, { mode: 'edit', data: presetData }));
  });
});

afterAll(() => assertFullCoverage([NAME]));
