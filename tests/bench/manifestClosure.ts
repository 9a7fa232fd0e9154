import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of a Vite build manifest (`build.manifest: true`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** A Vite manifest: chunk key (source path or shared chunk name) → chunk. */
export type ViteManifest = Record<string, ManifestChunk>;

/** Reads `<outDir>/.vite/manifest.json`. */
export function readManifest(outDir: string): ViteManifest {
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
}

/** JS files a browser fetches for these chunks: each chunk plus its static imports, transitively (dynamic imports are not followed). */
export function staticClosure(manifest: ViteManifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk ${key} in the Vite manifest`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

/** Total gzip size (zlib default level) of files in `outDir`, in kB (1000 bytes). */
export function gzipKb(outDir: string, files: readonly string[]): number {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(join(outDir, file))).length, 0) / 1000;
}

/** The key of the entry chunk built from an HTML file. */
export function entryKey(manifest: ViteManifest, html: string): string {
  if (!manifest[html]?.isEntry) throw new Error(`${html} is not an entry of the build`);
  return html;
}
