import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { AuthTokensPort } from '../../src/server/ports/auth';
import type { FilesPort, SaveOptions } from '../../src/server/ports/files';
import type { UsersPort } from '../../src/server/ports/users';
import { itUnless } from '../setup/itUnless';

/**
 * The files port and the users + auth-token ports as every implementation must behave: the data folder
 * with SQLite and local HMAC tokens, and Cloud Storage with Firebase Auth (firebase-admin against the
 * firebase-tools Storage and Auth emulators). A case an emulator cannot serve is skipped with the reason in
 * its name (`gaps`).
 */

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (size: number) => Uint8Array.from({ length: size }, (_, i) => (i < PNG_HEAD.length ? PNG_HEAD[i]! : i % 251));

/** An upload body as the HTTP server hands it to `save`: a stream with headers. */
function uploadRequest(bytes: Uint8Array, declaredLength = bytes.length): IncomingMessage {
  const chunks = [bytes.subarray(0, 100), bytes.subarray(100)].filter((c) => c.length > 0).map((c) => Buffer.from(c));
  const body = Object.assign(Readable.from(chunks), { headers: { 'content-length': String(declaredLength) }, complete: false });
  body.once('end', () => (body.complete = true));
  return body as unknown as IncomingMessage;
}

const IMAGES: SaveOptions = { maxBytes: 4096, tooLargeMessage: 'Image too large', types: ['image/png', 'image/jpeg'], typeMessage: 'Upload a PNG or JPEG image' };

async function text(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(parts);
}

export function filesPortContract(name: string, open: () => Promise<FilesPort>): void {
  describe(`files port: ${name}`, () => {
    const root = ['contract', randomBytes(4).toString('hex'), 'uploads'];

    it('writes, describes, reads (whole and a range), lists a folder, its sub-folders and everything below, deletes', async () => {
      const files = await open();
      const bytes = png(600);
      const stored = await files.write([...root, 'images', 'a.png'], bytes, 'image/png');
      expect(stored).toMatchObject({ name: 'a.png', fullPath: [...root, 'images', 'a.png'].join('/'), size: 600, contentType: 'image/png' });
      expect(Date.parse(stored.updatedAt)).not.toBeNaN();
      await files.write([...root, 'images', 'b.png'], png(10), 'image/png');
      await files.write([...root, 'images', 'deep', 'c.pdf'], new TextEncoder().encode('%PDF-1.4 x'), 'application/pdf');
      await files.write([...root, 'audio', 'd.mp3'], new TextEncoder().encode('ID3 audio'), 'audio/mpeg');

      expect(await files.describe([...root, 'images', 'a.png'])).toMatchObject({ size: 600, contentType: 'image/png' });
      expect(Buffer.compare(await text(files.read([...root, 'images', 'a.png'])), Buffer.from(bytes))).toBe(0);
      expect([...(await text(files.read([...root, 'images', 'a.png'], { start: 8, end: 11 })))]).toEqual([...bytes.subarray(8, 12)]);

      expect((await files.list([...root, 'images'])).map((f) => f.name)).toEqual(['a.png', 'b.png']);
      expect(await files.list([...root, 'nothing-here'])).toEqual([]);
      expect((await files.subFolders(root)).sort()).toEqual(['audio', 'images']);
      expect((await files.listAll(root)).map((s) => s.slice(root.length).join('/')).sort()).toEqual(['audio/d.mp3', 'images/a.png', 'images/b.png', 'images/deep/c.pdf']);

      await files.delete([...root, 'images', 'a.png']);
      await expect(files.describe([...root, 'images', 'a.png'])).rejects.toMatchObject({ status: 404 });
      await expect(files.delete([...root, 'images', 'a.png'])).rejects.toMatchObject({ status: 404 });
      expect((await files.list([...root, 'images'])).map((f) => f.name)).toEqual(['b.png']);
    });

    it('saves an upload stream with the type its first bytes show; refuses a wrong type or an oversize body and stores nothing', async () => {
      const files = await open();
      const folder = [...root, 'saved'];
      const saved = await files.save([...folder, 'pic.png'], uploadRequest(png(1000)), IMAGES);
      expect(saved).toMatchObject({ name: 'pic.png', size: 1000, contentType: 'image/png' });
      expect((await text(files.read([...folder, 'pic.png']))).length).toBe(1000);

      await expect(files.save([...folder, 'page.png'], uploadRequest(new TextEncoder().encode('<html>'.padEnd(300, ' '))), IMAGES)).rejects.toMatchObject({
        status: 415,
        message: 'Upload a PNG or JPEG image',
      });
      await expect(files.save([...folder, 'big.png'], uploadRequest(png(5000)), IMAGES)).rejects.toMatchObject({ status: 413, message: 'Image too large' });
      // A body longer than it declared is refused while it arrives.
      await expect(files.save([...folder, 'lying.png'], uploadRequest(png(5000), 100), IMAGES)).rejects.toMatchObject({ status: 413 });
      expect((await files.list(folder)).map((f) => f.name)).toEqual(['pic.png']);
    });
  });
}

export interface AuthTarget {
  users: UsersPort;
  auth: AuthTokensPort;
  /** What the browser does with a custom token: exchanges it for an ID token (local: the server's exchange; Firebase: the Auth API). */
  exchange(customToken: string): Promise<string>;
  /** The same user's ID token with its payload changed to another uid, the signature kept. */
  forgeSubject(idToken: string, uid: string): string;
  /** An ID token for `uid` that expired an hour ago, otherwise well formed for this implementation. */
  expired(uid: string): Promise<string>;
  /** Deletes the account as the platform would (local: its users row; Firebase: the Auth account). */
  remove(uid: string): Promise<void>;
  /** Grants (a role) or withdraws (null) the admin right as the platform would (local: the users row; Firebase: custom claims). */
  setAdmin(uid: string, role: 'editor' | 'super' | null): Promise<void>;
}

