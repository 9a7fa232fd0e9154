import type { LocaleFormat } from '../../lib/format/useFormat';

/** Cents as US dollars in the reader's language ($1,234.56; 1.234,56 $ in German). */
export const formatCents = (format: LocaleFormat) => (cents: number) => format.number(cents / 100, { style: 'currency', currency: 'USD' });

/** Cents as the plain dollar number a CSV holds (1234.56). */
export const centsForCsv = (cents: number) => (cents / 100).toFixed(2);
