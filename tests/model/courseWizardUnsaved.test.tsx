import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { localCalendarDate } from '../../machines/libraryItemStatus';
import type { WizardIo } from '../../src/engine/buildWizardMachineIo';
import { compileWizard } from '../../src/engine/compileWizard';
import { loadSchemasFromDisk } from '../../src/engine/loadSchemasFromDisk';
import { courseWizardInput } from '../../src/features/courses/wizard/courseWizardInput';
import { CourseWizardScreen } from '../../src/features/courses/wizard/CourseWizardScreen';
import { VALID } from '../server/coursesRuleTable';
import { withCourseRules } from '../../src/features/courses/wizard/withCourseRules';
import { UNSAVED_CHANGES } from '../../src/renderer/WizardView';
import { renderCourseApp } from './courseWizardTestApp';

const wizard = withCourseRules(compileWizard(loadSchemasFromDisk(), 'course'), { status: 'DRAFT', today: localCalendarDate(new Date()) });
const io: WizardIo = { saveStep: async () => ({ itemId: 'c1' }), submit: async () => {} };

// An existing course: a new one is marked changed by RJSF's default filling on first render (reported to the renderer).
const course = { id: 'c1', status: 'DRAFT', data: { ...VALID.details, ...VALID.promo, ...VALID.lessons } };

const renderCourseRoutes = () =>
  renderCourseApp(() => <CourseWizardScreen wizard={wizard} io={io} input={courseWizardInput(wizard, course)} onDone={() => {}} />);

const beforeUnloadBlocked = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('course wizard: unsaved changes', () => {
  it('leaves freely and sets no leave-page warning while nothing is changed', async () => {
    const router = renderCourseRoutes();
    const user = userEvent.setup();
    await screen.findByLabelText(/^Title( \*)?$/);
    expect(beforeUnloadBlocked()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Go to courses' }));
    await screen.findByText('Courses list');
    expect(router.state.location.pathname).toBe('/courses');
  });

  it('asks before leaving a changed step: cancel stays, confirm leaves; the browser warning is set meanwhile', async () => {
    const router = renderCourseRoutes();
    const user = userEvent.setup();
    const title = await screen.findByLabelText(/^Title( \*)?$/);
    await user.clear(title);
    await user.type(title, 'A new course title');
    await waitFor(() => expect(beforeUnloadBlocked()).toBe(true));

    await user.click(screen.getByRole('link', { name: 'Go to courses' }));
    const dialog = await screen.findByRole('dialog', { name: UNSAVED_CHANGES });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/course/create');
    expect(screen.getByLabelText(/^Title( \*)?$/)).toHaveValue('A new course title');

    await user.click(screen.getByRole('link', { name: 'Go to courses' }));
    await screen.findByRole('dialog', { name: UNSAVED_CHANGES });
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await screen.findByText('Courses list');
    expect(router.state.location.pathname).toBe('/courses');
  });
});
