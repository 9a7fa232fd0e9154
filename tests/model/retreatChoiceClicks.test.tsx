import type { RJSFSchema } from '@rjsf/utils';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileWizard } from '../../src/engine/compileWizard';
import { loadSchemasFromDisk } from '../../src/engine/loadSchemasFromDisk';
import { renderStepForm } from '../../src/renderer/testing/renderStepForm';
import { CHOICES } from '../server/retreatRuleTable';

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
