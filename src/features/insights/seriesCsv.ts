/** One column of a chart's table and CSV: its header and the value of each row. */
export interface CsvColumn {
  header: string;
  values: Array<string | number>;
}

// RFC 4180: quote a field holding a comma, quote or line break, doubling inner quotes.
const field = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** A CSV text of columns of equal length, header first, CRLF line ends. */
export function seriesCsv(columns: CsvColumn[]): string {
  const rows = columns[0]?.values.length ?? 0;
  const lines = [columns.map((c) => field(c.header)).join(',')];
  for (let i = 0; i < rows; i++) lines.push(columns.map((c) => field(c.values[i] ?? '')).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Offers the CSV as a download in the browser. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
