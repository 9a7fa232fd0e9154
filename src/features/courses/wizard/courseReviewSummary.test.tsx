import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VALID } from '../../../../tests/server/coursesRuleTable';
import { renderCourseApp } from '../../../../tests/model/courseWizardTestApp';
import { compileWizard } from '../../../engine/compileWizard';
import { loadSchemasFromDisk } from '../../../engine/loadSchemasFromDisk';
import type { CoursesApi } from '../api/coursesApi';
import { courseWizardInput } from './courseWizardInput';
import { courseWizardIo } from './courseWizardIo';
import { CourseWizardScreen } from './CourseWizardScreen';
import { withCourseRules } from './withCourseRules';

const compiled = compileWizard(loadSchemasFromDisk(), 'course');
const [first, second] = VALID.lessons.lessons as Array<Record<string, unknown>>;
// Tags left empty: an optional field nobody filled is not listed.
const course = { ...VALID.details, tags: [], ...VALID.promo, lessons: [{ ...first, id: 'l1', day: 1 }, { ...second, id: 'l2', day: 2 }] };

const api: CoursesApi = {
  list: async () => [],
  get: async () => null,
  saveStep: async (id) => ({ id, status: 'DRAFT', created: false }),
  createLesson: async (_id, lesson) => lesson,
  updateLesson: async (_id, _lessonId, lesson) => lesson,
  deleteLesson: async () => {},
  reorderLessons: async () => {},
  setPending: async () => {},
};

function openReview(data: Record<string, unknown>) {
  const wizard = withCourseRules(compiled, { status: 'DRAFT', today: '2026-01-10' });
  const input = { ...courseWizardInput(wizard, { id: 'c1', status: 'DRAFT', data }), startStep: 'review' };
  renderCourseApp(() => <CourseWizardScreen wizard={wizard} io={courseWizardIo(api, () => 'c1')} input={input} onDone={() => {}} />);
  return userEvent.setup();
}

const valueOf = (section: HTMLElement, label: string) => within(section).getByText(label, { selector: 'dt' }).nextElementSibling;

describe('course review step: a summary, not a data dump', () => {
  it('shows each step as a card with the filled fields by label, codes by their names, lessons numbered with length and question', async () => {
    openReview(course);
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(valueOf(details, 'Title')).toHaveTextContent('Morning calm for busy people');
    expect(valueOf(details, 'Course type')).toHaveTextContent('Paid course');
    expect(valueOf(details, 'Categories')).toHaveTextContent('Relax');
    expect(valueOf(details, 'Language')).toHaveTextContent('English');
    expect(within(details).queryByText('Tags', { selector: 'dt' })).toBeNull();

    const promo = screen.getByRole('region', { name: 'Promo' });
    expect(valueOf(promo, 'Publish')).toHaveTextContent('As soon as possible');
    expect(valueOf(promo, 'Course introductory audio')).toHaveTextContent('Length 02:30');

    const lessons = screen.getByRole('region', { name: 'Lessons' });
    const items = within(lessons).getAllByRole('listitem').filter((li) => li.parentElement?.tagName === 'OL' && li.textContent?.startsWith('Lesson'));
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Lesson 1: Arriving');
    expect(items[0]).toHaveTextContent('03:20');
    expect(items[0]).toHaveTextContent('How did it feel?');
    expect(items[1]).toHaveTextContent('Lesson 2: Settling');
  }, 30_000);

  it("each card's Edit button jumps to its step", async () => {
    const user = openReview(course);
    await user.click(await screen.findByRole('button', { name: 'Edit Promo' }));
    await waitFor(() => expect(within(screen.getByRole('navigation', { name: 'Steps' })).getByRole('button', { name: /^2\. Promo/ })).toHaveAttribute('aria-current', 'step'));
  }, 30_000);

  it('lists every step that is not valid with its messages above Submit', async () => {
    openReview({ ...course, title: 'Too short', lessons: [{ ...first, id: 'l1', day: 1 }] });
    const alert = await screen.findByText('Finish these steps before you submit');
    const box = alert.closest('.mantine-Alert-root') as HTMLElement;
    expect(box).toHaveTextContent('Title must be at least 10 characters');
    expect(box).toHaveTextContent('Your course must have at least 2 lessons');
    expect(within(box).getByRole('button', { name: 'Details' })).toBeInTheDocument();
  }, 30_000);
});
