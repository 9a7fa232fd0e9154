import type { DocData } from '../../backend/ports';
import { HookRefusal, type HookFacts } from '../../domain/wizardHooks';
import type { CompiledStep, CompiledWizard } from '../../engine/compiledWizard';
import { chooseVariant } from '../../engine/resolveManifest';
import { contextAt } from '../../engine/validation/context/validationContext';
import { badRequest, notFound } from '../http/HttpError';
import { timestampOf } from '../../domain/storedTimestamp';
import { workingCopy, writeRevision, type RevisionLayout, type WorkingCopy } from './itemRevision';
import type { ItemRef, SideCollection, WizardStore } from './sideCollection';
import { STATUS_POLICIES } from './statusPolicies';
import { storedLayout, type StoredLayout } from './storedLayout';
import { ValidationRefusal } from './validationRefusal';
import type { WizardCatalog } from './wizardCatalog';

/** What the step-save service works with: the store, the wizards, the side collections by name, named facts. */
export interface WizardDeps {
  store: WizardStore;
  catalog: WizardCatalog;
  sideCollections: Readonly<Record<string, SideCollection>>;
  /** Facts messages and allow-lists may name (`{provider}`). */
  facts?: Readonly<Record<string, string>>;
}

/** One step save as the route hands it over. */
export interface StepSaveRequest {
  wizardId: string;
  uid: string;
  isAdmin: boolean;
  itemId: string;
  stepKey: string;
  body: Record<string, unknown>;
  /** The user's IANA time zone: dates are judged in it. */
  timeZone: string;
  now: Date;
}

/** What a step save answers: the item id, its status, and whether it was created. */
export interface StepSaveResult {
  id: string;
  status: string;
  created: boolean;
}

const notThisWizards = (title: string) => notFound(`${title} not found`);

/** Where a wizard's item lives, and the stored item: 404 when it is missing or another wizard's (its fixed values differ). */
export async function loadItem(deps: WizardDeps, wizardId: string, uid: string, itemId: string): Promise<{ ref: ItemRef; stored: DocData | null }> {
  const manifest = deps.catalog.manifest(wizardId);
  const path = `users/${uid}/${manifest.storage.collection}/${itemId}`;
  const stored = (await deps.store.get(path))?.data ?? null;
  for (const [field, value] of Object.entries(manifest.fixedValues ?? {})) {
    if (stored && stored[field] !== undefined && stored[field] !== value) throw notThisWizards(manifest.title);
  }
  // A wizard with variants stores its variant on every item (a variant's fixed value): an item in the same
  // collection without one is another wizard's (a course among library items is no track), never re-typed by a save.
  const variantField = manifest.variants ? manifest.variantSource?.itemField : undefined;
  const variant = variantField ? stored?.[variantField] : undefined;
  if (stored && variantField && !(typeof variant === 'string' && Object.hasOwn(manifest.variants ?? {}, variant))) throw notThisWizards(manifest.title);
  return { ref: { uid, id: itemId, path }, stored };
}

/** The side collections and editable fields a wizard's revisions hold. */
export function revisionLayout(deps: WizardDeps, wizardId: string, layout: StoredLayout = storedLayout(deps.catalog, wizardId)): RevisionLayout {
  const collections: Record<string, SideCollection> = {};
  for (const [field, name] of Object.entries(layout.sideCollections)) {
    const collection = Object.hasOwn(deps.sideCollections, name) ? deps.sideCollections[name] : undefined;
    if (!collection) throw new Error(`Wizard "${wizardId}" names a side collection "${name}" that is not registered`);
    collections[field] = collection;
  }
  return { editable: layout.editable, collections };
}

// The step's own fields the body holds; a field the step owns but the body lacks is cleared by the save.
function ownFields(step: CompiledStep, body: Record<string, unknown>): DocData {
  return Object.fromEntries(step.fields.filter((f) => body[f] !== undefined).map((f) => [f, body[f]]));
}

function refuseErrors(wizard: CompiledWizard, step: CompiledStep, data: DocData, context: ReturnType<typeof contextAt>): void {
  const errors = wizard.validateStep(step.key, data, context);
  if (errors.length > 0) throw new ValidationRefusal(errors);
}

function derived(layout: StoredLayout, stepKey: string, fields: DocData, facts: HookFacts): DocData {
  try {
    return layout.hooksOf(stepKey).reduce<DocData>((acc, hook) => hook.derive(acc, facts), fields);
  } catch (error) {
    if (error instanceof HookRefusal) throw badRequest(error.message);
    throw error;
  }
}

