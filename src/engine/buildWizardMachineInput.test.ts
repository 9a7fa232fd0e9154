import { describe, expect, it } from 'vitest';
import { fixtureWizard, presetData } from '../../tests/model/fixtureWizard';
import { buildWizardMachineInput } from './buildWizardMachineInput';

describe('buildWizardMachineInput', () => {
  it('pre-marks only the steps whose stored data exists and is valid', () => {
    const wizard = fixtureWizard();
    const input = buildWizardMachineInput(wizard, { id: 'f1', data: { ...presetData, title: 'Morning calm practice', maximum_number_of_attendees: 500 } });
    expect(input).toMatchObject({ mode: 'edit', itemId: 'f1', validated: ['details', 'media'] });
    expect(buildWizardMachineInput(wizard, { id: 'f2', data: {}, mode: 'restricted' })).toMatchObject({ mode: 'restricted', validated: [] });
  });
});
