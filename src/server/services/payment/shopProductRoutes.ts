import type { DocData } from '../../../backend/ports';
import { badRequest, HttpError, notFound } from '../../http/HttpError';
import { readJsonObject } from '../../http/readJsonBody';
import { sendJson } from '../../http/respond';
import { Router } from '../../http/Router';
import type { ServerContext } from '../../ServerContext';
import type { AuthUser } from '../../../backend/ports';
import { formOfEntry, PROMO_CODE_STEP, PROMO_CODE_WIZARD_ID, type PromoCodeEntry } from '../../../domain/shop/promoCodeValues';
import { compileWizard } from '../../../engine/compileWizard';
import type { CompiledWizard } from '../../../engine/compiledWizard';
import { loadSchemasFromDisk } from '../../../engine/loadSchemasFromDisk';
import { answeringFieldErrors, FieldRefusal } from '../teacherDashboard/fieldRefusal';
import { BodyReader } from '../bodyReader';
import { requireProfile } from '../requireProfile';
import type { PromotionCode } from './paymentObjects';
import type { PaymentStore } from './paymentStore';
import { LISTED_STATUSES, SHOP_PRODUCT_TYPES, shopProductRows, shopProductsCollection, type ShopProduct } from './shopProducts';

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 1000;

let promoCodeForm: CompiledWizard | undefined;

/** Every code attached to a workshop must be one the promo code form accepts: its schema, its messages. */
function checkPromoCodeRules(entry: PromoCodeEntry): void {
  promoCodeForm ??= compileWizard(loadSchemasFromDisk(), PROMO_CODE_WIZARD_ID);
  const errors = promoCodeForm.validateStep(PROMO_CODE_STEP, formOfEntry(entry));
  if (errors.length > 0) throw new FieldRefusal(400, errors);
}

/** A promotion code as a workshop keeps it (spec 3 §3 Promotion code): what its list shows. */
export function promoCodeEntry(code: PromotionCode): PromoCodeEntry {
  const { coupon } = code;
  return {
    id: code.id,
    coupon_id: coupon.id,
    name: code.code,
    type: coupon.percent_off !== null ? 'PERCENT' : 'FIXED',
    percent_off: coupon.percent_off,
    fixed_amount_off: coupon.amount_off,
    max_redemptions: code.max_redemptions,
    expires_at: code.expires_at ?? 0,
    times_redeemed: code.times_redeemed,
    created: code.created,
  };
}

function listParams(url: URL, user: AuthUser) {
  const type = url.searchParams.get('type');
  if (type !== null && !(SHOP_PRODUCT_TYPES as readonly string[]).includes(type)) throw badRequest(`Invalid type: must be one of ${SHOP_PRODUCT_TYPES.join(', ')}`);
  const statusParam = url.searchParams.get('status');
  const statuses = statusParam ? statusParam.split(',') : [...LISTED_STATUSES];
  const limitParam = url.searchParams.get('limit');
  const limit = limitParam === null ? DEFAULT_LIMIT : Number(limitParam);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw badRequest(`Invalid limit: must be an integer from 1 to ${MAX_LIMIT}`);
  const ownerParam = url.searchParams.get('owner_id') || undefined;
  // A publisher's list is always their own, whatever owner they name.
  const ownerId = user.isAdmin ? ownerParam : user.uid;
  return { type, statuses, limit, ownerId };
}

/** The shop product calls the lists and the promo-code section make (spec 3 §7 direct data store operations). */
export function shopProductRoutes(ctx: ServerContext, payments: PaymentStore): Router {
  const rows = () => shopProductRows(ctx.docs, shopProductsCollection(ctx.wizards));
  const ownShopProduct = async (user: AuthUser, id: string): Promise<ShopProduct> => {
    const found = await rows().byId(id);
    if (!found || (!user.isAdmin && found.ownerId !== user.uid)) throw notFound('Shop product not found');
    return found;
  };
  const attached = (product: ShopProduct): DocData[] => (Array.isArray(product.data.promo_codes) ? (product.data.promo_codes as DocData[]) : []);

  return new Router()
    .add('GET', '/api/v1/shop_products', async ({ res, url, user }) => {
      const { type, statuses, limit, ownerId } = listParams(url, user);
      const matching = (await rows()
        .list(ownerId))
        .filter((p) => (type === null || p.data.type === type) && statuses.includes(String(p.data.status)));
      const data = matching.slice(0, limit).map((p) => ({ ...p.data, id: p.id, owner_id: p.ownerId }));
      sendJson(res, 200, { data, has_more: matching.length > limit });
    })
    .add('GET', '/api/v1/shop_products/:id/promotion_codes', async ({ res, params, user }) => {
      sendJson(res, 200, { data: attached((await ownShopProduct(user, params.id!))) });
    })
    .add('POST', '/api/v1/shop_products/:id/promotion_codes', answeringFieldErrors(async ({ req, res, params, user }) => {
      await requireProfile(ctx.docs, user);
      const body = new BodyReader(await readJsonObject(req), ['promotion_code']);
      const promotionCodeId = body.string('promotion_code', { required: true, max: 100 });
      const product = await ownShopProduct(user, params.id!);
      const code = await payments.getPromotionCode(user, promotionCodeId);
      if (product.data.type === 'B2B_WORKSHOP_PROMO') throw badRequest('A B2B workshop promo has no promo codes');
      if (product.data.status === 'DELETED' || product.data.status === 'CANCELLED') throw new HttpError(409, `Promo codes cannot be added to a ${String(product.data.status).toLowerCase()} workshop`);
      const stripeProduct = (product.data.stripe_refs as { product_id?: unknown } | undefined)?.product_id;
      if (typeof stripeProduct !== 'string') throw badRequest('This workshop has no payment product yet: save it first');
      if (code.metadata.owner_id !== product.ownerId || !code.coupon.applies_to.products.includes(stripeProduct)) {
        throw badRequest("The promotion code's coupon does not apply to this workshop");
      }
      const current = attached(product);
      if (current.some((entry) => entry.id === code.id)) throw badRequest('This promotion code is already attached to the workshop');
      const entry = promoCodeEntry(code);
      checkPromoCodeRules(entry);
      const promoCodes: DocData[] = [...current, { ...entry }];
      await ctx.docs.update(product.path, { promo_codes: promoCodes });
      sendJson(res, 200, { data: promoCodes });
    }));
}