/**
 * PUT …/wizards/{wizardId}/items/{id}/steps/{stepKey}, driven by the manifest: picks the step's own fields
 * from the body, validates them over the stored item (so rules reading other steps' fields judge what is
 * stored) with a context built here (today in the user's time zone, the stored status, the role, facts),
 * checks side-collection entries as stored, derives stored fields through the step's hooks, and writes only
 * those fields. A new item is created with the policy's first status and the wizard's fixed values; the
 * status policy says where an edit goes (a live item's pending revision) or refuses it (409). Runs inside
 * the caller's transaction.
 */
export async function saveStep(deps: WizardDeps, request: StepSaveRequest): Promise<StepSaveResult> {
  const { wizardId, uid, itemId, stepKey, body, now } = request;
  const manifest = deps.catalog.manifest(wizardId);
  const { ref, stored } = await loadItem(deps, wizardId, uid, itemId);
  const routeValue = manifest.variantSource ? body[manifest.variantSource.routeParam] : undefined;
  const variant = chooseVariant(manifest, { item: stored, routeValue: typeof routeValue === 'string' ? routeValue : null });
  const wizard = deps.catalog.compiled(wizardId, { variant, mode: stored ? 'edit' : 'create' });
  const step = wizard.steps.find((s) => s.key === stepKey && !s.review);
  if (!step) throw notFound(`The ${wizardId} wizard has no step "${stepKey}"`);
  const policy = STATUS_POLICIES[manifest.storage.statusPolicy];
  if (!policy) throw new Error(`Wizard "${wizardId}" names a status policy "${manifest.storage.statusPolicy}" that is not registered`);
  const decision = policy(stored, { isAdmin: request.isAdmin });
  const layout = storedLayout(deps.catalog, wizardId);
  const revisions = revisionLayout(deps, wizardId, layout);
  const sideFields = step.fields.filter((f) => Object.hasOwn(revisions.collections, f));
  // A revision stores every side collection; a live save reads only the step's own (the rest are not listed).
  const listed = decision.target === 'revision' ? Object.keys(revisions.collections) : sideFields;
  const working: WorkingCopy | null = stored ? await workingCopy(deps.store, ref, stored, revisions, listed) : null;
  const current = working?.document ?? {};
  const storedStatus = String(stored?.status ?? decision.status);
  const fields = ownFields(step, body);
  // The stored item without this step's fields, then the step's fields as sent: other steps' fields come from the store.
  const before: DocData = { ...current };
  for (const field of step.fields) delete before[field];
  const item = { ...before, ...fields };
  const context = contextAt(now, { timeZone: request.timeZone, status: storedStatus, role: request.isAdmin ? 'admin' : 'publisher', variant, item, facts: deps.facts });
  // Fixed values are stored whatever the body holds, so the rules judge the item as it will be stored.
  refuseErrors(wizard, step, { ...item, ...wizard.fixedValues }, context);
  if (sideFields.length > 0) {
    // Side-collection entries are what gets published: the stored ones must pass the same rules as the list sent.
    const storedEntries: DocData = {};
    for (const field of sideFields) storedEntries[field] = (working?.collections[field] ?? []).map((e) => revisions.collections[field]!.forWizard(e));
    refuseErrors(wizard, step, { ...item, ...storedEntries }, context);
  }
  for (const field of sideFields) delete fields[field];
  const written = derived(layout, step.key, fields, { uid, itemId, stored: stored ? current : null });
  const owned = layout.ownedBy(step.key);
  const next: DocData = { ...current };
  for (const field of owned) delete next[field];
  Object.assign(next, written);
  // Only the step's own (and derived) fields can differ; compare them one by one, key order aside.
  const changed = owned.some((f) => next[f] !== current[f] && JSON.stringify(next[f]) !== JSON.stringify(current[f]));
  const at = timestampOf(now);
  if (!stored || !working) {
    // The manifest's `storage.idField` keeps the item's own id in it (found by id without its owner).
    const idField = manifest.storage.idField ? { [manifest.storage.idField]: itemId } : {};
    await deps.store.set(ref.path, { ...next, ...wizard.fixedValues, ...idField, status: decision.status, created_at: at, updated_at: at });
    return { id: itemId, status: decision.status, created: true };
  }
  if (decision.target === 'revision') {
    if (changed) await writeRevision(deps.store, ref.path, stored, { ...working, document: next }, revisions, now);
    return { id: itemId, status: decision.status, created: false };
  }
  if (changed || decision.status !== storedStatus) await deps.store.set(ref.path, { ...next, ...wizard.fixedValues, status: decision.status, updated_at: at });
  for (const field of sideFields) await revisions.collections[field]!.confirm(deps.store, ref, now);
  return { id: itemId, status: decision.status, created: false };
}
