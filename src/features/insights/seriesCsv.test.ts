import { describe, expect, it } from 'vitest';
import { seriesCsv } from './seriesCsv';

describe('seriesCsv', () => {
  it('writes a header and one row per point, quoting what needs quotes', () => {
    const csv = seriesCsv([
      { header: 'Period', values: ['2026-03-01', 'Mar 2, 2026'] },
      { header: 'Donations "share"', values: [1.39, 3.49] },
    ]);
    expect(csv).toBe('Period,"Donations ""share"""\r\n2026-03-01,1.39\r\n"Mar 2, 2026",3.49\r\n');
  });
});
