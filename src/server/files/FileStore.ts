import { randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync, rmSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { relative } from 'node:path';
import { mkdir, open, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { dirname, join, resolve, sep } from 'node:path';
import type { StoredFile } from '../../backend/ports';
import type { FilesPort, SaveOptions } from '../ports/files';
import type { Db } from '../db/openDatabase';
import { HttpError, notFound } from '../http/HttpError';
import { SNIFF_BYTES, sniffType, type SniffedType } from './sniffType';

export type { SaveOptions };

// Only for a file whose metadata row is missing (the process died between rename and insert).
const GUESSES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', mp3: 'audio/mpeg', mp4: 'video/mp4', pdf: 'application/pdf' };
const guessType = (path: string) => GUESSES[path.slice(path.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

const interrupted = () => new HttpError(400, 'Upload interrupted');
// Both refusals may come mid-body: closing the connection keeps the unread rest from being parsed as a request.
const tooLarge = (message: string) => new HttpError(413, message, { Connection: 'close' });
const wrongType = (message: string) => new HttpError(415, message, { Connection: 'close' });

/**
 * Streams an upload into a temp file in `tmpDir` (synced to disk), refusing it while it arrives when it
 * is too large or its first bytes show a type it may not be; a refused or broken upload leaves nothing.
 */
export async function receiveUpload(req: IncomingMessage, options: SaveOptions, tmpDir: string): Promise<{ tmp: string; size: number; contentType: SniffedType }> {
  if (Number(req.headers['content-length'] ?? 0) > options.maxBytes) throw tooLarge(options.tooLargeMessage);
  const tmp = join(tmpDir, randomUUID());
  const handle = await open(tmp, 'wx', 0o600);
  let size = 0;
  // The type is judged on the first bytes as they arrive: a file that is not what it must be is
  // refused before the rest of it is written.
  let head = Buffer.alloc(0);
  let contentType: SniffedType | null = null;
  const judge = (): SniffedType => {
    const shown = sniffType(head);
    if (!shown || !options.types.includes(shown)) throw wrongType(options.typeMessage);
    return shown;
  };
  try {
    try {
      try {
        for await (const chunk of req as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size > options.maxBytes) throw tooLarge(options.tooLargeMessage);
          if (!contentType) {
            head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
            if (head.length === SNIFF_BYTES) contentType = judge();
          }
          await handle.write(chunk);
        }
      } catch (error) {
        // The client went away mid-body: its fault, not a server bug (and nobody reads the answer).
        if (error instanceof HttpError || !req.destroyed) throw error;
        throw interrupted();
      }
      if (!req.complete) throw interrupted();
      // A file shorter than the signatures' span is judged on what there is.
      contentType ??= judge();
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
  return { tmp, size, contentType };
}

/**
 * Uploaded files under `<dataDir>/files/`, metadata (content type) in SQLite. An upload streams into a
 * temp file on the same disk and is renamed into place only when complete, so readers never see half a file
 * and a refused or broken upload leaves nothing.
 */
export class FileStore implements FilesPort {
  readonly root: string;
  readonly tmpDir: string;

  constructor(dataDir: string, private readonly db: Db) {
    this.root = join(dataDir, 'files');
    this.tmpDir = join(dataDir, 'uploads-tmp');
    mkdirSync(this.root, { recursive: true });
    // Temp files left by a process that died mid-upload were never acknowledged: drop them.
    rmSync(this.tmpDir, { recursive: true, force: true });
    mkdirSync(this.tmpDir, { recursive: true });
  }

  /** The disk location of checked segments; a second guard against escaping the root. */
  private locate(segments: string[]): string {
    const full = resolve(this.root, ...segments);
    if (!full.startsWith(this.root + sep)) throw new HttpError(400, 'Invalid file path');
    return full;
  }

  async save(segments: string[], req: IncomingMessage, options: SaveOptions): Promise<StoredFile> {
    const target = this.locate(segments);
    const received = await receiveUpload(req, options, this.tmpDir);
    try {
      await this.moveIntoPlace(received.tmp, target);
    } catch (error) {
      await rm(received.tmp, { force: true });
      throw error;
    }
    this.record(segments, received.contentType, received.size);
    return this.describe(segments);
  }

  private record(segments: string[], contentType: string, size: number): void {
    this.db
      .prepare(
        `INSERT INTO files (path, content_type, size, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT(path) DO UPDATE SET content_type = excluded.content_type, size = excluded.size, updated_at = excluded.updated_at`,
      )
      .run(segments.join('/'), contentType, size, new Date().toISOString());
  }

  /** Stores bytes the server made itself (the demo seed), with their type. */
  async write(segments: string[], data: Uint8Array, contentType: string): Promise<StoredFile> {
    const target = this.locate(segments);
    const tmp = join(this.tmpDir, randomUUID());
    await writeFile(tmp, data, { mode: 0o600 });
    await this.moveIntoPlace(tmp, target);
    this.record(segments, contentType, data.length);
    return this.describe(segments);
  }

  async listAll(folder: string[]): Promise<string[][]> {
    const entries = await readdir(this.locate(folder), { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((e) => e.isFile()).map((e) => relative(this.root, join(e.parentPath, e.name)).split(sep));
  }

  async subFolders(folder: string[]): Promise<string[]> {
    const entries = await readdir(this.locate(folder), { withFileTypes: true }).catch(() => []);
    return entries.filter((e) => e.isDirectory()).map((e) => e.name);
  }

  private async moveIntoPlace(tmp: string, target: string): Promise<void> {
    try {
      await mkdir(dirname(target), { recursive: true });
      await rename(tmp, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EISDIR' || code === 'ENOTDIR' || code === 'EEXIST' || code === 'ENOTEMPTY') {
        throw new HttpError(409, 'A file and a folder cannot share a path');
      }
      throw error;
    }
  }

  /** Files directly inside a folder (sub-folders are not listed); a missing folder lists nothing. */
  async list(folder: string[]): Promise<StoredFile[]> {
    const dir = folder.length ? this.locate(folder) : this.root;
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const files = await Promise.all(
      entries.filter((e) => e.isFile()).map((e) => this.describe([...folder, e.name]).catch(() => null)),
    );
    return files.filter((f): f is StoredFile => f !== null).sort((a, b) => a.name.localeCompare(b.name));
  }

  async describe(segments: string[]): Promise<StoredFile> {
    const fullPath = segments.join('/');
    const info = await stat(this.locate(segments)).catch(() => null);
    if (!info?.isFile()) throw notFound('File not found');
    const row = this.db.prepare<[string], { content_type: string }>('SELECT content_type FROM files WHERE path = ?').get(fullPath);
    return {
      name: segments[segments.length - 1]!,
      fullPath,
      size: info.size,
      contentType: row?.content_type ?? guessType(fullPath),
      updatedAt: info.mtime.toISOString(),
    };
  }

  async delete(segments: string[]): Promise<void> {
    await this.describe(segments);
    await unlink(this.locate(segments));
    this.db.prepare('DELETE FROM files WHERE path = ?').run(segments.join('/'));
  }

  read(segments: string[], range?: { start: number; end: number }): Readable {
    return createReadStream(this.locate(segments), range);
  }
}
