import accreditationSchema from '../../../schemas/common/accreditation.schema.json';
import { createAjv } from '../../engine/validation/createAjv';
import type { FieldError } from '../../engine/validation/fieldError';
import { toFieldErrors } from '../../engine/validation/toFieldErrors';

/** The accreditation categories (spec 1 §3), as `schemas/common/accreditation.schema.json` lists them. */
export type AccreditationCategory = (typeof accreditationSchema.$defs.category.enum)[number];
export const ACCREDITATION_CATEGORIES: readonly string[] = accreditationSchema.$defs.category.enum;

/** One upload as the widget sends it and the server receives it. */
export interface AccreditationUpload {
  category: string;
  item_id?: string;
  fileName: string;
  bytes: number;
  mime: string;
}

/** An accreditation file as listed (spec 1 §3). */
export interface AccreditationFile {
  category: string;
  fileName: string;
  remoteFile: string;
}

const SCHEMA_ID = 'accreditation.schema.json';
let compiled: ReturnType<ReturnType<typeof createAjv>['compile']> | null = null;

// Compiled on first use, not at import: the browser loads this only with the widget.
function uploadValidator() {
  if (!compiled) {
    const ajv = createAjv();
    const { $schema: _meta, ...schema } = accreditationSchema;
    ajv.addSchema({ ...schema, $id: SCHEMA_ID });
    compiled = ajv.compile({ $ref: `${SCHEMA_ID}#/$defs/upload` });
  }
  return compiled;
}

/** The schema's errors for an upload (category, item id, name, size, type), [] when it may be stored. */
export function accreditationUploadErrors(upload: Partial<AccreditationUpload>): FieldError[] {
  const validate = uploadValidator();
  return validate(upload) ? [] : toFieldErrors(validate.errors);
}

/** The upload size limit and its message (under 5 MB), read from the schema. */
export const ACCREDITATION_MAX_BYTES: number = accreditationSchema.$defs.upload.properties.bytes.maximum;
export const ACCREDITATION_TOO_LARGE: string = accreditationSchema.$defs.upload.properties.bytes.errorMessage;
export const ACCREDITATION_TYPES: readonly string[] = accreditationSchema.$defs.upload.properties.mime.enum;
export const ACCREDITATION_TYPE_MESSAGE: string = accreditationSchema.$defs.upload.properties.mime.errorMessage;

/**
 * Where an accreditation file is stored: `{uid}/uploads/accreditations/{category}[/{itemId}]/{fileName}`.
 * Only the accreditation calls write there (the files API refuses it), so the rules above always apply.
 */
export function accreditationFolder(uid: string, category: string, itemId?: string): string {
  return [uid, 'uploads', 'accreditations', category, ...(itemId ? [itemId] : [])].join('/');
}

/** True for a storage path inside someone's accreditation folders (segments from the path's start). */
export function isAccreditationPath(segments: readonly string[]): boolean {
  return segments[1] === 'uploads' && segments[2] === 'accreditations';
}
