import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildWizardMachineInput } from '../../src/engine/buildWizardMachineInput';
import { RETREAT_PRESET, RETREAT_VALIDATION, retreatWizard } from './retreatWizardWalk';
import { renderWizardHarness } from './wizardHarness';

// spec 2 §4 'changing the type of an accommodation option resets occupancy (private 1, shared 2)', as
// schemas/wizards/retreat states it (accommodation_options x-ui.options.resets), in the real option editor.
const wizard = retreatWizard('edit');

function openVenueStep() {
  const input = { ...buildWizardMachineInput(wizard, { id: 'r1', data: { ...RETREAT_PRESET } }, RETREAT_VALIDATION), startStep: 'venue-and-accommodation' };
  return renderWizardHarness(wizard, input);
}

describe('the accommodation option editor', () => {
  it('resets the guests per room when the room type changes: shared 2, private 1', async () => {
    const user = userEvent.setup();
    openVenueStep();
    await user.click(await screen.findByRole('button', { name: 'Edit Accommodation option 1' }));
    const editor = await screen.findByRole('dialog');
    const guests = within(editor).getByRole('textbox', { name: /^Guests per room/ });
    await user.clear(guests);
    await user.type(guests, '2');
    await user.click(within(editor).getByRole('radio', { name: 'Shared room' }));
    expect(within(editor).getByRole('textbox', { name: /^Guests per room/ })).toHaveValue('2');
    await user.clear(within(editor).getByRole('textbox', { name: /^Guests per room/ }));
    await user.type(within(editor).getByRole('textbox', { name: /^Guests per room/ }), '6');
    await user.click(within(editor).getByRole('radio', { name: 'Private room' }));
    expect(within(editor).getByRole('textbox', { name: /^Guests per room/ })).toHaveValue('1');
  }, 60_000);
});
