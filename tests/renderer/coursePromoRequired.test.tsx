import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { localCalendarDate } from '../../machines/libraryItemStatus';
import { courseWizardInput } from '../../src/features/courses/wizard/courseWizardInput';
import { CourseWizardScreen } from '../../src/features/courses/wizard/CourseWizardScreen';
import { withCourseRules } from '../../src/features/courses/wizard/withCourseRules';
import { renderCourseApp } from '../model/courseWizardTestApp';
import { VALID } from '../server/coursesRuleTable';
import { realWizard } from './realSteps';

describe('course Promo: Save & Next on an empty step', () => {
  it('shows the spec messages for the missing image and audio, not the file object rule', async () => {
    const wizard = withCourseRules(realWizard('course'), { status: 'DRAFT', today: localCalendarDate(new Date()) });
    const input = courseWizardInput(wizard, { id: 'c1', status: 'DRAFT', data: { ...VALID.details } });
    renderCourseApp(() => <CourseWizardScreen wizard={wizard} io={{ saveStep: async () => ({}), submit: async () => {} }} input={input} onDone={() => {}} />);
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('navigation', { name: 'Steps' })).getByRole('button', { name: /^2\. Promo/ }));
    await user.click(await screen.findByRole('button', { name: 'Save & Next' }));
    expect(await screen.findByText('Please upload the course image')).toBeInTheDocument();
    expect(screen.getByText('Please upload the course introductory audio')).toBeInTheDocument();
    expect(screen.queryByText(/must have required property/)).toBeNull();
  }, 20_000);
});

describe('course Promo: titles', () => {
  it('titles the image and the audio uploader like every other field', async () => {
    const wizard = withCourseRules(realWizard('course'), { status: 'DRAFT', today: localCalendarDate(new Date()) });
    const input = courseWizardInput(wizard, { id: 'c1', status: 'DRAFT', data: { ...VALID.details } });
    renderCourseApp(() => <CourseWizardScreen wizard={wizard} io={{ saveStep: async () => ({}), submit: async () => {} }} input={input} onDone={() => {}} />);
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('navigation', { name: 'Steps' })).getByRole('button', { name: /^2\. Promo/ }));
    for (const title of ['Course image *', 'Course introductory audio *']) {
      const found = (await screen.findAllByText(title)).filter((el) => el.tagName === 'LABEL');
      expect(found).toHaveLength(1);
      expect(found[0]!.className).toBe('wizard-field-title');
    }
  }, 20_000);
});
