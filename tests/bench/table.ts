/** One line of the bench table: ours against baseline A and, where there is one, baseline B. */
export interface Row {
  measure: string;
  ours: string;
  baseline: string;
  ratio: string;
  /** The second baseline (JSON Forms vanilla in the browser, plain ajv for validation); '—' when none. */
  baselineB?: string;
  ratioB?: string;
  target: string;
  /** 'yes' / 'no' against the DESIGN §9 target, '—' where the figure has none. */
  met: string;
}

const HEADERS: Required<Row> = { measure: 'measure', ours: 'ours', baseline: 'baseline A', ratio: '× A', baselineB: 'baseline B', ratioB: '× B', target: 'target', met: 'met?' };
const COLUMNS = Object.keys(HEADERS) as (keyof Row)[];

/** Formats a number with a unit and a sensible number of digits. */
export function fmt(value: number | null, unit: string): string {
  if (value === null) return 'n/a';
  const digits = value >= 1000 ? 0 : value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return `${value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })} ${unit}`.trim();
}

/** ours / baseline as '0.85×'. */
export function ratio(ours: number | null, baseline: number | null): string {
  return ours === null || baseline === null || baseline === 0 ? '—' : `${(ours / baseline).toFixed(2)}×`;
}

/** 'yes' / 'no', or '—' when there is no target or no figure. */
export function met(ok: boolean | null): string {
  return ok === null ? '—' : ok ? 'yes' : 'no';
}

/** The table as aligned plain text (Markdown-compatible pipes). */
export function renderTable(rows: readonly Row[]): string {
  const all = [HEADERS, ...rows];
  const cell = (row: Row, column: keyof Row) => row[column] ?? '—';
  const widths = COLUMNS.map((column) => Math.max(...all.map((row) => cell(row, column).length)));
  const line = (row: Row) => `| ${COLUMNS.map((column, i) => cell(row, column).padEnd(widths[i] as number)).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [line(HEADERS), rule, ...rows.map(line)].join('\n');
}
