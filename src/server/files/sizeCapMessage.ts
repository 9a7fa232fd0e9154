import { fileURLToPath } from 'node:url';
import { loadSchemasFromDisk } from '../../engine/loadSchemasFromDisk';

const PROJECT_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const MEDIA_SCHEMA = 'schemas/common/media.schema.json';

interface AudioDef {
  'x-ui'?: { options?: { messages?: { tooLarge?: unknown } } };
}

let template: string | undefined;

/**
 * 'Max allowed file size is {n}MB.' with the cap filled in: the audio uploader's size text in
 * `schemas/common/media.schema.json` (`$defs.audio`, x-ui options), read once, so the server's refusal
 * says what the check before upload says (spec 1 §5 'Audio upload'). The capped categories without a
 * text of their own (videos, other files) use the same sentence.
 */
export function sizeCapMessage(mb: number): string {
  if (template === undefined) {
    const schema = loadSchemasFromDisk(PROJECT_ROOT, ['schemas/common'])[MEDIA_SCHEMA] as { $defs?: { audio?: AudioDef } } | undefined;
    const text = schema?.$defs?.audio?.['x-ui']?.options?.messages?.tooLarge;
    if (typeof text !== 'string' || !text.includes('{n}')) throw new Error(`${MEDIA_SCHEMA}: $defs.audio needs x-ui.options.messages.tooLarge with {n}`);
    template = text;
  }
  return template.replace(/\{n\}/g, String(mb));
}
