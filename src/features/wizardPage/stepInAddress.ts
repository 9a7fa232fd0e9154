/**
 * The open step of a stored item's wizard lives in the address (`?step=promo`), so a reload midway opens
 * the step the publisher was on, not the first one, and a link from a list (no `step`) opens the first.
 */
const PARAM = 'step';

/** The step the address names, when the wizard has such a step. */
export function stepInAddress(search: string, keys: readonly string[]): string | undefined {
  const step = new URLSearchParams(search).get(PARAM);
  return step !== null && keys.includes(step) ? step : undefined;
}

/**
 * The address showing `step` open (the first step shows none), other query parameters kept; null when the
 * address already says so.
 */
export function addressWithStep(location: { pathname: string; search: string }, step: string, keys: readonly string[]): string | null {
  const params = new URLSearchParams(location.search);
  const wanted = step === keys[0] ? null : step;
  if (params.get(PARAM) === wanted) return null;
  if (wanted === null) params.delete(PARAM);
  else params.set(PARAM, wanted);
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}`;
}
