import { HttpError } from '../../http/HttpError';
import { readJsonObject } from '../../http/readJsonBody';
import { sendJson } from '../../http/respond';
import { Router } from '../../http/Router';
import type { ServerContext } from '../../ServerContext';
import { checkUsername } from './checkUsername';
import { libraryItemsRoutes } from '../libraryItemsRoutes';
import { coursesRoutes } from '../courses';

/** The teacher dashboard service (spec 1 §7). Library-item calls join here in later issues. */
export function teacherDashboardService(ctx: ServerContext): Router {
  return new Router().mount('', libraryItemsRoutes(ctx)).mount('', coursesRoutes(ctx)).add('PATCH', '/api/v1/publishers/profile', async ({ req, res, user }) => {
    const username = checkUsername((await readJsonObject(req)).username);
    const claim = ctx.db.transaction(() => {
      const taken = ctx.db
        .prepare(
          `SELECT 1 FROM documents WHERE parent = 'users' AND id != ?
           AND json_type(data, '$.username') = 'text' AND lower(json_extract(data, '$.username')) = lower(?) LIMIT 1`,
        )
        .get(user.uid, username);
      if (taken) throw new HttpError(409, 'Username is already taken');
      ctx.docs.set(`users/${user.uid}`, { username }, true);
      ctx.docs.set(`publishers/${user.uid}`, { id: user.uid, username }, true);
    });
    claim.immediate();
    sendJson(res, 200, { data: { username } });
  });
}
