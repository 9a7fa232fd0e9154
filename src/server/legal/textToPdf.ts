// A small PDF writer for plain legal texts: A4 pages of Helvetica, '# ' lines as bold headings, paragraphs
// wrapped to the page width. Enough for the retreat terms the wizard shows and prints; no images, no fonts
// beyond the standard 14, characters outside Latin-1 replaced.

const PAGE = { width: 595, height: 842, margin: 56 };
const BODY = { size: 11, leading: 15, charsPerLine: 92 };
const HEADING = { size: 14, leading: 22, charsPerLine: 64 };

interface Line {
  text: string;
  heading: boolean;
}

function wrap(paragraph: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The text as lines to draw: headings ('# ' or '## ') and paragraphs (separated by blank lines), with a blank line between blocks. */
export function layoutLines(text: string): Line[] {
  const lines: Line[] = [];
  for (const block of text.replace(/\r\n/g, '\n').split(/\n\s*\n/)) {
    const trimmed = block.trim();
    if (!trimmed) continue;
    const heading = /^#{1,3}\s/.test(trimmed);
    const body = heading ? trimmed.replace(/^#{1,3}\s+/, '') : trimmed.replace(/\*\*/g, '');
    for (const part of body.split('\n')) {
      for (const text of wrap(part, heading ? HEADING.charsPerLine : BODY.charsPerLine)) lines.push({ text, heading });
    }
    lines.push({ text: '', heading: false });
  }
  return lines;
}

// PDF string literal: Latin-1 only, with the three special characters escaped.
const literal = (text: string) =>
  `(${text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`)})`;

function pages(lines: Line[]): Line[][] {
  const out: Line[][] = [[]];
  let y = PAGE.height - PAGE.margin;
  for (const line of lines) {
    const leading = line.heading ? HEADING.leading : BODY.leading;
    if (y - leading < PAGE.margin) {
      out.push([]);
      y = PAGE.height - PAGE.margin;
    }
    out[out.length - 1]!.push(line);
    y -= leading;
  }
  return out;
}

function pageStream(lines: Line[]): string {
  const ops = ['BT', `${PAGE.margin} ${PAGE.height - PAGE.margin} Td`];
  for (const line of lines) {
    const font = line.heading ? HEADING : BODY;
    ops.push(`/${line.heading ? 'F2' : 'F1'} ${font.size} Tf`, `0 -${font.leading} Td`, `${literal(line.text)} Tj`);
  }
  ops.push('ET');
  return ops.join('\n');
}

/** A PDF document (bytes as a Latin-1 string) showing `text`, titled `title`. */
export function textToPdf(text: string, title: string): string {
  const laidOut = pages(layoutLines(text));
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  const kids = laidOut.map((_, i) => `${5 + i * 2} 0 R`).join(' ');
  add(`<< /Type /Pages /Kids [${kids}] /Count ${laidOut.length} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  for (const [i, lines] of laidOut.entries()) {
    add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${6 + i * 2} 0 R >>`);
    const stream = pageStream(lines);
    add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
  }
  add(`<< /Title ${literal(title)} /Producer (Publisher Dashboard) >>`);
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}
