import { accommodationImageFolder, retreatUploadFolder } from '../../../domain/retreats/retreatStorage';
import { badRequest } from '../../http/HttpError';
import { readJsonObject } from '../../http/readJsonBody';
import { sendEmpty, sendJson } from '../../http/respond';
import { Router } from '../../http/Router';
import type { Logger } from '../../logger';
import type { ServerContext } from '../../ServerContext';
import { requestTimeZone } from '../../wizards/requestTimeZone';
import { answeringRefusals } from '../../wizards/validationRefusal';
import { requireProfile } from '../requireProfile';
import { deleteOption, listOptions, optionStats, saveOption } from './accommodationOptions';
import { checkId, requireRetreat } from './retreatDocs';
import { removeFolder, subFolders } from './retreatFolders';
import { ownerOf, writableRetreat } from './retreatOwner';
import { readRetreat } from './retreatRead';
import { mayEditRetreat } from '../../../../machines/retreatStatusMachine';
import { storedStatus } from './retreatStatusChange';
import { HttpError } from '../../http/HttpError';
import type { AuthUser, DocData } from '../../../backend/ports';

const SHOP_PRODUCTS_PATH = '/api/v1/publishers/shop-products/:id';

// An option is part of the listing: it changes only while the retreat could be saved (not DELETED, not sold for a publisher).
function checkEditable(user: AuthUser, retreat: DocData): void {
  const hasSales = typeof retreat.number_of_sales === 'number' && retreat.number_of_sales > 0;
  if (!mayEditRetreat({ status: storedStatus(retreat), isAdmin: user.isAdmin === true, hasSales })) {
    throw new HttpError(409, `Cannot change the accommodation of a retreat that is ${storedStatus(retreat)}`);
  }
}

/**
 * The accommodation option calls (spec 2 §7), relative to `/svc/teacherDashboard`: PATCH
 * …/shop-products/{id}/accommodation saves one option (created when its id is new), DELETE …/{optionId}
 * deletes one and then its image folder, PUT …/order sets the order, DELETE …/accommodation-images deletes
 * the image folders of options that no longer exist. The owner or an admin (`?user_id=`) only.
 */
export function accommodationRoutes(ctx: Pick<ServerContext, 'docs' | 'wizards' | 'files' | 'logger'>, now: () => Date = () => new Date()): Router {
  const store = ctx.docs;
  const atomically = <T>(fn: () => Promise<T>): Promise<T> => ctx.docs.runTransaction(fn);
  const logger: Pick<Logger, 'warn'> = ctx.logger;
  return new Router()
    .add(
      'PATCH',
      `${SHOP_PRODUCTS_PATH}/accommodation`,
      answeringRefusals(async ({ req, res, user, url, params }) => {
        await requireProfile(store, user);
        const body = await readJsonObject(req);
        const option = await atomically(async () => {
          const ref = await writableRetreat(store, user, url, params.id ?? '');
          const retreat = await requireRetreat(store, ref.ownerUid, ref.retreatId);
          checkEditable(user, retreat);
          const save = { store, catalog: ctx.wizards, uid: ref.ownerUid, isAdmin: user.isAdmin === true, retreatId: ref.retreatId, retreat, now: now(), timeZone: requestTimeZone(req, body) };
          return saveOption(save, body);
        });
        sendJson(res, 200, { data: option });
      }),
    )
    .add('PUT', `${SHOP_PRODUCTS_PATH}/accommodation/order`, async ({ req, res, user, url, params }) => {
      await requireProfile(store, user);
      const body = await readJsonObject(req);
      if (!Array.isArray(body.order)) throw badRequest('order must be a list of { id }');
      await atomically(async () => {
        const ref = await writableRetreat(store, user, url, params.id ?? '');
        checkEditable(user, (await requireRetreat(store, ref.ownerUid, ref.retreatId)));
        const stored = await listOptions(store, ref.ownerUid, ref.retreatId);
        const ids = (body.order as unknown[]).map((entry) => checkId((entry as { id?: unknown } | null)?.id, 'accommodation option id'));
        if (ids.length !== stored.length || new Set(ids).size !== ids.length || !ids.every((id) => stored.some((o) => o.id === id))) {
          throw badRequest('order must list every accommodation option once');
        }
        for (const [position, id] of ids.entries()) await store.set(stored.find((o) => o.id === id)!.path, { position }, true);
      });
      sendEmpty(res, 204);
    })
    .add('DELETE', `${SHOP_PRODUCTS_PATH}/accommodation/:optionId`, async ({ res, user, url, params }) => {
      await requireProfile(store, user);
      const { folder } = await atomically(async () => {
        const ref = await writableRetreat(store, user, url, params.id ?? '');
        checkEditable(user, (await requireRetreat(store, ref.ownerUid, ref.retreatId)));
        return { folder: await deleteOption(store, ref.ownerUid, ref.retreatId, params.optionId ?? '') };
      });
      await removeFolder(ctx.files, logger, folder);
      sendEmpty(res, 204);
    })
    .add('DELETE', `${SHOP_PRODUCTS_PATH}/accommodation-images`, async ({ res, user, url, params }) => {
      await requireProfile(store, user);
      const ref = await writableRetreat(store, user, url, params.id ?? '');
      await requireRetreat(store, ref.ownerUid, ref.retreatId);
      const kept = new Set((await listOptions(store, ref.ownerUid, ref.retreatId)).map((o) => o.id));
      const folders = await subFolders(ctx.files, `${retreatUploadFolder(ref.ownerUid, ref.retreatId)}/accommodations`);
      let removed = 0;
      for (const optionId of folders.filter((id) => !kept.has(id))) removed += await removeFolder(ctx.files, logger, accommodationImageFolder(ref.ownerUid, ref.retreatId, optionId));
      sendJson(res, 200, { data: { removed_files: removed } });
    });
}

/** GET …/shop_products/{id}/retreat/accommodation-options/stats (spec 2 §7), relative to `/svc/payment`: the owner, a co-host or an admin. */
export function accommodationStatsRoutes(ctx: Pick<ServerContext, 'docs' | 'wizards'>, now: () => Date = () => new Date()): Router {
  return new Router().add('GET', '/api/v1/shop_products/:id/retreat/accommodation-options/stats', async ({ res, user, url, params }) => {
    const ownerUid = ownerOf(user, url);
    const id = checkId(params.id, 'retreat id');
    await readRetreat(ctx.docs, ctx.wizards, user, ownerUid, id, now());
    sendJson(res, 200, { data: await optionStats(ctx.docs, ownerUid, id) });
  });
}
