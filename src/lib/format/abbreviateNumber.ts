import insights from '../../../schemas/insights.json';

// Spec 1 §9's 100000, from schemas/insights.json (abbreviateCountsAbove), which product staff may change.
const THRESHOLD = insights.abbreviateCountsAbove;
const UNITS: Array<[value: number, suffix: string]> = [
  [1e9, 'G'],
  [1e6, 'M'],
  [1e3, 'k'],
];

/**
 * Numbers over 100000 become k / M / G with one decimal (spec 1 §9); anything else keeps its
 * digits with thousands commas.
 */
export function abbreviateNumber(value: number): string {
  if (Math.abs(value) > THRESHOLD) {
    for (const [unit, suffix] of UNITS) {
      if (Math.abs(value) >= unit) return `${(Math.trunc((value / unit) * 10) / 10).toFixed(1)}${suffix}`;
    }
  }
  return Math.trunc(value).toLocaleString('en-US');
}
