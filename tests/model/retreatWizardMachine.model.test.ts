import { afterAll, describe, expect, it } from 'vitest';
import { buildWizardMachine } from '../../src/engine/buildWizardMachine';
import { assertFullCoverage } from './coverage';
import { coveringPaths, walkPureMachine } from './coveringPaths';
import { editInput, retreatWalk, retreatWizard } from './retreatWizardWalk';

const wizard = retreatWizard('edit');
const machine = buildWizardMachine(wizard);
const NAME = 'wizardMachine (retreat, pure)';

describe('retreat wizard machine paths', () => {
  it('reach every transition the machine declares, from a saved retreat opened for editing', () => {
    const walk = retreatWalk(wizard, editInput(wizard));
    const started = Date.now();
    const { paths, generated, unreachable } = coveringPaths(machine, walk);
    console.log(`retreat: ${generated} generated, ${paths.length} kept, ${Date.now() - started} ms`);
    expect(unreachable).toEqual([]);
    walkPureMachine(NAME, machine, walk);
  }, 600_000);
});

afterAll(() => assertFullCoverage([NAME]));