export type AuthGaps = Partial<Record<'signature', string>>;

export function authPortsContract(name: string, open: () => Promise<AuthTarget>, gaps: AuthGaps = {}): void {
  const tag = randomBytes(4).toString('hex');
  const uid = (who: string) => `auth-${tag}-${who}`;
  describe(`users and auth-token ports: ${name}`, () => {
    it('creates a user; byUid answers it (not an admin) and null for an unknown uid; hasAny is true', async () => {
      const { users } = await open();
      const created = await users.create({ uid: uid('pub'), email: `pub-${tag}@example.com`, password: 'secret-123' });
      expect(created).toEqual({ uid: uid('pub'), email: `pub-${tag}@example.com`, isAdmin: false });
      expect(await users.byUid(uid('pub'))).toEqual(created);
      expect(await users.byUid(uid('nobody'))).toBeNull();
      expect(await users.hasAny()).toBe(true);
    });

    it('an admin created with a role is an admin by its claim, in byUid and in its verified ID token', async () => {
      const { users, auth, exchange } = await open();
      const admin = await users.create({ uid: uid('admin'), email: `admin-${tag}@example.com`, password: 'secret-123', adminRole: 'super' });
      expect(admin).toEqual({ uid: uid('admin'), email: `admin-${tag}@example.com`, isAdmin: true, adminRole: 'super' });
      const idToken = await exchange(await auth.createCustomToken(uid('admin')));
      expect(await auth.verifyIdToken(idToken)).toMatchObject({ uid: uid('admin'), isAdmin: true, adminRole: 'super' });
    });

    it('verifies an ID token got through a custom token as that user', async () => {
      const { users, auth, exchange } = await open();
      await users.create({ uid: uid('user'), email: `user-${tag}@example.com`, password: 'secret-123' });
      const idToken = await exchange(await auth.createCustomToken(uid('user')));
      expect(await auth.verifyIdToken(idToken)).toMatchObject({ uid: uid('user'), email: `user-${tag}@example.com`, isAdmin: false });
    });

    it('refuses no token, garbage, an oversize token, an expired one and a custom token used as an ID token', async () => {
      const { users, auth, expired } = await open();
      await users.create({ uid: uid('late'), email: `late-${tag}@example.com`, password: 'secret-123' });
      for (const token of [null, '', 'not-a-token', 'a.b.c', 'x'.repeat(9000)]) expect(await auth.verifyIdToken(token)).toBeNull();
      expect(await auth.verifyIdToken(await expired(uid('late')))).toBeNull();
      expect(await auth.verifyIdToken(await auth.createCustomToken(uid('late')))).toBeNull();
    });

    it("refuses the still-unexpired ID token of an account deleted since the token was issued", async () => {
      const { users, auth, exchange, remove } = await open();
      await users.create({ uid: uid('gone'), email: `gone-${tag}@example.com`, password: 'secret-123' });
      const idToken = await exchange(await auth.createCustomToken(uid('gone')));
      expect(await auth.verifyIdToken(idToken)).toMatchObject({ uid: uid('gone') });
      await remove(uid('gone'));
      expect(await auth.verifyIdToken(idToken)).toBeNull();
    });

    it('an admin right granted or withdrawn after the token was issued counts from the next verification', async () => {
      const { users, auth, exchange, setAdmin } = await open();
      await users.create({ uid: uid('demoted'), email: `demoted-${tag}@example.com`, password: 'secret-123', adminRole: 'editor' });
      await users.create({ uid: uid('promoted'), email: `promoted-${tag}@example.com`, password: 'secret-123' });
      const demoted = await exchange(await auth.createCustomToken(uid('demoted')));
      const promoted = await exchange(await auth.createCustomToken(uid('promoted')));
      expect(await auth.verifyIdToken(demoted)).toMatchObject({ isAdmin: true, adminRole: 'editor' });
      expect(await auth.verifyIdToken(promoted)).toMatchObject({ isAdmin: false });
      await setAdmin(uid('demoted'), null);
      await setAdmin(uid('promoted'), 'super');
      expect(await auth.verifyIdToken(demoted)).toEqual({ uid: uid('demoted'), email: `demoted-${tag}@example.com`, isAdmin: false });
      expect(await auth.verifyIdToken(promoted)).toMatchObject({ uid: uid('promoted'), isAdmin: true, adminRole: 'super' });
    });

    const signatureCase = itUnless(gaps.signature);
    signatureCase('refuses a forged ID token: a real one with its subject changed to an admin, signature kept', async () => {
      const { users, auth, exchange, forgeSubject } = await open();
      await users.create({ uid: uid('victim'), email: `victim-${tag}@example.com`, password: 'secret-123', adminRole: 'super' });
      await users.create({ uid: uid('forger'), email: `forger-${tag}@example.com`, password: 'secret-123' });
      const own = await exchange(await auth.createCustomToken(uid('forger')));
      expect(await auth.verifyIdToken(own)).toMatchObject({ uid: uid('forger') });
      expect(await auth.verifyIdToken(forgeSubject(own, uid('victim')))).toBeNull();
    });
  });
}
