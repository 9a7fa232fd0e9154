import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import type { Bucket, File } from '@google-cloud/storage';
import type { StoredFile } from '../../backend/ports';
import { receiveUpload } from '../files/FileStore';
import { notFound } from '../http/HttpError';
import type { FilesPort, SaveOptions } from '../ports/files';

const code = (error: unknown) => Number((error as { code?: unknown }).code);

/**
 * Uploads in a Cloud Storage bucket (the files port on Firebase). An upload is received and checked as on
 * disk (size and type judged while it arrives, in a temp file), then stored in one request: the bucket's
 * object appears whole or not at all.
 */
export class BucketFiles implements FilesPort {
  constructor(
    private readonly bucket: Bucket,
    private readonly tmpDir: string,
  ) {
    mkdirSync(tmpDir, { recursive: true });
  }

  private file(segments: string[]): File {
    return this.bucket.file(segments.join('/'));
  }

  async save(segments: string[], req: IncomingMessage, options: SaveOptions): Promise<StoredFile> {
    const received = await receiveUpload(req, options, this.tmpDir);
    try {
      await this.bucket.upload(received.tmp, { destination: segments.join('/'), contentType: received.contentType, resumable: false });
    } finally {
      await rm(received.tmp, { force: true });
    }
    return this.describe(segments);
  }

  async write(segments: string[], data: Uint8Array, contentType: string): Promise<StoredFile> {
    await this.file(segments).save(Buffer.from(data), { contentType, resumable: false });
    return this.describe(segments);
  }

  private static describeFile(file: File): StoredFile {
    const { name, size, contentType, updated } = file.metadata;
    return {
      name: name!.slice(name!.lastIndexOf('/') + 1),
      fullPath: name!,
      size: Number(size ?? 0),
      contentType: contentType ?? 'application/octet-stream',
      updatedAt: new Date(updated ?? Date.now()).toISOString(),
    };
  }

  async list(folder: string[]): Promise<StoredFile[]> {
    const [files] = await this.bucket.getFiles({ prefix: folder.length ? `${folder.join('/')}/` : '', delimiter: '/', autoPaginate: true });
    return files.map((f) => BucketFiles.describeFile(f)).sort((a, b) => a.name.localeCompare(b.name));
  }

  async listAll(folder: string[]): Promise<string[][]> {
    const [files] = await this.bucket.getFiles({ prefix: `${folder.join('/')}/` });
    return files.map((f) => f.name.split('/'));
  }

  async subFolders(folder: string[]): Promise<string[]> {
    const prefix = `${folder.join('/')}/`;
    const [, , response] = await this.bucket.getFiles({ prefix, delimiter: '/', autoPaginate: false });
    const prefixes = ((response as { prefixes?: string[] } | undefined)?.prefixes ?? []) as string[];
    return prefixes.map((p) => p.slice(prefix.length).replace(/\/$/, ''));
  }

  async describe(segments: string[]): Promise<StoredFile> {
    try {
      const [metadata] = await this.file(segments).getMetadata();
      const file = this.file(segments);
      file.metadata = metadata;
      return BucketFiles.describeFile(file);
    } catch (error) {
      if (code(error) === 404) throw notFound('File not found');
      throw error;
    }
  }

  async delete(segments: string[]): Promise<void> {
    try {
      await this.file(segments).delete();
    } catch (error) {
      if (code(error) === 404) throw notFound('File not found');
      throw error;
    }
  }

  read(segments: string[], range?: { start: number; end: number }): Readable {
    return this.file(segments).createReadStream(range ? { start: range.start, end: range.end } : {});
  }
}
