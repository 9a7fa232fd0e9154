import { timestampOf } from '../../../domain/storedTimestamp';
import { permissionDenied } from '../../http/HttpError';
import { readJsonObject } from '../../http/readJsonBody';
import { sendJson } from '../../http/respond';
import { Router } from '../../http/Router';
import type { ServerContext } from '../../ServerContext';
import { flagsPath } from '../community/communityCollections';
import { checkDefinition } from '../community/communityForms';
import { answeringFieldErrors } from '../teacherDashboard/fieldRefusal';
import { ownPost } from './forumRecords';

/**
 * GET and POST /posts/{postId}/users/{userId}/flags (spec 3 §7): the caller's own flag on a post in one
 * of their forums; the user in the path must be the caller. Checked with schemas/wizards/flag.
 */
export function forumFlagRoutes(ctx: Pick<ServerContext, 'docs'>): Router {
  const { docs } = ctx;
  const ownFlagPath = async (uid: string, postId: string, userId: string) => {
    if (userId !== uid) throw permissionDenied();
    return `${flagsPath((await ownPost(docs, uid, postId)).post_id)}/${uid}`;
  };
  return new Router()
    .add('GET', '/posts/:postId/users/:userId/flags', async ({ res, params, user }) => {
      const flag = await docs.get((await ownFlagPath(user.uid, params.postId!, params.userId!)));
      sendJson(res, 200, { data: flag ? [flag.data] : [] });
    })
    .add(
      'POST',
      '/posts/:postId/users/:userId/flags',
      answeringFieldErrors(async ({ req, res, params, user }) => {
        const path = await ownFlagPath(user.uid, params.postId!, params.userId!);
        const body = await readJsonObject(req);
        checkDefinition('flag', body);
        const flag = { type: body.type, reason: typeof body.reason === 'string' ? body.reason.trim() : '', user_id: user.uid, post_id: params.postId, created_at: timestampOf(new Date()) };
        await docs.set(path, flag);
        sendJson(res, 201, { data: flag });
      }),
    );
}
