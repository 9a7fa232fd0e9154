import { readJsonObject } from '../http/readJsonBody';
import { sendJson } from '../http/respond';
import { Router } from '../http/Router';
import type { ServerContext } from '../ServerContext';
import { requireProfile } from './requireProfile';
import { answeringRefusals } from './coursesWizard';
import { requestTimeZone } from '../wizards/requestTimeZone';
import { publisherLibraryItemAction, reviewLibraryItem } from './libraryItems';
import { removeUploadedFiles } from './libraryItemsFiles';
import type { LibraryItemsDeps } from './libraryItemsStatusChange';

const SELECT_DESCENDANTS = 'SELECT path FROM documents WHERE path > ? AND path < ? ORDER BY length(path) DESC';

/** The library item handlers' dependencies on the real server: its document store, SQLite, files and clock. */
export function libraryItemsDeps(ctx: Pick<ServerContext, 'db' | 'docs' | 'files' | 'logger'>, now: () => Date = () => new Date()): LibraryItemsDeps {
  const descendants = ctx.db.prepare<[string, string], { path: string }>(SELECT_DESCENDANTS);
  return {
    store: ctx.docs,
    // Every path starting with `docPath/` sorts between `docPath/` and `docPath0` ('0' follows '/').
    descendants: (docPath) => descendants.all(`${docPath}/`, `${docPath}0`).map((row) => row.path),
    // Nested document writes become savepoints inside this one immediate transaction.
    atomically: (fn) => ctx.db.transaction(fn).immediate(),
    removeFiles: (paths) => removeUploadedFiles(ctx.files, ctx.logger, paths),
    now,
  };
}

/** The library item routes of the teacher dashboard service, relative to `/svc/teacherDashboard`. */
export function libraryItemsRoutes(ctx: Pick<ServerContext, 'db' | 'docs' | 'files' | 'logger'>, now?: () => Date): Router {
  const deps = libraryItemsDeps(ctx, now);
  const path = '/api/v1/publishers/libraryitems';
  return new Router()
    .add(
      'POST',
      path,
      answeringRefusals(async ({ req, res, user }) => {
        requireProfile(ctx.docs, user);
        const body = await readJsonObject(req);
        sendJson(res, 200, { data: await publisherLibraryItemAction({ ...deps, timeZone: requestTimeZone(req, body) }, user, 'POST', body) });
      }),
    )
    .add('PATCH', path, async ({ req, res, user }) => {
      requireProfile(ctx.docs, user);
      sendJson(res, 200, { data: await publisherLibraryItemAction(deps, user, 'PATCH', await readJsonObject(req)) });
    })
    .add('POST', '/api/v1/_admin/libraryitems/review', async ({ req, res, user }) => {
      // A non-admin is refused with 403 before the body is even parsed.
      const body = user.isAdmin ? await readJsonObject(req) : {};
      sendJson(res, 200, { data: await reviewLibraryItem(deps, user, body) });
    });
}
