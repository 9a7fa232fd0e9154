import type { AuthUser, DocData } from '../../../backend/ports';
import { mayEditRetreat } from '../../../../machines/retreatStatusMachine';
import { isRetreatStatus } from '../../../../machines/retreatStatus';
import { RETREAT_WIZARD } from '../../../domain/retreats/retreatStorage';
import { contextAt } from '../../../engine/validation/context/validationContext';
import type { DocumentStore } from '../../ports/documents';
import type { WizardStore } from '../../wizards/sideCollection';
import type { WizardCatalog } from '../../wizards/wizardCatalog';
import { accommodationField, listOptions, optionForWizard } from './accommodationOptions';
import { isCoHost, isRetreat, retreatNotFound, retreatPath } from './retreatDocs';

/** How the caller stands to a retreat: its owner, its co-host (reads only, spec 2 §1) or an admin. */
export type RetreatRole = 'owner' | 'cohost' | 'admin';

/** One retreat as the list and the wizard read it. */
export interface RetreatView {
  id: string;
  user_id: string;
  role: RetreatRole;
  status: string;
  /** The wizard opens it for editing (spec 2 §2): not DELETED, not APPROVED with sales for a non-admin, not a co-host's. */
  can_edit: boolean;
  number_of_sales: number;
  /** Required steps whose data is valid and complete, of the required steps (submit needs them all; spec 2 §4). */
  progress: { complete: number; total: number };
  /** The retreat in the wizard's shape: stored fields and its accommodation options. */
  data: DocData;
}

const salesOf = (data: DocData): number => (typeof data.number_of_sales === 'number' ? data.number_of_sales : 0);

/** Whether the caller may read the retreat, and as whom; null when they may not (answered as missing). */
export function roleOf(user: AuthUser, ownerUid: string, data: DocData): RetreatRole | null {
  if (ownerUid === user.uid) return 'owner';
  if (user.isAdmin) return 'admin';
  return isCoHost(data, user.uid) ? 'cohost' : null;
}

/** The retreat in the wizard's shape: the accommodation options (a side collection) under the field the manifest names. */
export async function retreatForWizard(store: WizardStore, catalog: WizardCatalog, ownerUid: string, retreatId: string, data: DocData): Promise<DocData> {
  const { field } = accommodationField(catalog);
  return { ...data, [field]: (await listOptions(store, ownerUid, retreatId)).map((o) => optionForWizard(o.data, o.id)) };
}

/** Steps done: each required step (optional and review aside) whose rules pass and whose data is complete, judged today in UTC. */
export function progressOf(catalog: WizardCatalog, item: DocData, now: Date): RetreatView['progress'] {
  const wizard = catalog.compiled(RETREAT_WIZARD, { mode: 'edit' });
  const context = contextAt(now, { status: String(item.status ?? 'DRAFT'), item });
  const steps = wizard.steps.filter((s) => !s.review && !s.optional);
  const complete = steps.filter((s) => wizard.validateStep(s.key, item, context).length === 0 && wizard.isStepComplete(s.key, item, context)).length;
  return { complete, total: steps.length };
}

/** A stored retreat as the caller sees it. */
export async function viewOf(store: WizardStore, catalog: WizardCatalog, role: RetreatRole, ownerUid: string, id: string, stored: DocData, now: Date): Promise<RetreatView> {
  const data = await retreatForWizard(store, catalog, ownerUid, id, stored);
  const status = String(stored.status ?? 'DRAFT');
  const editable = isRetreatStatus(status) && mayEditRetreat({ status, isAdmin: role === 'admin', hasSales: salesOf(stored) > 0 });
  return {
    id,
    user_id: ownerUid,
    role,
    status,
    can_edit: role !== 'cohost' && editable,
    number_of_sales: salesOf(stored),
    progress: progressOf(catalog, data, now),
    data,
  };
}

/** GET one retreat: the owner's, a co-host's (read only) or, for an admin, anyone's. 404 otherwise. */
export async function readRetreat(store: WizardStore, catalog: WizardCatalog, user: AuthUser, ownerUid: string, id: string, now: Date): Promise<RetreatView> {
  const stored = (await store.get(retreatPath(ownerUid, id)))?.data;
  if (!stored || !isRetreat(stored)) throw retreatNotFound();
  const role = roleOf(user, ownerUid, stored);
  if (!role) throw retreatNotFound();
  return viewOf(store, catalog, role, ownerUid, id, stored, now);
}

// Retreats of other publishers naming the caller as co-host: the info step stores the co-hosts' ids in
// `contributor_ids` (retreatHooks.ts), which one collection-group array-contains query reads (an index in
// firestore.indexes.json); the stored contributors are checked again, as they decide the role.
const namesCoHost = (data: DocData, uid: string) =>
  Array.isArray(data.contributors) && data.contributors.some((c) => typeof c === 'object' && c !== null && (c as { id?: unknown }).id === uid);

/**
 * The retreat list (spec 2 §2 /retreats): the caller's own retreats and those where they are co-host,
 * newest first, without DELETED ones (a soft delete leaves the list).
 */
export async function listRetreats(store: WizardStore & Pick<DocumentStore, 'collectionGroup'>, catalog: WizardCatalog, user: AuthUser, now: Date): Promise<RetreatView[]> {
  const own = (await store.query(`users/${user.uid}/retreats`, { limit: 1000 })).map((d) => ({ owner: user.uid, id: d.id, data: d.data }));
  const coHosted = (await store.collectionGroup('retreats', { where: [['contributor_ids', 'array-contains', user.uid]], limit: 1000 }))
    .map((doc) => ({ parts: doc.path.split('/'), data: doc.data }))
    .filter(({ parts, data }) => parts.length === 4 && parts[0] === 'users' && parts[1] !== user.uid && namesCoHost(data, user.uid))
    .map(({ parts: [, owner, , id], data }) => ({ owner: owner!, id: id!, data }));
  const epoch = (d: DocData) => Number((d.created_at as { epoch?: unknown } | undefined)?.epoch ?? 0);
  const listed = [...own, ...coHosted].filter((r) => isRetreat(r.data) && r.data.status !== 'DELETED').sort((a, b) => epoch(b.data) - epoch(a.data));
  return Promise.all(listed.map((r) => viewOf(store, catalog, r.owner === user.uid ? 'owner' : 'cohost', r.owner, r.id, r.data, now)));
}
