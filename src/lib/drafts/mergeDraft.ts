import type { WizardDraft } from './draftStore';

// Key order differs between edited and stored data; compare content only.
const stable = (value: unknown): string =>
  JSON.stringify(value ?? null, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );

/** Empty values a form fills in by itself (RJSF defaults) are no work of the user's. */
function blank(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.every(blank);
  if (typeof value === 'object') return Object.values(value).every(blank);
  return false;
}

const same = (a: unknown, b: unknown) => (blank(a) && blank(b)) || stable(a) === stable(b);

/** The fields of `data` that `saved` does not hold (blank against absent counts as the same). */
export function unsavedFields(data: Record<string, unknown>, saved: Record<string, unknown>): string[] {
  return Object.keys({ ...data, ...saved }).filter((field) => !same(data[field], saved[field]));
}

/**
 * A draft laid over the server's current data. A field the user changed wins where the server still has
 * what the draft started from, or nothing (a form default it never stored); where the server holds another
 * value (a save made later, elsewhere), the server's value stays. `restored` lists the fields taken.
 */
export function mergeDraft(draft: WizardDraft, server: Record<string, unknown>): { data: Record<string, unknown>; restored: string[] } {
  const movedOn = (field: string) => !blank(server[field]) && !same(server[field], draft.saved[field]);
  const restored = unsavedFields(draft.data, draft.saved).filter((field) => !movedOn(field) && !same(server[field], draft.data[field]));
  const data = { ...server };
  for (const field of restored) {
    if (draft.data[field] === undefined) delete data[field];
    else data[field] = draft.data[field];
  }
  return { data, restored };
}
