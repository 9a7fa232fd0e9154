import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localAuthTokens, TokenSigner } from '../../src/server/auth/TokenSigner';
import { UserStore } from '../../src/server/auth/UserStore';
import { openDatabase } from '../../src/server/db/openDatabase';
import { FileStore } from '../../src/server/files/FileStore';
import { authPortsContract, filesPortContract } from './storagePorts.contract';

// The embedded implementations: uploads in the data folder, accounts in SQLite, HMAC-signed local tokens.
const dataDir = mkdtempSync(join(tmpdir(), 'storage-ports-'));
const db = openDatabase(dataDir);
const files = new FileStore(dataDir, db);
const key = randomBytes(32);
const signer = new TokenSigner(key);
const users = new UserStore(db);
const auth = localAuthTokens(signer, users);

filesPortContract('data folder', async () => files);

authPortsContract('SQLite users, local tokens', async () => ({
  users,
  auth,
  // What POST /api/auth/custom-token does.
  exchange: async (custom) => {
    const payload = signer.verify(custom, 'custom');
    if (!payload) throw new Error('custom token refused');
    return signer.sign('id', payload.sub, 3600).token;
  },
  forgeSubject: (idToken, uid) => {
    const [header, payload, signature] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
    return [header, Buffer.from(JSON.stringify({ ...claims, sub: uid })).toString('base64url'), signature].join('.');
  },
  expired: async (uid) => new TokenSigner(key, () => Date.now() - 2 * 3600_000).sign('id', uid, 3600).token,
  remove: async (uid) => void db.prepare('DELETE FROM users WHERE uid = ?').run(uid),
  setAdmin: async (uid, role) => void db.prepare('UPDATE users SET is_admin = ?, admin_role = ? WHERE uid = ?').run(role ? 1 : 0, role, uid),
}));
