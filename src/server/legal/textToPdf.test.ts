import { describe, expect, it } from 'vitest';
import { layoutLines, textToPdf } from './textToPdf';

describe('textToPdf', () => {
  it('writes a PDF whose cross-reference table points at each object', () => {
    const pdf = textToPdf('# Terms\n\nFirst (paragraph) with a backslash \\ and “quotes”.', 'Terms');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
    expect(pdf).toContain('(First \\(paragraph\\) with a backslash \\\\ and "quotes".) Tj');
  });

  it('wraps paragraphs, keeps headings apart and starts new pages when one is full', () => {
    const lines = layoutLines(`# Heading\n\n${'word '.repeat(60)}`);
    expect(lines[0]).toEqual({ text: 'Heading', heading: true });
    expect(lines.filter((l) => !l.heading && l.text).length).toBeGreaterThan(2);
    const long = textToPdf(Array.from({ length: 80 }, (_, i) => `Paragraph ${i}.`).join('\n\n'), 'Long');
    expect(Number(/\/Count (\d+)/.exec(long)?.[1])).toBeGreaterThan(1);
  });
});
