import { screen, waitFor, within } from '@testing-library/react';
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
import { renderCourseWizardHarness } from './courseWizardHarness';
import type { WizardHarness } from './wizardHarness';
import { assertScreen } from './wizardScreens';
import { wizardWalk, type StepSamples } from './wizardWalk';

// The course wizard (schemas/wizards/course, with the course rules the browser adds) is the model; the
// system under test is the course screen's view (CourseWizardView: WizardView with the uploaders and the
// lessons editor). Every covering path is driven through the UI.
const wizard = withCourseRules(compileWizard(loadSchemasFromDisk(), 'course'), { status: 'DRAFT', today: localCalendarDate(new Date()) });
const machine = buildWizardMachine(wizard);
const NAME = 'wizardMachine (course wizard, driven through the UI)';

// The lessons editor saves only valid lessons, so a user makes the step invalid by deleting a lesson
// (fewer than 2) and changes it validly by retitling lesson 1. Both need two lessons on screen.
const retitled = { ...lesson('Arriving'), title: 'Arriving, renamed' };
/** Per step a change that makes it valid and one that makes it invalid, each done by a user below. */
const samples: StepSamples = {
  details: { valid: { title: 'Morning calm for busy people' }, invalid: { title: 'Too short' } },
  promo: { valid: { selected_publish_after: 'SOON' }, invalid: { selected_publish_after: 'AFTER' } },
  lessons: { valid: { lessons: [retitled, lesson('Settling')] }, invalid: { lessons: [lesson('Arriving')] } },
};
const preset = { ...VALID.details, ...VALID.promo, ...VALID.lessons };
const baseWalk = wizardWalk(wizard, samples, { mode: 'create', data: preset });
const lessonCount = (data: Record<string, unknown>) => (Array.isArray(data.lessons) ? data.lessons.length : 0);
const walk: typeof baseWalk = {
  ...baseWalk,
  // With one lesson left only a new lesson (an audio upload, which jsdom cannot measure) would change it
  // validly: there the user makes no lessons change (an empty change, which the executor performs as nothing).
  events: (snapshot) => {
    const all = baseWalk.events!(snapshot);
    if (lessonCount(snapshot.context.data) >= 2 || snapshot.context.current !== 'lessons') return all;
    return [...all.filter((e) => e.type !== 'form.change'), { type: 'form.change', data: {} }];
  },
};
const { paths, unreachable } = coveringPaths(machine, walk);

/** form.change as a user makes it: type the title, pick the publish timing, retitle lesson 1 or delete lesson 2. */
function courseChange(harness: WizardHarness, user: UserEvent, fallback: Executor): Executor {
  return async (step) => {
    const event = step.event as WizardEvent;
    if (event.type !== 'form.change') return;
    if ('selected_publish_after' in event.data) {
      const label = event.data.selected_publish_after === 'AFTER' ? 'On this date' : 'As soon as possible';
      await user.click(screen.getByLabelText(label));
    } else if ('lessons' in event.data) {
      const lessons = event.data.lessons as Array<{ title: string }>;
      if (lessons.length < 2) {
        await user.click(screen.getByRole('button', { name: 'Delete Lesson 2' }));
        await user.click(within(screen.getByRole('dialog', { name: 'Delete Lesson' })).getByRole('button', { name: 'Delete' }));
        // The lesson call answers first; the list changes then.
        await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit Lesson 2' })).toBeNull());
      } else {
        await user.click(screen.getByRole('button', { name: 'Edit Lesson 1' }));
        const editor = screen.getByRole('dialog', { name: 'Lesson 1' });
        const title = within(editor).getByLabelText(/^Title( \*)?$/);
        await user.clear(title);
        await user.type(title, lessons[0]!.title);
        await user.click(within(editor).getByRole('button', { name: 'Save lesson' }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Lesson 1' })).toBeNull());
      }
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
      const harness = renderCourseWizardHarness(wizard as CompiledWizard, walk.input!, coverageRecorder(NAME, machine));
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
