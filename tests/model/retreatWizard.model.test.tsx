import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { wizardPhase } from '../../src/renderer/wizardPhase';
import { buildWizardMachine } from '../../src/engine/buildWizardMachine';
import { assertFullCoverage, coverageRecorder } from './coverage';
import { coveringPaths } from './coveringPaths';
import { retreatChange } from './retreatChange';
import { renderRetreatWizardHarness } from './retreatWizardHarness';
import { retreatUiSamples, retreatWalk, retreatWizard, storedEditInput } from './retreatWizardWalk';
import { expectActorAt, wizardExecutors } from './wizardExecutors';
import { assertScreen } from './wizardScreens';

// The EDIT wizard (a saved retreat opened at /retreat/{id}: every complete step pre-marked, INFO always)
// is the model; the system under test is the retreat page's view (RetreatWizardView with its own fields and
// the accommodation options collection). Every covering path of the 13 steps is clicked and typed through
// the UI; coverage is recorded from the UI's own actor and must reach 100% of states and transitions.
const wizard = retreatWizard('edit');
const machine = buildWizardMachine(wizard);
const NAME = 'wizardMachine (retreat edit, driven through the UI)';
const walk = retreatWalk(wizard, storedEditInput(wizard), retreatUiSamples);
const { paths, unreachable } = coveringPaths(machine, walk);
const only = process.env.RETREAT_PATHS ? new Set(process.env.RETREAT_PATHS.split(',').map(Number)) : null;

// The retreat calls the view makes itself: Save & Finish Later's SAVE_AS_DRAFT (recorded and answered) and
// the certificate lists (empty); anything else has no server here.
const calls: Array<{ method: string; url: string; body: unknown }> = [];
beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal('fetch', async (request: Request) => {
    const body = request.method === 'GET' ? null : await request.clone().json().catch(() => null);
    calls.push({ method: request.method, url: request.url, body });
    if (request.method === 'PATCH' && /\/retreats\/[^/?]+(\?|$)/.test(request.url)) return Response.json({ data: { id: 'r1', status: 'DRAFT' } });
    if (request.method === 'GET' && request.url.includes('/accreditations')) return Response.json({ data: [] });
    throw new TypeError('No server in this test');
  });
  return () => vi.unstubAllGlobals();
});

describe('retreat wizard, edit mode, every transition through the UI', () => {
  it('declares nothing the paths cannot reach', () => {
    expect(unreachable).toEqual([]);
  });

  paths.forEach((path, i) => {
    if (only && !only.has(i + 1)) return;
    const journey = path.steps.map((s) => `${s.event.type}${'to' in s.event ? `(${String(s.event.to)})` : ''}`).join(' → ');
    it(`path ${i + 1} ends in ${JSON.stringify(path.state.value)}: ${journey}`, async () => {
      const harness = renderRetreatWizardHarness(wizard, walk.input!, coverageRecorder(NAME, machine));
      const user = userEvent.setup();
      const base = wizardExecutors(wizard, harness, user);
      await path.test({
        events: { ...base, 'form.change': retreatChange(wizard, harness, user, base['form.change']) },
        states: {
          '*': async (state) => {
            await expectActorAt(harness, state);
            // The walk folds the context (retreatWalk), so a path's state carries the context of the first run that
            // reached its vertex; the screen is checked against the UI actor's own context at the model's state.
            if (wizardPhase(state) !== 'finishedLater') return assertScreen(wizard, harness, harness.snapshot() as typeof state);
            // Save & Finish Later: the step was saved, the retreat kept as a DRAFT, the toast shown, then the list.
            expect(screen.queryByRole('navigation', { name: 'Steps' })).toBeNull();
            await waitFor(() => expect(harness.finished).toContain('finishedLater'));
            expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ action: 'SAVE_AS_DRAFT' }]);
            expect(harness.toasts).toContainEqual({ title: 'Saved as a draft', message: 'Your retreat is saved. You can finish it later from this list.' });
          },
        },
      });
    }, 180_000);
  });
});

afterAll(() => {
  if (!only) assertFullCoverage([NAME]);
});
