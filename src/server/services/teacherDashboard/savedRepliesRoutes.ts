import type { SavedReply } from '../../../domain/community/savedReplies';
import { readJsonObject } from '../../http/readJsonBody';
import { sendJson } from '../../http/respond';
import { Router } from '../../http/Router';
import type { ServerContext } from '../../ServerContext';
import { settingsPath } from '../community/communityCollections';
import { checkForm } from '../community/communityForms';
import { answeringFieldErrors } from './fieldRefusal';

/**
 * The publisher's saved replies (kept in the private settings as `saved_replies`, which the documents API
 * does not let anyone write): read, and replaced as a whole list checked by
 * schemas/wizards/community-reply/steps/saved-replies.schema.json.
 */
export function savedRepliesRoutes(ctx: Pick<ServerContext, 'docs'>): Router {
  const { docs } = ctx;
  return new Router()
    .add('GET', '/api/v1/publishers/saved-replies', async ({ res, user }) => {
      const stored = (await docs.get(settingsPath(user.uid)))?.data.saved_replies;
      sendJson(res, 200, { data: { saved_replies: Array.isArray(stored) ? (stored as SavedReply[]) : [] } });
    })
    .add(
      'PUT',
      '/api/v1/publishers/saved-replies',
      answeringFieldErrors(async ({ req, res, user }) => {
        const body = await readJsonObject(req);
        checkForm('community-reply', 'saved-replies', body);
        const savedReplies = (body.saved_replies as SavedReply[]).map(({ title, text }) => ({ title: title.trim(), text: text.trim() }));
        await docs.set(settingsPath(user.uid), { saved_replies: savedReplies }, true);
        sendJson(res, 200, { data: { saved_replies: savedReplies } });
      }),
    );
}
