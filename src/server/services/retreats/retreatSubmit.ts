import type { AuthUser, DocData } from '../../../backend/ports';
import { RETREAT_WIZARD } from '../../../domain/retreats/retreatStorage';
import { timestampOf } from '../../../domain/storedTimestamp';
import { contextAt } from '../../../engine/validation/context/validationContext';
import type { PaymentStore } from '../payment/paymentStore';
import type { WizardStore } from '../../wizards/sideCollection';
import { ValidationRefusal, type StepFieldError } from '../../wizards/validationRefusal';
import type { WizardCatalog } from '../../wizards/wizardCatalog';
import { wizardErrors } from '../../wizards/wizardErrors';
import { requireRetreat, retreatPath } from './retreatDocs';
import { retreatForWizard } from './retreatRead';
import { ensureRetreatProduct } from './retreatPayments';
import { decide, type RetreatRef } from './retreatStatusChange';

/** Spec 2 §8: the title of the refusal when the size is below the occupancy the options allocate. */
export const INVALID_RETREAT_SIZE = 'Invalid Retreat Size';

/** A refused submit: the field errors, and the spec's title when the refusal is the retreat size. */
export class SubmitRefusal extends ValidationRefusal {
  constructor(
    errors: StepFieldError[],
    readonly title: string | null,
  ) {
    super(errors);
  }
}

/** What a submit needs beside the store: the wizards, the payment service's store, the clock and the caller's zone. */
export interface SubmitDeps {
  store: WizardStore;
  catalog: WizardCatalog;
  payments: PaymentStore;
  now: Date;
  timeZone: string;
  /** False when the submit carried the test-environment header: the payment objects are test ones. */
  livemode: boolean;
}

/**
 * Submit (spec 2 §4, §5, §8), in one transaction: the status machine must allow it (409 otherwise); the
 * review step's own fields (the permission box) come from `body`; the whole retreat with its stored
 * accommodation options must pass every step and the submit schema ('Invalid Retreat Size' first, when
 * the size is below the allocated occupancy); then the payment product is created or updated with its
 * custom-amount USD price, and stripe_refs, submitted_at and PENDING are stored.
 */
export async function submitRetreat(deps: SubmitDeps, user: AuthUser, ref: RetreatRef, body: DocData): Promise<DocData> {
  const stored = await requireRetreat(deps.store, ref.ownerUid, ref.retreatId);
  const status = decide(user, stored, { type: 'retreat.submit' });
  const wizard = deps.catalog.compiled(RETREAT_WIZARD, { mode: 'edit' });
  const review = wizard.steps.find((s) => s.review);
  const reviewFields: DocData = {};
  for (const field of review?.fields ?? []) if (body[field] !== undefined) reviewFields[field] = body[field];
  const item = { ...(await retreatForWizard(deps.store, deps.catalog, ref.ownerUid, ref.retreatId, stored)), ...reviewFields };
  const context = contextAt(deps.now, { timeZone: deps.timeZone, status: String(stored.status ?? 'DRAFT'), role: user.isAdmin ? 'admin' : 'publisher', item });
  const submitErrors = wizard.validateSubmit(item, context).map((e) => ({ ...e, step: review?.key }));
  if (submitErrors.length > 0) throw new SubmitRefusal(submitErrors, INVALID_RETREAT_SIZE);
  const reviewErrors = review ? wizard.validateStep(review.key, item, context).map((e) => ({ ...e, step: review.key })) : [];
  const errors = [...wizardErrors(wizard, item, context), ...reviewErrors];
  if (errors.length > 0) throw new SubmitRefusal(errors, null);
  const stripe_refs = await ensureRetreatProduct(deps.payments, ref.ownerUid, stored, deps.livemode);
  const at = timestampOf(deps.now);
  const next = { ...stored, ...reviewFields, stripe_refs, submitted_at: at, status, updated_at: at };
  await deps.store.set(retreatPath(ref.ownerUid, ref.retreatId), next);
  return next;
}
