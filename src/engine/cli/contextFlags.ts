import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { contextAt, isTimeZone, type ValidationContext } from '../validation/context/validationContext';

/** The `validate` CLI's context flags, one line each for its usage text. */
export const CONTEXT_USAGE = [
  '--today YYYY-MM-DD     the user\'s calendar date (default: today in --time-zone)',
  '--time-zone ZONE       the user\'s IANA time zone (default UTC)',
  '--status STATUS        the item\'s stored status (default DRAFT)',
  '--role publisher|admin who saves (default publisher)',
  '--variant NAME         the wizard variant',
  '--item FILE            the whole item as JSON, for rules reading other steps\' fields',
  '--fact NAME=VALUE      a named fact for messages and allow-lists (repeatable)',
];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Takes the context flags out of `args` (the rest stay for the positional arguments) and builds the
 * same validation context the browser and the server give. Throws with a usage message on a bad flag.
 */
export function takeContextFlags(args: string[], now: Date = new Date()): ValidationContext {
  const take = (flag: string): string[] => {
    const values: string[] = [];
    for (let at = args.indexOf(flag); at >= 0; at = args.indexOf(flag)) {
      const value = args[at + 1];
      if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value`);
      values.push(value);
      args.splice(at, 2);
    }
    return values;
  };
  const last = (flag: string) => take(flag).at(-1);
  const timeZone = last('--time-zone') ?? 'UTC';
  if (!isTimeZone(timeZone)) throw new Error(`--time-zone: unknown time zone "${timeZone}"`);
  const today = last('--today');
  if (today !== undefined && !ISO_DATE.test(today)) throw new Error('--today must be a date as YYYY-MM-DD');
  const role = last('--role') ?? 'publisher';
  if (role !== 'publisher' && role !== 'admin') throw new Error('--role must be publisher or admin');
  const facts: Record<string, string> = {};
  for (const pair of take('--fact')) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new Error(`--fact must be NAME=VALUE, got "${pair}"`);
    facts[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  const itemFile = last('--item');
  const item = itemFile === undefined ? undefined : (JSON.parse(readFileSync(resolve(itemFile), 'utf8')) as Record<string, unknown>);
  const variant = last('--variant');
  const context = contextAt(now, { timeZone, role, status: last('--status') ?? 'DRAFT', facts, ...(variant ? { variant } : {}), ...(item ? { item } : {}) });
  return today === undefined ? context : { ...context, today };
}
