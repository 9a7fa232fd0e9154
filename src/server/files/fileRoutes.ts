import type { AuthUser } from '../../backend/ports';
import { HttpError, permissionDenied } from '../http/HttpError';
import { sendEmpty, sendJson } from '../http/respond';
import { Router } from '../http/Router';
import type { ServerContext } from '../ServerContext';
import { isProfilePicturePath, requireProfile } from '../services/requireProfile';
import { categoryRule, mediaType } from './categories';
import { decodeFileSegments, parseFolderPath } from './filePath';
import { checkFileWritable } from './publishedFileGuard';
import { sendFile } from './sendFile';
import { isAccreditationPath } from '../../domain/accreditations/accreditationRules';

const DOWNLOAD_URL_SECONDS = 60 * 60;
const ACCREDITATIONS_ONLY = 'Accreditation files change only through the accreditation calls of the teacher dashboard service';

/** Files belong to the user whose uid is their first segment; admins reach all of them. */
const mayTouch = (user: AuthUser, segments: string[]) => user.isAdmin || segments[0] === user.uid;

export const fileUrlPath = (segments: string[]) => `/files/${segments.map(encodeURIComponent).join('/')}`;

/** The files API of docs/api.md: upload, list, delete, signed download URL and the signed download itself. */
export function fileRoutes(ctx: ServerContext): Router {
  const owned = (user: AuthUser, rest: string[]) => {
    const segments = decodeFileSegments(rest);
    if (!mayTouch(user, segments)) throw permissionDenied();
    return segments;
  };
  // Accreditation files keep their own rules (category, item id, under 5 MB): only their calls write them.
  const writable = (user: AuthUser, rest: string[]) => {
    const segments = owned(user, rest);
    if (isAccreditationPath(segments)) throw new HttpError(403, ACCREDITATIONS_ONLY);
    return segments;
  };
  return new Router()
    .add('PUT', '/api/files/*', async ({ req, res, url, rest, user }) => {
      const segments = writable(user, rest);
      if (!isProfilePicturePath(segments)) await requireProfile(ctx.docs, user);
      await checkFileWritable(ctx.docs, user, segments);
      const category = url.searchParams.get('category') ?? 'other';
      const rule = categoryRule(category, ctx.config.audioMaxMb);
      // The declared type is refused early; the bytes are checked as they stream in (FileStore.save).
      const declared = mediaType(req.headers['content-type']);
      if (!(rule.types as readonly string[]).includes(declared)) throw new HttpError(415, rule.typeMessage);
      const stored = await ctx.files.save(segments, req, rule);
      sendJson(res, 201, stored);
    })
    .add('GET', '/api/files', async ({ res, url, user }) => {
      const folder = parseFolderPath(url.searchParams.get('prefix') ?? '');
      // Spec 1 §8: a forbidden folder lists as empty, like a missing one.
      const items = folder.length > 0 && mayTouch(user, folder) ? await ctx.files.list(folder) : [];
      sendJson(res, 200, { items });
    })
    .add('DELETE', '/api/files/*', async ({ res, rest, user }) => {
      const segments = writable(user, rest);
      await checkFileWritable(ctx.docs, user, segments);
      await ctx.files.delete(segments);
      sendEmpty(res);
    })
    .add('GET', '/api/files-url/*', async ({ req, res, rest, user }) => {
      const segments = owned(user, rest);
      await ctx.files.describe(segments);
      const { token } = ctx.tokens.sign('file', segments.join('/'), DOWNLOAD_URL_SECONDS);
      const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
      sendJson(res, 200, { url: `${origin}${fileUrlPath(segments)}?sig=${token}` });
    })
    .add(
      'GET',
      '/files/*',
      async ({ req, res, url, rest }) => {
        const segments = decodeFileSegments(rest);
        // The signature names one path: a URL signed for one file opens no other.
        const payload = ctx.tokens.verify(url.searchParams.get('sig'), 'file');
        if (!payload || payload.sub !== segments.join('/')) throw permissionDenied();
        await sendFile(ctx, segments, req, res);
      },
      { public: true },
    );
}
