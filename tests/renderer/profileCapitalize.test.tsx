import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStepForm } from '../../src/renderer/testing/renderStepForm';
import { realStepSchema } from './realSteps';

describe('profile: first letter capitalised except where the schema opts out', () => {
  it('keeps a username and a web address as typed, and capitalises the name', async () => {
    const user = userEvent.setup();
    const { last } = renderStepForm(realStepSchema('profile', 'profile'));
    await user.type(screen.getByLabelText(/^Username/), 'new.teacher');
    await user.type(screen.getByLabelText(/^Website/), 'https://example.org');
    await user.type(screen.getByLabelText(/^Name/), 'jane doe');
    expect(last()).toMatchObject({ username: 'new.teacher', website: 'https://example.org', name: 'Jane doe' });
  });
});
