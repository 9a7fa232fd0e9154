import { compileWizard } from '../../../engine/compileWizard';
import type { CompiledWizard } from '../../../engine/compiledWizard';
import { loadSchemasFromDisk } from '../../../engine/loadSchemasFromDisk';
import { badRequest, HttpError } from '../../http/HttpError';
import { readJsonObject } from '../../http/readJsonBody';
import { sendJson } from '../../http/respond';
import { Router } from '../../http/Router';
import type { ServerContext } from '../../ServerContext';
import { FieldRefusal, answeringFieldErrors } from '../teacherDashboard/fieldRefusal';
import { requireProfile } from '../requireProfile';
import { signBody, signQuery, verifySignedQuery } from './payeeSigning';
import { applyNotification, ensurePayee, ONBOARDING_STEPS, payeePath, type OnboardingStep, type PayeeNotification } from './payeeRecords';
import { payoutConfig, type PayoutConfig } from './payoutConfig';

const PAYEES = '/api/v1/publishers/tipalti/payees';
/** The local stand-in for the provider's iFrame calls (PAYOUT_PROVIDER=local). */
const LOCAL_DASHBOARD = '/api/v1/publishers/tipalti/local/PayeeDashboard';
const IPN = '/api/v1/publishers/tipalti/ipn';
export const IPN_SIGNATURE_HEADER = 'x-payout-signature';

let compiled: CompiledWizard | undefined;
// The same schemas/wizards/payout steps the browser draws and validates with.
const payoutWizard = () => (compiled ??= compileWizard(loadSchemasFromDisk(), 'payout'));

const canonical = (n: PayeeNotification) => JSON.stringify(Object.fromEntries(Object.entries(n).sort(([a], [b]) => a.localeCompare(b))));

/**
 * Payouts (spec 3 §7 POST /api/v1/publishers/tipalti/payees, issue 18 item 3). `local` simulates the
 * provider: a signed URL (HMAC-SHA256 `hashkey`, `ts` expiry) authorises the onboarding steps, each
 * step is checked with schemas/wizards/payout, and every change reaches the payee and the publisher's
 * payment_details through the same signed status callback the real provider posts.
 */
export function payoutRoutes(ctx: ServerContext, config: PayoutConfig = payoutConfig(ctx.dataDir), nowSeconds: () => number = () => Math.floor(Date.now() / 1000)): Router {
  const signedParams = (uid: string) => ({ idap: uid, payer: config.payer, ts: String(nowSeconds()) });

  const handleNotification = async (body: string, signature: string | undefined) => {
    if (!signature || signature !== signBody(body, config.masterKey)) throw new HttpError(401, 'Invalid status callback signature');
    const n = JSON.parse(body) as PayeeNotification;
    if (!await ctx.docs.get(payeePath(n.idap))) throw badRequest('Unknown payee');
    return applyNotification(ctx.docs, n);
  };
  // The local provider notifies exactly as the real one would: a signed callback.
  const notify = (n: PayeeNotification) => {
    const body = canonical(n);
    return handleNotification(body, signBody(body, config.masterKey));
  };

  const checkedPayee = async (url: URL, uid: string) => {
    const verified = verifySignedQuery(url.search, config.masterKey, nowSeconds());
    if (!verified.ok) throw new HttpError(403, verified.reason);
    // A link signed for someone else opens nothing, even signed correctly.
    if (verified.params.get('idap') !== uid) throw new HttpError(403, 'The payout link belongs to another payee');
    const payee = await ctx.docs.get(payeePath(uid));
    if (!payee) throw new HttpError(404, 'Payee not found');
    return payee.data;
  };

  return new Router()
    .add('POST', PAYEES, async ({ res, user }) => {
      await requireProfile(ctx.docs, user);
      const payee = await ensurePayee(ctx.docs, user.uid, config.provider);
      const query = signQuery(signedParams(user.uid), config.masterKey);
      const iframe_url = config.provider === 'tipalti' ? `${config.iframeBase}?${query}` : `${LOCAL_DASHBOARD}?${query}`;
      sendJson(res, 200, { data: { idap: user.uid, provider: config.provider, status: payee.status, steps_done: payee.steps_done, iframe_url, steps: ONBOARDING_STEPS } });
    })
    .add('GET', `${PAYEES}/me`, async ({ res, user }) => {
      const payee = (await ctx.docs.get(payeePath(user.uid)))?.data ?? null;
      sendJson(res, 200, { data: payee && { idap: payee.idap, provider: payee.provider, status: payee.status, steps_done: payee.steps_done } });
    })
    .add('GET', LOCAL_DASHBOARD, async ({ res, url, user }) => {
      if (config.provider !== 'local') throw new HttpError(404, 'Not found');
      const payee = await checkedPayee(url, user.uid);
      sendJson(res, 200, { data: { idap: payee.idap, status: payee.status, steps_done: payee.steps_done } });
    })
    .add(
      'POST',
      `${LOCAL_DASHBOARD}/steps/:step`,
      answeringFieldErrors(async ({ req, res, url, params, user }) => {
        if (config.provider !== 'local') throw new HttpError(404, 'Not found');
        const step = params.step as OnboardingStep;
        if (!ONBOARDING_STEPS.includes(step)) throw badRequest(`Unknown step: must be one of ${ONBOARDING_STEPS.join(', ')}`);
        const payee = await checkedPayee(url, user.uid);
        const done = (payee.steps_done as string[]) ?? [];
        // The steps go in order, like the provider's: no tax form before a payment method.
        const missing = ONBOARDING_STEPS.slice(0, ONBOARDING_STEPS.indexOf(step)).find((s) => !done.includes(s));
        if (missing) throw badRequest(`Complete the ${missing} step first`);
        const body = await readJsonObject(req);
        const fields = payoutWizard().stepFields(step);
        const data = Object.fromEntries(fields.filter((f) => body[f] !== undefined).map((f) => [f, body[f]]));
        const errors = payoutWizard().validateStep(step, data);
        const blocked = step === 'address' && errors.some((e) => e.keyword === 'not');
        if (blocked) await notify({ type: 'payee_compliance_screening_result', idap: user.uid, ts: nowSeconds(), blocked: true, country: String(data.country) });
        if (errors.length > 0) throw new FieldRefusal(400, errors);
        const next = await notify({
          type: 'payee_details_changed',
          idap: user.uid,
          ts: nowSeconds(),
          step,
          ...(step === 'address' ? { country: String(data.country) } : {}),
          ...(step === 'payment-method' ? { payment_type: String(data.payment_type) } : {}),
        });
        sendJson(res, 200, { data: { idap: user.uid, status: next.status, steps_done: next.steps_done } });
      }),
    )
    .add(
      'POST',
      IPN,
      async ({ req, res }) => {
        // The signature covers the canonical form (keys sorted), whatever order the sender wrote.
        const body = canonical((await readJsonObject(req)) as unknown as PayeeNotification);
        const header = req.headers[IPN_SIGNATURE_HEADER];
        const payee = await handleNotification(body, typeof header === 'string' ? header : undefined);
        sendJson(res, 200, { data: { idap: payee.idap, status: payee.status } });
      },
      { public: true },
    );
}
