import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChartPanel, markerLines } from './ChartPanel';

const rows = [
  { label: 'Mar 1', start: '2026-03-01', end: '2026-03-01', share: 139 },
  { label: 'Mar 2', start: '2026-03-02', end: '2026-03-02', share: 0 },
  { label: 'Mar 3', start: '2026-03-03', end: '2026-03-03', share: 3499 },
];
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe('ChartPanel', () => {
  it('names the figure by its summary and shows the same points as a table, one row each', () => {
    render(
      <MantineProvider>
        <ChartPanel title="Donations (your 70%)" summary="3 donations; your share is $36.38." rows={rows} series={[{ key: 'share', label: 'Donations (your 70%)', color: 'grape.6', format: dollars, csv: (c) => (c / 100).toFixed(2) }]} fileStem="donations-30" />
      </MantineProvider>,
    );
    expect(screen.getByRole('figure', { name: '3 donations; your share is $36.38.' })).toBeInTheDocument();
    fireEvent.click(screen.getByText('Table'));
    const table = screen.getByRole('table');
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows.map((r) => r.textContent)).toEqual(['Mar 1$1.39', 'Mar 2$0.00', 'Mar 3$34.99']);
    expect(screen.getByRole('button', { name: 'Download Donations (your 70%) (CSV)' })).toBeInTheDocument();
  });

  it('draws a marker label on the side of its line with room, shortened to one short line', () => {
    const lines = markerLines(
      [
        { label: 'Mar 1', title: 'Evening calm' },
        { label: 'Mar 3', title: 'A very long published track title' },
      ],
      rows,
    );
    expect(lines).toEqual([
      { x: 'Mar 1', color: 'grape.6', label: 'Evening calm', labelPosition: 'insideTopLeft' },
      { x: 'Mar 3', color: 'grape.6', label: 'A very long publi…', labelPosition: 'insideTopRight' },
    ]);
  });
});
