import type { AuthUser } from '../../../backend/ports';
import { accreditationItemPath } from '../../../domain/accreditations/accreditationItems';
import {
  ACCREDITATION_MAX_BYTES,
  ACCREDITATION_TOO_LARGE,
  ACCREDITATION_TYPE_MESSAGE,
  ACCREDITATION_TYPES,
  accreditationFolder,
  accreditationUploadErrors,
  type AccreditationFile,
  type AccreditationUpload,
} from '../../../domain/accreditations/accreditationRules';
import { mediaType } from '../../files/categories';
import { decodeFileSegments } from '../../files/filePath';
import { fileUrlPath } from '../../files/fileRoutes';
import type { SniffedType } from '../../files/sniffType';
import { HttpError, notFound } from '../../http/HttpError';
import { sendJson } from '../../http/respond';
import { Router, type RequestContext } from '../../http/Router';
import type { ServerContext } from '../../ServerContext';
import { requireProfile } from '../requireProfile';

const DOWNLOAD_URL_SECONDS = 60 * 60;
const BASE = '/api/v1/publishers/accreditations';

/** The schema's first refusal as the answer: too large → 413, anything else → 400, with the schema's message. */
function refuse(upload: Partial<AccreditationUpload>): void {
  const [first] = accreditationUploadErrors(upload);
  if (!first) return;
  throw new HttpError(first.pointer === '/bytes' && (upload.bytes ?? 0) > ACCREDITATION_MAX_BYTES ? 413 : 400, first.message);
}

/**
 * The caller's target folder for a category and item. The item id must name the caller's own item of the
 * collection the category belongs to (another publisher's item or none: 404, as for library items).
 */
async function ownFolder(ctx: ServerContext, user: AuthUser, category: string, itemId: string | undefined): Promise<string[]> {
  const itemPath = accreditationItemPath(user.uid, category, itemId);
  if (itemPath && !await ctx.docs.get(itemPath)) throw notFound('Item not found');
  return accreditationFolder(user.uid, category, itemPath ? itemId : undefined).split('/');
}

/** Category, item id and (for a file) the name of a request, checked by the same schema as an upload. */
async function target(ctx: ServerContext, { url, params, user }: RequestContext, withFile: boolean) {
  const category = params.category ?? url.searchParams.get('category') ?? '';
  const itemId = url.searchParams.get('item_id') ?? undefined;
  const fileName = withFile ? (params.fileName ?? '') : 'listing';
  // Size and type are an upload's concern; other calls pass neutral values so only the rest is judged.
  refuse({ category, fileName, bytes: 1, mime: ACCREDITATION_TYPES[0]!, ...(itemId === undefined ? {} : { item_id: itemId }) });
  const folder = await ownFolder(ctx, user, category, itemId);
  return { category, itemId, fileName, folder, segments: withFile ? decodeFileSegments([...folder, fileName].map(encodeURIComponent)) : folder };
}

const asFile = (category: string, fullPath: string, name: string): AccreditationFile => ({ category, fileName: name, remoteFile: fullPath });

/**
 * Accreditation calls (spec 1 §7 'Accreditations: list, upload, delete, preview URL per user and category'),
 * relative to `/svc/teacherDashboard`. Always the caller's own files; the rules of
 * `schemas/common/accreditation.schema.json` (category, item id, under 5 MB, PDF/JPEG/PNG) as in the widget.
 */
export function accreditationRoutes(ctx: ServerContext): Router {
  return new Router()
    .add('GET', BASE, async (request) => {
      await requireProfile(ctx.docs, request.user);
      const { category, folder } = await target(ctx, request, false);
      const files = await ctx.files.list(folder);
      sendJson(request.res, 200, { data: files.map((file) => asFile(category, file.fullPath, file.name)) });
    })
    .add('PUT', `${BASE}/:category/files/:fileName`, async (request) => {
      await requireProfile(ctx.docs, request.user);
      const { req, res } = request;
      const { category, itemId, fileName, segments } = await target(ctx, request, true);
      const declaredBytes = Number(req.headers['content-length'] ?? NaN);
      const bytes = Number.isInteger(declaredBytes) ? declaredBytes : 1;
      refuse({ category, fileName, bytes, mime: mediaType(req.headers['content-type']), ...(itemId === undefined ? {} : { item_id: itemId }) });
      // The length header may be absent (chunked): the stream is still cut at the limit and judged by its bytes.
      const stored = await ctx.files.save(segments, req, {
        maxBytes: ACCREDITATION_MAX_BYTES,
        tooLargeMessage: ACCREDITATION_TOO_LARGE,
        types: ACCREDITATION_TYPES as readonly SniffedType[],
        typeMessage: ACCREDITATION_TYPE_MESSAGE,
      });
      sendJson(res, 201, { data: asFile(category, stored.fullPath, stored.name) });
    })
    .add('DELETE', `${BASE}/:category/files/:fileName`, async (request) => {
      await requireProfile(ctx.docs, request.user);
      const { segments } = await target(ctx, request, true);
      await ctx.files.describe(segments);
      await ctx.files.delete(segments);
      sendJson(request.res, 200, { data: { deleted: true } });
    })
    .add('GET', `${BASE}/:category/files/:fileName/url`, async (request) => {
      await requireProfile(ctx.docs, request.user);
      const { segments } = await target(ctx, request, true);
      await ctx.files.describe(segments);
      const { token } = ctx.tokens.sign('file', segments.join('/'), DOWNLOAD_URL_SECONDS);
      const origin = `http://${request.req.headers.host ?? '127.0.0.1'}`;
      sendJson(request.res, 200, { data: { url: `${origin}${fileUrlPath(segments)}?sig=${token}` } });
    });
}
