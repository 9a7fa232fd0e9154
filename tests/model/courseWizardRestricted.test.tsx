import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { localCalendarDate } from '../../machines/libraryItemStatus';
import type { WizardIo } from '../../src/engine/buildWizardMachineIo';
import { compileWizard } from '../../src/engine/compileWizard';
import { loadSchemasFromDisk } from '../../src/engine/loadSchemasFromDisk';
import { courseWizardInput } from '../../src/features/courses/wizard/courseWizardInput';
import { CourseWizardScreen } from '../../src/features/courses/wizard/CourseWizardScreen';
import { screens } from '../../src/lib/i18n/catalogs/en/screens';
import { withCourseRules } from '../../src/features/courses/wizard/withCourseRules';
import { VALID } from '../server/coursesRuleTable';
import { renderCourseApp } from './courseWizardTestApp';

const EDIT_SUBMISSION_TEXT = screens['courses.wizard.editSubmission'];
const EDIT_SUBMITTED_TEXT = screens['courses.wizard.editSubmitted'];
const SUBMITTED_TITLE = screens['courses.wizard.submittedTitle'];

const source = loadSchemasFromDisk();
const data = { ...VALID.details, ...VALID.promo, ...VALID.lessons };

function renderCourse(status: string, io: WizardIo, done: string[] = []) {
  const wizard = withCourseRules(compileWizard(source, 'course'), { status, today: localCalendarDate(new Date()) });
  const input = courseWizardInput(wizard, { id: 'c1', status, data });
  renderCourseApp(() => <CourseWizardScreen wizard={wizard} io={io} input={input} onDone={() => done.push('done')} />);
  return { input, done };
}

const steps = () => within(screen.getByRole('navigation', { name: 'Steps' }));

describe('course wizard modes', () => {
  it('opens a live course in restricted mode: edit-submission notice, no publish timing, locked lessons', async () => {
    const { input } = renderCourse('PUBLISHED', { saveStep: async () => ({}), submit: async () => {} });
    expect(input.mode).toBe('restricted');
    expect(await screen.findByText(EDIT_SUBMISSION_TEXT)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(steps().getByRole('button', { name: /^2\. Promo/ }));
    expect(screen.queryByLabelText('As soon as possible')).toBeNull();
    await user.click(steps().getByRole('button', { name: /^3\. Lessons/ }));
    await screen.findByRole('list', { name: 'Lessons' });
    expect(screen.queryByRole('button', { name: 'Add lesson' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete Lesson/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reorder Lesson/ })).toBeNull();
  }, 20_000);

  it('submits a draft from Review through the Submit course dialog and shows the success modal; closing it finishes', async () => {
    const submitted: string[] = [];
    const { input, done } = renderCourse('DRAFT', { saveStep: async () => ({}), submit: async ({ itemId }) => void submitted.push(String(itemId)) });
    expect(input).toMatchObject({ mode: 'edit', validated: ['details', 'promo', 'lessons'] });
    expect(screen.queryByText(EDIT_SUBMISSION_TEXT)).toBeNull();
    const user = userEvent.setup();
    await screen.findByRole('navigation', { name: 'Steps' });
    await user.click(steps().getByRole('button', { name: /^4\. Review/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit course' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const success = await screen.findByRole('dialog', { name: SUBMITTED_TITLE });
    expect(submitted).toEqual(['c1']);
    expect(success).not.toHaveTextContent(EDIT_SUBMITTED_TEXT);
    await user.click(within(success).getByRole('button', { name: 'Close' }));
    expect(done).toEqual(['done']);
  }, 20_000);
});
