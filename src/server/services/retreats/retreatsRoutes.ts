import type { AuthUser } from '../../../backend/ports';
import { TEST_ENVIRONMENT_HEADER } from '../../../backend/http/services/payment';
import { badRequest, HttpError } from '../../http/HttpError';
import { readJsonObject } from '../../http/readJsonBody';
import { sendJson } from '../../http/respond';
import { Router } from '../../http/Router';
import type { ServerContext } from '../../ServerContext';
import { requestTimeZone } from '../../wizards/requestTimeZone';
import { answeringRefusals } from '../../wizards/validationRefusal';
import { paymentStore } from '../payment/paymentStore';
import { requireProfile } from '../requireProfile';
import { checkId, requireRetreat } from './retreatDocs';
import { ownerOf, writableRetreat } from './retreatOwner';
import { deactivateRetreatPrice } from './retreatPayments';
import { listRetreats, readRetreat, viewOf } from './retreatRead';
import { changeStatus } from './retreatStatusChange';
import { SubmitRefusal, submitRetreat } from './retreatSubmit';
import { localizeBody } from '../../http/localizeMessages';

/** The retreat calls' path under the teacher dashboard service. */
export const RETREATS_PATH = '/api/v1/publishers/retreats';

// PATCH actions a publisher (or an admin) sends, each an event of the retreat status machine.
const ACTIONS = { SAVE_AS_DRAFT: 'step.finishLater', DELETE: 'retreat.delete' } as const;
// An admin's review outcomes (spec 2 §6; the machine decides which status each one leaves).
const OUTCOMES = { APPROVE: 'review.approve', REJECT: 'review.reject', REMOVE: 'review.remove' } as const;

const oneOf = <T extends object>(table: T, value: unknown, what: string): T[keyof T] => {
  if (typeof value !== 'string' || !Object.hasOwn(table, value)) throw badRequest(`${what} must be one of ${Object.keys(table).join(', ')}`);
  return table[value as keyof T];
};

/**
 * The retreat calls of the teacher dashboard service (spec 2 §2, §4, §7), relative to `/svc/teacherDashboard`:
 * the list (own and co-hosted), one retreat, Save & Finish Later and delete, submit (payment product and
 * custom-amount price) and an admin's review. Step saves are the generic step save with wizard `retreat`.
 */
export function retreatsRoutes(ctx: Pick<ServerContext, 'docs' | 'wizards'>, now: () => Date = () => new Date()): Router {
  const store = ctx.docs;
  const payments = paymentStore(ctx.docs);
  const atomically = <T>(fn: () => Promise<T>): Promise<T> => ctx.docs.runTransaction(fn);
  const answer = (user: AuthUser, ownerUid: string, id: string) => readRetreat(store, ctx.wizards, user, ownerUid, id, now());
  return new Router()
    .add('GET', RETREATS_PATH, async ({ res, user }) => sendJson(res, 200, { data: await listRetreats(store, ctx.wizards, user, now()) }))
    .add('GET', `${RETREATS_PATH}/:id`, async ({ res, user, url, params }) => {
      sendJson(res, 200, { data: await answer(user, ownerOf(user, url), checkId(params.id, 'retreat id')) });
    })
    .add('PATCH', `${RETREATS_PATH}/:id`, async ({ req, res, user, url, params }) => {
      await requireProfile(store, user);
      const body = await readJsonObject(req);
      const event = oneOf(ACTIONS, body.action, 'action');
      const view = await atomically(async () => {
        const ref = await writableRetreat(store, user, url, params.id ?? '');
        const stored = await changeStatus(store, user, ref, { type: event }, now());
        // A deleted retreat is off sale: its price is deactivated at the payment service.
        if (stored.status === 'DELETED') await deactivateRetreatPrice(payments, ref.ownerUid, stored);
        return viewOf(store, ctx.wizards, ref.ownerUid === user.uid ? 'owner' : 'admin', ref.ownerUid, ref.retreatId, stored, now());
      });
      sendJson(res, 200, { data: view });
    })
    .add(
      'POST',
      `${RETREATS_PATH}/:id/submit`,
      answeringRefusals(async ({ req, res, user, url, params }) => {
        await requireProfile(store, user);
        const body = await readJsonObject(req);
        const livemode = req.headers[TEST_ENVIRONMENT_HEADER.toLowerCase()] !== 'true';
        try {
          const view = await atomically(async () => {
            const ref = await writableRetreat(store, user, url, params.id ?? '');
            const deps = { store, catalog: ctx.wizards, payments, now: now(), timeZone: requestTimeZone(req, body), livemode };
            const stored = await submitRetreat(deps, user, ref, body);
            return viewOf(store, ctx.wizards, ref.ownerUid === user.uid ? 'owner' : 'admin', ref.ownerUid, ref.retreatId, stored, now());
          });
          sendJson(res, 200, { data: view });
        } catch (error) {
          if (!(error instanceof SubmitRefusal) || !error.title) throw error;
          // In the request's language, as every refusal (the toast title is an x-ui text of the schema).
          sendJson(res, 400, localizeBody(req, { title: error.title, message: error.message, errors: error.errors }));
        }
      }),
    )
    .add('POST', '/api/v1/_admin/retreats/review', async ({ req, res, user }) => {
      if (!user.isAdmin) throw new HttpError(403, 'Only an admin can review a retreat');
      const body = await readJsonObject(req);
      const event = oneOf(OUTCOMES, body.outcome, 'outcome');
      const ref = { ownerUid: checkId(body.user_id, 'user id'), retreatId: checkId(body.retreat_id, 'retreat id') };
      const view = await atomically(async () => {
        await requireRetreat(store, ref.ownerUid, ref.retreatId);
        const stored = await changeStatus(store, user, ref, { type: event }, now());
        if (stored.status === 'REMOVED') await deactivateRetreatPrice(payments, ref.ownerUid, stored);
        return viewOf(store, ctx.wizards, 'admin', ref.ownerUid, ref.retreatId, stored, now());
      });
      sendJson(res, 200, { data: view });
    });
}
