import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import type { WizardEvent } from '../../machines/wizardMachine';
import { localCalendarDate } from '../../machines/libraryItemStatus';
import { buildWizardMachine } from '../../src/engine/buildWizardMachine';
import { compileWizard } from '../../src/engine/compileWizard';
import type { CompiledWizard } from '../../src/engine/compiledWizard';
import { loadSchemasFromDisk } from '../../src/engine/loadSchemasFromDisk';
import { withCourseRules } from '../../src/features/courses/wizard/withCourseRules';
import { VALID, lesson } from '../server/coursesRuleTable';
import { assertFullCoverage, coverageRecorder } from './coverage';
import { coveringPaths } from './coveringPaths';
import { expectActorAt, wizardExecutors, type Executor } from './wizardExecutors';
import { renderWizardHarness, type WizardHarness } from './wizardHarness';
import { assertScreen } from './wizardScreens';
import { wizardWalk, type StepSamples } from './wizardWalk';

// The course wizard (schemas/wizards/course, with the course rules the browser adds) is the model; the
// system under test is the engine's WizardView drawing it. Every covering path is driven through the UI.
const wizard = withCourseRules(compileWizard(loadSchemasFromDisk(), 'course'), { status: 'DRAFT', today: localCalendarDate(new Date()) });
const machine = buildWizardMachine(wizard);
const NAME = 'wizardMachine (course wizard, driven through the UI)';

// The lesson title is typed: TextareaWidget does not show its error yet (reported), so the outline cannot be the sample.
const digitsTitle = { ...lesson('Arriving'), title: '12345' };
/** Per step a change that makes it valid and one that makes it invalid, each done by a user below. */
const samples: StepSamples = {
  details: { valid: { title: 'Morning calm for busy people' }, invalid: { title: 'Too short' } },
  promo: { valid: { selected_publish_after: 'SOON' }, invalid: { selected_publish_after: 'AFTER' } },
  lessons: { valid: { lessons: [lesson('Arriving'), lesson('Settling')] }, invalid: { lessons: [digitsTitle, lesson('Settling')] } },
};
const preset = { ...VALID.details, ...VALID.promo, ...VALID.lessons };
const walk = wizardWalk(wizard, samples, { mode: 'create', data: preset });
const { paths, unreachable } = coveringPaths(machine, walk);

/** form.change as a user makes it: type the title, pick the publish timing, retype the first lesson's title. */
function courseChange(harness: WizardHarness, user: UserEvent, fallback: Executor): Executor {
  return async (step) => {
    const event = step.event as WizardEvent;
    if (event.type !== 'form.change') return;
    if ('selected_publish_after' in event.data) {
      const label = event.data.selected_publish_after === 'AFTER' ? 'On this date' : 'As soon as possible';
      await user.click(screen.getByLabelText(label));
    } else if ('lessons' in event.data) {
      const title = String((event.data.lessons as Array<{ title: string }>)[0]!.title);
      // The first 'Title' inside the lessons list (the step has no other).
      const input = screen.getAllByLabelText(/^Title( \*)?$/)[0]!;
      await user.clear(input);
      await user.click(input);
      await user.paste(title);
    } else await fallback(step);
  };
}

describe('course wizard, every transition through the UI', () => {
  it('has no declared transition that generated paths cannot reach', () => {
    expect(unreachable).toEqual([]);
  });

  paths.forEach((path, i) => {
    const journey = path.steps.map((s) => s.event.type).join(' → ');
    it(`path ${i + 1} ends in ${JSON.stringify(path.state.value)}: ${journey}`, async () => {
      const harness = renderWizardHarness(wizard as CompiledWizard, walk.input!, coverageRecorder(NAME, machine));
      const user = userEvent.setup();
      const base = wizardExecutors(wizard, harness, user);
      const events = { ...base, 'form.change': courseChange(harness, user, base['form.change']) };
      await path.test({
        events,
        states: {
          '*': async (state) => {
            await expectActorAt(harness, state);
            assertScreen(wizard, harness, state);
          },
        },
      });
    }, 60_000);
  });

  it('shows the submit dialog titled Submit course', () => {
    expect(wizard.manifest.submit.confirmTitle).toBe('Submit course');
    expect(within(document.body).queryByRole('dialog')).toBeNull();
  });
});

afterAll(() => assertFullCoverage([NAME]));
