import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/renderWithTheme';
import { LightTextInput } from './LightTextInput';

describe('LightTextInput', () => {
  it('makes the error the input’s accessible description and marks it invalid', () => {
    renderWithTheme(
      <>
        <label htmlFor="t">Title</label>
        <LightTextInput id="t" value="ab" error="Title must be at least 10 characters" onChange={vi.fn()} />
      </>,
    );
    const input = screen.getByLabelText('Title');
    expect(input).toHaveAccessibleDescription('Title must be at least 10 characters');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('has no description and is not marked invalid without an error', () => {
    renderWithTheme(
      <>
        <label htmlFor="t">Title</label>
        <LightTextInput id="t" value="" disabled rightSection={<span>0/80</span>} rightSectionWidth={64} onChange={vi.fn()} />
      </>,
    );
    const input = screen.getByLabelText('Title');
    expect(input).not.toHaveAccessibleDescription();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toBeDisabled();
    expect(screen.getByText('0/80')).toBeInTheDocument();
  });

  it('draws a textarea whose description is the counter, then the error', () => {
    renderWithTheme(
      <>
        <label htmlFor="d">Description</label>
        <LightTextInput id="d" value="Calm" rows={4} description="4/500" error="Too short" onChange={vi.fn()} />
      </>,
    );
    const area = screen.getByLabelText('Description');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '4');
    expect(area).toHaveAccessibleDescription('Too short 4/500');
  });
});
