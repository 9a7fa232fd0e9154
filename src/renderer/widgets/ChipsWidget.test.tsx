import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderStepForm } from '../testing/renderStepForm';

const topics = ['calm', 'sleep', 'focus'];
const schema = {
  type: 'object',
  properties: { topics: { type: 'array', title: 'Topics', items: { type: 'string', enum: topics }, 'x-ui': { widget: 'chips' } } },
} as const;

describe('ChipsWidget', () => {
  it('adds a chosen chip at the end and removes it when chosen again', async () => {
    const user = userEvent.setup();
    const { last } = renderStepForm(schema, { topics: ['sleep'] });
    expect(screen.getByRole('checkbox', { name: 'sleep' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'calm' }));
    expect(last()).toEqual({ topics: ['sleep', 'calm'] });
    await user.click(screen.getByRole('checkbox', { name: 'sleep' }));
    expect(last()).toEqual({ topics: ['calm'] });
    expect(screen.getByRole('checkbox', { name: 'calm' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'sleep' })).not.toBeChecked();
  });

  it('applies the click rules of its options, with a notice that clears after noticeSeconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const ruled = {
        type: 'object',
        properties: {
          audience: {
            type: 'array',
            title: 'Audience',
            items: { type: 'string', enum: ['solo', 'couples', 'family'] },
            'x-ui': {
              widget: 'chips',
              options: {
                deselects: [{ when: ['couples'], removes: ['solo'], notice: 'Solo removed' }],
                refuses: [{ when: ['solo'], while: ['couples'], notice: 'Solo refused' }],
                noticeSeconds: 5,
              },
            },
          },
        },
      };
      const { last } = renderStepForm(ruled as RJSFSchema, { audience: ['solo', 'family'] });
      await user.click(screen.getByRole('checkbox', { name: 'couples' }));
      expect(last()).toEqual({ audience: ['family', 'couples'] });
      expect(screen.getByRole('status')).toHaveTextContent('Solo removed');
      await user.click(screen.getByRole('checkbox', { name: 'solo' }));
      expect(screen.getByRole('checkbox', { name: 'solo' })).not.toBeChecked();
      expect(screen.getByRole('status')).toHaveTextContent('Solo refused');
      act(() => void vi.advanceTimersByTime(5000));
      expect(screen.getByRole('status')).toHaveTextContent('');
    } finally {
      vi.useRealTimers();
    }
  });
});
