import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Fallback } from '../http/createRequestHandler';
import { textToPdf } from './textToPdf';

/** Where the wizard's Terms step finds the retreat terms: the text, and the PDF the server makes from it. */
export const RETREAT_TERMS_TEXT = '/terms/retreat-terms.md';
export const RETREAT_TERMS_PDF = '/terms/retreat-terms.pdf';

function platformFacts(root: string): Record<string, string> {
  try {
    const facts = (JSON.parse(readFileSync(join(root, 'schemas/platform.json'), 'utf8')) as { facts?: Record<string, unknown> }).facts ?? {};
    return Object.fromEntries(Object.entries(facts).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

/** The retreat terms PDF: the text of public/terms/retreat-terms.md with the platform's facts ({provider}) filled in. */
export function retreatTermsPdf(root: string): Buffer {
  const facts = platformFacts(root);
  const text = readFileSync(join(root, 'public', RETREAT_TERMS_TEXT), 'utf8').replace(/\{(\w+)\}/g, (whole, name: string) => facts[name] ?? whole);
  return Buffer.from(textToPdf(text, `${facts.provider ?? ''} Retreat Terms`.trim()), 'latin1');
}

/**
 * Serves GET /terms/retreat-terms.pdf, made from the terms text (again whenever the text or the
 * platform facts change), before the app's own files: the printable copy of the retreat terms.
 */
export function withRetreatTermsPdf(fallback: Fallback, root: string): Fallback {
  let cached: { stamp: string; pdf: Buffer } | null = null;
  return (req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== RETREAT_TERMS_PDF || (req.method !== 'GET' && req.method !== 'HEAD')) return fallback(req, res);
    const stamp = ['public/terms/retreat-terms.md', 'schemas/platform.json'].map((f) => statSync(join(root, f)).mtimeMs).join(':');
    if (cached?.stamp !== stamp) cached = { stamp, pdf: retreatTermsPdf(root) };
    res.writeHead(200, { 'Content-Type': 'application/pdf', 'Content-Length': cached.pdf.length, 'Cache-Control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : cached.pdf);
  };
}
