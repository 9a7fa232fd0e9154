import { clockTime } from '../../../lib/format/clockTime';
import { formatIsoDate } from '../../../lib/format/isoDate';

const FORMATS: Record<string, (value: unknown, locale: string) => string | undefined> = {
  clock: (value) => (typeof value === 'number' ? clockTime(value) : undefined),
  date: (value, locale) => (typeof value === 'string' && value !== '' ? formatIsoDate(locale, value) : undefined),
};

const valueAt = (item: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), item);

const shown = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
};

/**
 * Fills a row template: `{n}` is the 1-based number, `{field}` / `{field.sub}` an item value, `{field:clock}`
 * seconds as mm:ss, `{field:date}` an ISO day as `locale` writes it ('Dec 8, 2026', '8 дек. 2026 г.'). A value
 * that is missing becomes `missing`; with `missing` undefined the whole text is undefined (a subtitle whose
 * value is absent is not drawn).
 */
export function itemSummary(template: string, item: Record<string, unknown>, n: number, missing?: string, locale = 'en'): string | undefined {
  let complete = true;
  const out = template.replace(/\{([^{}:]+)(?::(\w+))?\}/g, (_all, path: string, format?: string) => {
    if (path === 'n') return String(n);
    const raw = valueAt(item, path);
    const value = format ? FORMATS[format]?.(raw, locale) : shown(raw);
    if (value !== undefined) return value;
    complete = false;
    return missing ?? '';
  });
  return complete || missing !== undefined ? out : undefined;
}

/** The `{n}` of a text (dialog titles and messages). */
export const numbered = (template: string, n: number) => template.replaceAll('{n}', String(n));
