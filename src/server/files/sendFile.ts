import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { HttpError } from '../http/HttpError';
import type { ServerContext } from '../ServerContext';

function parseRange(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start > end || start >= size) throw new HttpError(416, 'Requested range not satisfiable', { 'Content-Range': `bytes */${size}` });
  return { start, end };
}

// Media plays and shows in place (<img>, <audio>, <video>); anything else, a PDF included, downloads:
// opened in place on the app's origin, a document could script against it. SVG is an image that can
// carry script: uploads refuse it, and a row stored before that rule still downloads.
const INLINE_TYPES = /^(image\/(?!svg)|audio\/|video\/)/;

/** `inline` or `attachment`, with the stored name in RFC 5987 form so any character survives. */
export function contentDisposition(contentType: string, name: string): string {
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${INLINE_TYPES.test(contentType) ? 'inline' : 'attachment'}; filename*=UTF-8''${encoded}`;
}

/** Streams a stored file, honouring a single byte range so audio and video can seek. */
export async function sendFile(ctx: ServerContext, segments: string[], req: IncomingMessage, res: ServerResponse): Promise<void> {
  const file = await ctx.files.describe(segments);
  const range = parseRange(req.headers.range, file.size);
  const headers: Record<string, string | number> = {
    'Content-Type': file.contentType,
    'Cache-Control': 'private, max-age=3600',
    'Accept-Ranges': 'bytes',
    'Content-Disposition': contentDisposition(file.contentType, file.name),
    'X-Content-Type-Options': 'nosniff',
    'Last-Modified': new Date(file.updatedAt).toUTCString(),
  };
  if (range) {
    res.writeHead(206, { ...headers, 'Content-Range': `bytes ${range.start}-${range.end}/${file.size}`, 'Content-Length': range.end - range.start + 1 });
  } else {
    res.writeHead(200, { ...headers, 'Content-Length': file.size });
  }
  if (req.method === 'HEAD') return void res.end();
  await pipeline(ctx.files.read(segments, range ?? undefined), res);
}
