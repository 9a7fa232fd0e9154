import type { RJSFSchema } from '@rjsf/utils';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileWizard } from '../../src/engine/compileWizard';
import { loadSchemasFromDisk } from '../../src/engine/loadSchemasFromDisk';
import { renderStepForm } from '../../src/renderer/testing/renderStepForm';
import { CHOICES, VALID } from '../server/retreatRuleTable';

// The browser half of the shared table's choice rows (spec 2 §4 atmosphere and meal rules): the real step
// form of the retreat wizard, a click on the choice's label, the selection it leaves and the notice it
// shows, which clears after 5 seconds. The server half refuses each row's `refused` combination.
const wizard = compileWizard(loadSchemasFromDisk(), 'retreat', { mode: 'edit' });
const schemaOf = (step: string) => wizard.steps.find((s) => s.key === step)!.schema as RJSFSchema;

describe('the retreat choices as a publisher clicks them', () => {
  afterEach(() => vi.useRealTimers());

  it.each(CHOICES.map((row) => [row.rule, row] as const))('%s', async (_name, row) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { last } = renderStepForm(schemaOf(row.step), { [row.field]: row.before });
    await user.click(screen.getByRole('checkbox', { name: row.click }));
    const after = (last()?.[row.field] as string[] | undefined) ?? row.before;
    expect(after).toEqual(row.after);
    const status = screen.getAllByRole('status').map((s) => s.textContent ?? '');
    if (row.notice) {
      expect(status).toContain(row.notice);
      act(() => void vi.advanceTimersByTime(5000));
      expect(screen.getAllByRole('status').map((s) => s.textContent ?? '')).not.toContain(row.notice);
    } else expect(status.filter(Boolean)).toEqual([]);
  });
});

// spec 2 §4: choosing NOT_INCLUDED while accommodation options exist asks first, with the spec's sentence.
const DELETE_ACCOMMODATIONS =
  'Submitting the form will permanently delete your entered accommodations. Are you sure you want to proceed? This action cannot be undone.';

describe('accommodation not included, while options exist', () => {
  const venue = () => ({ ...VALID['venue-and-accommodation'], accommodation_option: 'BOTH' });

  it('asks with the spec sentence; Cancel keeps the choice, Proceed takes NOT_INCLUDED', async () => {
    const user = userEvent.setup();
    const { last } = renderStepForm(schemaOf('venue-and-accommodation'), venue());
    await user.click(screen.getByRole('radio', { name: 'Accommodation not included' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete accommodations?' });
    expect(dialog).toHaveTextContent(DELETE_ACCOMMODATIONS);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(last()?.accommodation_option ?? 'BOTH').toBe('BOTH');
    expect(screen.getByRole('radio', { name: /^Both/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Accommodation not included' }));
    await user.click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(last()?.accommodation_option).toBe('NOT_INCLUDED');
  });

  it('does not ask when there are no options', async () => {
    const user = userEvent.setup();
    const { last } = renderStepForm(schemaOf('venue-and-accommodation'), { ...venue(), accommodation_options: [] });
    await user.click(screen.getByRole('radio', { name: 'Accommodation not included' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(last()?.accommodation_option).toBe('NOT_INCLUDED');
  });
});
