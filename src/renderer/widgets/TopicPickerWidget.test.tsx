import type { RJSFSchema } from '@rjsf/utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStepForm } from '../testing/renderStepForm';

const topics = ['calm', 'sleep', 'focus'];
const single = { type: 'object', properties: { topic: { type: 'string', title: 'Topic', enum: topics, 'x-ui': { widget: 'topicPicker' } } } } as const;
const multi = {
  type: 'object',
  properties: {
    benefits: { type: 'array', title: 'Benefits', items: { type: 'string', enum: topics }, 'x-ui': { widget: 'topicPicker', options: { dialogTitle: 'Pick benefits' } } },
  },
} as const;

describe('TopicPickerWidget', () => {
  it('single mode: titled by the field, keeps one choice, closes with Done', async () => {
    const user = userEvent.setup();
    const { last } = renderStepForm(single);
    expect(screen.getByLabelText('Topic')).toHaveTextContent('Choose');
    await user.click(screen.getByLabelText('Topic'));
    const dialog = screen.getByRole('dialog', { name: 'Topic' });
    expect(dialog).toHaveTextContent('Select one option.');
    await user.click(within(dialog).getByText('calm'));
    await user.click(within(dialog).getByText('sleep'));
    expect(last()).toEqual({ topic: 'sleep' });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Topic')).toHaveTextContent('sleep');
  });

  it('multi mode: its own title, toggles choices', async () => {
    const user = userEvent.setup();
    const { last } = renderStepForm(multi);
    await user.click(screen.getByLabelText('Benefits'));
    const dialog = screen.getByRole('dialog', { name: 'Pick benefits' });
    expect(dialog).toHaveTextContent('Select multiple options.');
    await user.click(within(dialog).getByText('calm'));
    await user.click(within(dialog).getByText('focus'));
    await user.click(within(dialog).getByText('calm'));
    expect(last()).toEqual({ benefits: ['focus'] });
  });

  it('lists catalogue topics written as oneOf const/title choices by their titles', async () => {
    const user = userEvent.setup();
    const catalogue = {
      type: 'object',
      properties: {
        benefits: {
          type: 'array',
          title: 'Benefits',
          uniqueItems: true,
          items: { type: 'string', oneOf: [{ const: 'stress', title: 'Stress' }, { const: 'sleep', title: 'Sleep' }] },
          'x-ui': { widget: 'topicPicker', options: { topicGroup: 'BENEFITS' } },
        },
      },
    } as RJSFSchema;
    const { last } = renderStepForm(catalogue);
    await user.click(screen.getByLabelText('Benefits'));
    await user.click(within(screen.getByRole('dialog', { name: 'Benefits' })).getByText('Stress'));
    expect(last()).toEqual({ benefits: ['stress'] });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByLabelText('Benefits')).toHaveTextContent('Stress');
  });
});
