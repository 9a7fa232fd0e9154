import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VALID } from '../../../../tests/server/coursesRuleTable';
import { renderCourseApp } from '../../../../tests/model/courseWizardTestApp';
import { compileWizard } from '../../../engine/compileWizard';
import { loadSchemasFromDisk } from '../../../engine/loadSchemasFromDisk';
import { CHANGES_TITLE, NO_CHANGES } from '../../../renderer/ReviewChanges';
import { StepRefused, type CoursesApi } from '../api/coursesApi';
import { courseWizardInput } from './courseWizardInput';
import { courseWizardIo, PUBLISH_FAILED, SAVE_FAILED } from './courseWizardIo';
import { CourseWizardScreen } from './CourseWizardScreen';
import { screens } from '../../../lib/i18n/catalogs/en/screens';
import { withCourseRules } from './withCourseRules';

const EDIT_SUBMISSION_TEXT = screens['courses.wizard.editSubmission'];
const EDIT_UNDER_REVIEW_TEXT = screens['courses.wizard.underReview'];

const compiled = compileWizard(loadSchemasFromDisk(), 'course');
const [first, second] = VALID.lessons.lessons as Array<Record<string, unknown>>;
const live = { ...VALID.details, ...VALID.promo, lessons: [{ ...first, id: 'l1', day: 1 }, { ...second, id: 'l2', day: 2 }] };
const lessons = live.lessons as Array<Record<string, unknown>>;
const edited = { ...live, title: 'Evening calm for busy people', lessons: [lessons[0], { ...lessons[1], title: 'Settling down' }] };

/** The course calls, each answering as the test says. */
function fakeApi(overrides: Partial<CoursesApi> = {}): CoursesApi {
  return {
    list: async () => [],
    get: async () => null,
    saveStep: async (id) => ({ id, status: 'PUBLISHED', created: false }),
    createLesson: async (_id, lesson) => lesson,
    updateLesson: async (_id, _lessonId, lesson) => lesson,
    deleteLesson: async () => {},
    reorderLessons: async () => {},
    setPending: async () => {},
    ...overrides,
  };
}

function open(status: string, data: Record<string, unknown>, api = fakeApi(), startStep?: string) {
  const wizard = withCourseRules(compiled, { status, today: '2026-01-10' });
  const input = { ...courseWizardInput(wizard, { id: 'c1', status, data }), ...(startStep ? { startStep } : {}) };
  const onEditSubmitted = vi.fn();
  renderCourseApp(() => (
    <CourseWizardScreen wizard={wizard} io={courseWizardIo(api, () => 'c1')} input={input} live={live} onDone={() => {}} onEditSubmitted={onEditSubmitted} />
  ));
  return { user: userEvent.setup(), onEditSubmitted };
}

const titleField = () => screen.findByLabelText(/^Title( \*)?$/);
const stepButton = (name: RegExp) => within(screen.getByRole('navigation', { name: 'Steps' })).getByRole('button', { name });

describe('course wizard: an edit waiting for review (PENDING_EDIT)', () => {
  it('opens read-only with the review text: fields disabled, no Save & Next, Submit or lesson changes, steps still browsable', async () => {
    const { user } = open('PENDING_EDIT', edited);
    // Chips fields keep empty live regions of their own: find the one that says it.
    expect(await screen.findByText(EDIT_UNDER_REVIEW_TEXT)).toBeInTheDocument();
    expect(screen.getByText(EDIT_UNDER_REVIEW_TEXT).closest('[role="status"]')).not.toBeNull();
    expect(await titleField()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save & Next' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(stepButton(/^2\. Promo/)).toHaveAttribute('aria-current', 'step'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('list', { name: 'Lessons' });
    expect(screen.queryByRole('button', { name: 'Add lesson' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete|Reorder) Lesson/ })).toBeNull();

    await user.click(stepButton(/^4\. Review/));
    const changes = await screen.findByRole('region', { name: CHANGES_TITLE });
    expect(within(changes).getByRole('listitem', { name: 'Title' })).toHaveTextContent(/Morning calm for busy people.*Evening calm for busy people/);
    expect(within(changes).getByText('Day 2: Settling down (Title)')).toBeInTheDocument();
    // The summary below reads choices by their labels, as the form shows them.
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Course type').nextElementSibling).toHaveTextContent('Paid course');
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  }, 30_000);
});

describe('course wizard: a live course (PUBLISHED)', () => {
  it('shows "No changes yet" on the review step while nothing differs, and submitting says it is an edit submission', async () => {
    const { user, onEditSubmitted } = open('PUBLISHED', live, fakeApi(), 'review');
    const changes = await screen.findByRole('region', { name: CHANGES_TITLE });
    expect(changes).toHaveTextContent(NO_CHANGES);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit course' });
    expect(dialog).toHaveTextContent(EDIT_SUBMISSION_TEXT);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onEditSubmitted).toHaveBeenCalledTimes(1));
  }, 30_000);

  it("shows a step save's server field errors at their fields, with the save error announced and the field focused", async () => {
    const refuse = fakeApi({ saveStep: async () => Promise.reject(new StepRefused([{ pointer: '/title', message: 'This title is already used by another course', keyword: 'uniqueTitle' }])) });
    const { user } = open('PUBLISHED', live, refuse);
    await titleField();
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    const title = await titleField();
    await waitFor(() => expect(title).toHaveAccessibleDescription('This title is already used by another course'));
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes(SAVE_FAILED))).toBe(true);
    await waitFor(() => expect(title).toHaveFocus());
  }, 30_000);

  it('a submit refused as incomplete goes to the first step with an error and shows each message at its field', async () => {
    const refuse = fakeApi({
      setPending: async () =>
        Promise.reject(new StepRefused([{ pointer: '/title', message: 'Title must be at least 10 characters', keyword: 'minLength', step: 'details' }], 'This course is not complete')),
    });
    const { user } = open('PUBLISHED', live, refuse, 'review');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Submit course' })).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(stepButton(/^1\. Details/)).toHaveAttribute('aria-current', 'step'));
    await waitFor(async () => expect(await titleField()).toHaveAccessibleDescription('Title must be at least 10 characters'));
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes(PUBLISH_FAILED))).toBe(true);
  }, 30_000);
});
