import { HookRefusal, type DeriveHook } from '../wizardHooks';

// Named steps of code the retreat manifest lists under `derive` (schemas/wizards/retreat/wizard.json).

/** Why a publisher cannot name themselves as the co-host (spec 2 §5: 'not the current user'). */
export const OWN_CO_HOST = 'You cannot add yourself as co-host';

// Spec 2 §3 contributors: what a retreat keeps about its co-host; anything else a body sends is dropped.
const CONTRIBUTOR_FIELDS = ['id', 'name', 'first_name', 'last_name', 'region', 'username', 'is_publisher', 'has_avatar', 'milestone'] as const;

/** The ids of a retreat's contributors (spec 2 §3), as the stored `contributor_ids` holds them. */
export function contributorIds(contributors: unknown): string[] {
  if (!Array.isArray(contributors)) return [];
  return [...new Set(contributors.map((c) => (typeof c === 'object' && c !== null ? (c as { id?: unknown }).id : undefined)).filter((id): id is string => typeof id === 'string' && id !== ''))];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from the first to the last day, both counted ('2099-06-01' to '2099-06-07' is 7); null unless both are dates. */
export function durationInDays(start: unknown, end: unknown): number | null {
  if (typeof start !== 'string' || typeof end !== 'string') return null;
  const from = Date.parse(`${start.slice(0, 10)}T00:00:00Z`);
  const to = Date.parse(`${end.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) return null;
  return Math.round((to - from) / DAY_MS) + 1;
}

/**
 * Info step: the co-host is never the retreat's owner (refused), keeps only the spec's contributor fields,
 * and the stored retreat_duration_in_days follows the dates. `contributor_ids` lists the co-hosts' ids: a
 * store indexes an array of plain values, not a field inside objects, so a co-host's retreat list is one
 * array-contains query on it (firestore.indexes.json) instead of a read of every retreat.
 */
export const retreatInfo: DeriveHook = {
  writes: ['retreat_duration_in_days', 'contributor_ids'],
  derive(fields, { uid }) {
    const out: Record<string, unknown> = { ...fields };
    if (Array.isArray(fields.contributors)) {
      out.contributors = fields.contributors.map((entry) => {
        const contributor = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
        if (contributor.id === uid) throw new HookRefusal(OWN_CO_HOST);
        return Object.fromEntries(CONTRIBUTOR_FIELDS.filter((f) => contributor[f] !== undefined).map((f) => [f, contributor[f]]));
      });
    }
    out.contributor_ids = contributorIds(out.contributors);
    const days = durationInDays(fields.start_date, fields.end_date);
    if (days !== null) out.retreat_duration_in_days = days;
    return out;
  },
};

/** The retreat hooks by the names its manifest uses. */
export const RETREAT_HOOKS: Readonly<Record<string, DeriveHook>> = { retreatInfo };
