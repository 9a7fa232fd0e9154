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

/** The library item handlers' dependencies on the real server: its document store, SQLite, files and clock. */
export function libraryItemsDeps(ctx: Pick<ServerContext, 'docs' | 'files' | 'logger'>, now: () => Date = () => new Date()): LibraryItemsDeps {
  return {
    store: ctx.docs,
    descendants: (docPath) => ctx.docs.descendants(docPath),
    // A nested transaction joins the outer one (its writes dropped if it throws, like a savepoint).
    atomically: (fn) => ctx.docs.runTransaction(fn),
    removeFiles: (paths) => removeUploadedFiles(ctx.files, ctx.logger, paths),
    now,
  };
}

/** The library item routes of the teacher dashboard service, relative to `/svc/teacherDashboard`. */
export function libraryItemsRoutes(ctx: Pick<ServerContext, 'docs' | 'files' | 'logger'>, now?: () => Date): Router {
  const deps = libraryItemsDeps(ctx, now);
  const path = '/api/v1/publishers/libraryitems';
  return new Router()
    .add(
      'POST',
      path,
      answeringRefusals(async ({ req, res, user }) => {
        await requireProfile(ctx.docs, user);
        const body = await readJsonObject(req);
        sendJson(res, 200, { data: await publisherLibraryItemAction({ ...deps, timeZone: requestTimeZone(req, body) }, user, 'POST', body) });
      }),
    )
    .add('PATCH', path, async ({ req, res, user }) => {
      await requireProfile(ctx.docs, user);
      sendJson(res, 200, { data: await publisherLibraryItemAction(deps, user, 'PATCH', await readJsonObject(req)) });
    })
    .add('POST', '/api/v1/_admin/libraryitems/review', async ({ req, res, user }) => {
      // A non-admin is refused with 403 before the body is even parsed.
      const body = user.isAdmin ? await readJsonObject(req) : {};
      sendJson(res, 200, { data: await reviewLibraryItem(deps, user, body) });
    });
}
