import type { ServerContext } from '../../ServerContext';
import { badRequest, HttpError } from '../../http/HttpError';
import { readJsonObject } from '../../http/readJsonBody';
import { sendJson } from '../../http/respond';
import { Router } from '../../http/Router';
import { requestTimeZone } from '../../wizards/requestTimeZone';
import { answeringRefusals } from '../../wizards/validationRefusal';
import { checkSegment, stepSaveHandler } from '../../wizards/wizardRoutes';
import type { WizardCatalog } from '../../wizards/wizardCatalog';
import { isTrackFilterGroup, isTrackSort, type TrackListQuery } from '../../../domain/tracks/trackListQuery';
import { requireProfile } from '../requireProfile';
import { wizardDeps } from '../wizardDeps';
import { listTracks } from './tracksList';
import { readTrack, requireTrack, trackPath, TRACK_WIZARD } from './tracksRead';
import { approveAudioSnippet } from './tracksSnippet';

/** The track calls' base path under the teacher dashboard service. */
export const TRACKS_PATH = '/api/v1/publishers/tracks';

function listQuery(url: URL): TrackListQuery {
  const premium = url.searchParams.get('isPremium');
  const status = url.searchParams.get('status') ?? 'all';
  const sortBy = url.searchParams.get('sortBy') ?? 'newest';
  const page = Number(url.searchParams.get('page') ?? '1');
  if (premium !== 'true' && premium !== 'false') throw badRequest('isPremium must be true or false');
  if (!isTrackFilterGroup(status)) throw badRequest(`Unknown status filter ${JSON.stringify(status)}`);
  if (!isTrackSort(sortBy)) throw badRequest(`Unknown sort ${JSON.stringify(sortBy)}`);
  if (!Number.isInteger(page) || page < 1 || page > 100000) throw badRequest('page must be a whole number from 1');
  return { isPremium: premium === 'true', status, sortBy, page };
}

/**
 * The track calls of the teacher dashboard service (spec 1 §7 'Track' helper operations), relative to
 * `/svc/teacherDashboard`, on the caller's own tracks only (`users/{uid}/library_items/{id}`): the paged
 * list, fetch, step save (the generic step save with the track wizard: create on the first save, update
 * after), media length, and the snippet call. Status changes and delete are the library item actions.
 */
export function tracksRoutes(ctx: Pick<ServerContext, 'docs'> & { wizards?: WizardCatalog }, now: () => Date = () => new Date()): Router {
  const deps = wizardDeps(ctx.docs, ctx.wizards);
  const atomically = <T>(fn: () => Promise<T>): Promise<T> => ctx.docs.runTransaction(fn);
  return new Router()
    .add('GET', TRACKS_PATH, async ({ res, user, url }) => sendJson(res, 200, { data: await listTracks(ctx.docs, user.uid, listQuery(url)) }))
    .add('GET', `${TRACKS_PATH}/:id`, async ({ res, user, params }) => sendJson(res, 200, { data: await readTrack(deps, user.uid, checkSegment(params.id, 'track id')) }))
    .add('PUT', `${TRACKS_PATH}/:id/steps/:step`, stepSaveHandler({ ...deps, now, checkCaller: (user) => requireProfile(ctx.docs, user) }, TRACK_WIZARD))
    .add('PUT', `${TRACKS_PATH}/:id/media-length`, async ({ req, res, user, params }) => {
      await requireProfile(ctx.docs, user);
      const id = checkSegment(params.id, 'track id');
      const length = (await readJsonObject(req)).media_length;
      if (typeof length !== 'number' || !Number.isFinite(length) || length <= 0 || length > 86400) throw badRequest('media_length must be a number of seconds');
      await atomically(async () => {
        const { stored } = await requireTrack(ctx.docs, user.uid, id);
        if (stored.status === 'PENDING_EDIT') throw new HttpError(409, 'This track cannot be changed while its edit waits for review');
        await ctx.docs.set(trackPath(user.uid, id), { ...stored, media_length: length });
      });
      sendJson(res, 200, { data: { id, media_length: length } });
    })
    .add(
      'PUT',
      `${TRACKS_PATH}/:id/snippet`,
      answeringRefusals(async ({ req, res, user, params }) => {
        await requireProfile(ctx.docs, user);
        const id = checkSegment(params.id, 'track id');
        const body = await readJsonObject(req);
        const result = await atomically(async () => approveAudioSnippet(deps, user.uid, id, body.snippet, now(), requestTimeZone(req, body)));
        sendJson(res, 200, { data: result });
      }),
    );
}
