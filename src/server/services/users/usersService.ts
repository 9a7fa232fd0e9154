import { HttpError, notFound } from '../../http/HttpError';
import { sendJson } from '../../http/respond';
import { Router } from '../../http/Router';
import type { ServerContext } from '../../ServerContext';

/** The users service: the caller's own record, and the admin impersonation token (spec 1 §7). */
export function usersService(ctx: ServerContext): Router {
  return new Router()
    .add('GET', '/api/v1/users/me', async ({ res, user }) => {
      const doc = await ctx.docs.get(`users/${user.uid}`);
      sendJson(res, 200, { data: { uid: user.uid, email: user.email, isAdmin: user.isAdmin, adminRole: user.adminRole ?? null, user: doc?.data ?? null } });
    })
    .add('GET', '/api/v1/_admin/users/:id/token', async ({ res, params, user }) => {
      if (!user.isAdmin) throw new HttpError(403, 'Permission denied');
      const target = await ctx.users.byUid(params.id!);
      if (!target) throw notFound('User not found');
      ctx.logger.info(`impersonation token for ${target.uid} issued to admin ${user.uid}`);
      sendJson(res, 200, { data: await ctx.auth.createCustomToken(target.uid) });
    });
}
