import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import type { StoredFile } from '../../backend/ports';
import type { SniffedType } from '../files/sniffType';

export interface SaveOptions {
  maxBytes: number;
  tooLargeMessage: string;
  /** Types the file's first bytes may show; the one they show is stored as its content type. */
  types: readonly SniffedType[];
  typeMessage: string;
}

/**
 * The server's files port: uploads under checked path segments (`{uid}/uploads/...`). Two implementations:
 * the data folder on disk (embedded) and a Cloud Storage bucket. A save streams the request body, judges
 * its type on the first bytes and refuses oversize bodies while they arrive; readers never see half a file.
 */
export interface FilesPort {
  save(segments: string[], req: IncomingMessage, options: SaveOptions): Promise<StoredFile>;
  /** Stores bytes the server made itself (the demo seed), with their type. */
  write(segments: string[], data: Uint8Array, contentType: string): Promise<StoredFile>;
  /** Files directly inside a folder (sub-folders are not listed), by name; a missing folder lists nothing. */
  list(folder: string[]): Promise<StoredFile[]>;
  /** Every file below a folder, at any depth, as path segments. */
  listAll(folder: string[]): Promise<string[][]>;
  /** The names of the folders directly inside a folder. */
  subFolders(folder: string[]): Promise<string[]>;
  /** 404 when there is no such file. */
  describe(segments: string[]): Promise<StoredFile>;
  /** 404 when there is no such file. */
  delete(segments: string[]): Promise<void>;
  /** The bytes (or a range, both ends included) of a file that exists. */
  read(segments: string[], range?: { start: number; end: number }): Readable;
}
