import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './Pager';

describe('Pager', () => {
  // Mantine's arrows are icons: unnamed, axe flags them as critical (the track list's pager on /audio did).
  it('names every control, marks the current page and reports the page chosen', () => {
    const onChange = vi.fn();
    render(
      <MantineProvider>
        <Pager total={3} page={2} onChange={onChange} label="Track pages" />
      </MantineProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Track pages' })).toBeInTheDocument();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['Previous page', 'Page 1', 'Page 2', 'Page 3', 'Next page']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });
});
