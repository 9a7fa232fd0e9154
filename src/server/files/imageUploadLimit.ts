import { fileURLToPath } from 'node:url';
import { loadSchemasFromDisk } from '../../engine/loadSchemasFromDisk';

const PROJECT_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const MEDIA_SCHEMA = 'schemas/common/media.schema.json';

interface ImageDef {
  fileMaxBytes?: unknown;
  errorMessage?: { fileMaxBytes?: unknown };
}

let limit: { maxBytes: number; message: string } | undefined;

/**
 * The largest image upload in bytes and its message, read once from the shared image rule in
 * `schemas/common/media.schema.json`: the same value the uploader checks before sending (spec 1 §5).
 */
export function imageUploadLimit(): { maxBytes: number; message: string } {
  if (limit) return limit;
  const schema = loadSchemasFromDisk(PROJECT_ROOT, ['schemas/common'])[MEDIA_SCHEMA] as { $defs?: { image?: ImageDef } } | undefined;
  const image = schema?.$defs?.image;
  const maxBytes = image?.fileMaxBytes;
  const message = image?.errorMessage?.fileMaxBytes;
  if (typeof maxBytes !== 'number' || typeof message !== 'string') {
    throw new Error(`${MEDIA_SCHEMA}: $defs.image needs fileMaxBytes and errorMessage.fileMaxBytes`);
  }
  limit = { maxBytes, message };
  return limit;
}
