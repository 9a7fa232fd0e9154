import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderTrackWizardHarness } from './trackWizardHarness';
import { trackPreset, trackWizard } from './trackWizardWalk';

// Spec 1 §3 'Topic lists per content type': the Categorize pickers offer the benefits and practices of the
// track's content type (chosen on Details), as the categorize schema lists them (x-ui choicesBy).
vi.setConfig({ testTimeout: 60_000 });
const wizard = trackWizard('FREE_AUDIO');
const categorize = wizard.steps.find((s) => s.key === 'categorize')!;
const listsOf = (field: string) =>
  (categorize.schema.properties as Record<string, { 'x-ui': { options: { choicesBy: { choices: Record<string, string[]> } } } }>)[field]!['x-ui'].options.choicesBy.choices;

async function offered(contentType: string, field: 'benefits' | 'practices', extra: Record<string, unknown> = {}) {
  const data = { ...trackPreset(wizard), content_type: contentType, ...extra };
  renderTrackWizardHarness(wizard, { mode: 'edit', itemId: 'track-1', data, saved: data, validated: ['details', 'copyright', 'categorize'], startStep: 'categorize' });
  const user = userEvent.setup();
  // The picker's button carries the field's id (RJSF's root_<field>).
  await user.click(await screen.findByRole('button', { name: (_name, element) => element.id.endsWith(`_${field}`) }));
  const dialog = await screen.findByRole('dialog');
  return within(dialog).getAllByRole('checkbox').map((chip) => (chip as HTMLInputElement).labels?.[0]?.textContent ?? '');
}

describe('topic pickers narrowed per content type', () => {
  it('music offers only the music benefits', async () => {
    const chips = await offered('MUSIC', 'benefits', { benefits: ['stress'], practices: [] });
    expect(chips).toHaveLength(listsOf('benefits').MUSIC!.length);
    expect(chips).toContain('Sleep');
    expect(chips).not.toContain('Grief');
  });

  it('talks offer only the talk practices, plus one already chosen so it can be removed', async () => {
    const chips = await offered('TALKS', 'practices', { talk_type: 'LECTURES', practices: ['bodyscan'] });
    expect(chips).toHaveLength(listsOf('practices').TALKS!.length + 1);
    expect(chips).toContain('Journaling');
  });

  it('guided tracks offer every benefit', async () => {
    const chips = await offered('GUIDED', 'benefits');
    expect(chips.length).toBe(16);
  });
});
