import mediaSchema from '../../../../schemas/common/media.schema.json';

/** The hlsVideo uploader's limits and texts (schemas/common/media.schema.json#/$defs/hlsVideo, x-ui options). */
export type HlsVideoOptions = typeof mediaSchema.$defs.hlsVideo['x-ui']['options'];

/** The schema's options, with a field's own `x-ui.options` over them. */
export function hlsVideoOptions(fieldOptions: Record<string, unknown> = {}): HlsVideoOptions {
  return { ...mediaSchema.$defs.hlsVideo['x-ui'].options, ...fieldOptions } as HlsVideoOptions;
}

/** `{name}` placeholders of a schema text filled in. */
export function fillText(text: string, facts: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in facts ? String(facts[name]) : whole));
}

export interface VideoChoice {
  type: string;
  name: string;
  size: number;
}

/** Why a picked file is refused before it is read at all (type, then size), or null. */
export function videoFileProblem(file: VideoChoice, options: HlsVideoOptions): string | null {
  const isMp4 = options.sourceTypes.includes(file.type) || (file.type === '' && /\.mp4$/i.test(file.name));
  if (!isMp4) return options.sourceTypeMessage;
  if (file.size > options.maxConvertBytes) return fillText(options.tooLargeMessage, { mb: Math.floor(options.maxConvertBytes / 1_000_000) });
  return null;
}

/** The toast for a video whose length is unknown or over the field's cap, or null when it may be converted. */
export function videoDurationProblem(durationSec: number, maxDurationSec: number | undefined, options: HlsVideoOptions): { title: string; message: string } | null {
  if (!Number.isFinite(durationSec) || durationSec <= 0) return { title: options.invalidDurationTitle, message: options.unreadableMessage };
  if (maxDurationSec !== undefined && durationSec > maxDurationSec) {
    return { title: options.invalidDurationTitle, message: fillText(options.invalidDurationMessage, { n: maxDurationSec }) };
  }
  return null;
}
