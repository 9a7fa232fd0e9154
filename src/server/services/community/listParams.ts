import { badRequest } from '../../http/HttpError';

/** A whole-number query parameter within bounds; the default when absent. */
export function intParam(url: URL, name: string, fallback: number, min: number, max: number): number {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d{1,7}$/.test(raw) || value < min || value > max) throw badRequest(`Invalid ${name}: must be a whole number from ${min} to ${max}`);
  return value;
}

/** offset and limit, the limit capped at the spec's page size for the list. */
export function pageParams(url: URL, pageSize: number): { offset: number; limit: number } {
  return { offset: intParam(url, 'offset', 0, 0, 1_000_000), limit: intParam(url, 'limit', pageSize, 1, pageSize) };
}

/** One of a fixed list, or undefined when absent. */
export function choiceParam<T extends string>(url: URL, name: string, choices: readonly T[]): T | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return undefined;
  if (!(choices as readonly string[]).includes(raw)) throw badRequest(`Invalid ${name}: must be one of ${choices.join(', ')}`);
  return raw as T;
}
