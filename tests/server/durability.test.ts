import Database from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';

const ROOT = join(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'server-durability-'));
const children: ChildProcess[] = [];

/** Starts `src/server/main.ts` as its own process (node --import tsx, so SIGKILL reaches the server itself). */
async function launch(): Promise<{ child: ChildProcess; url: string }> {
  const portFile = join(dataDir, `port-${children.length}`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', '--port', '0', '--data', dataDir, '--port-file', portFile, '--skip-build'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const deadline = Date.now() + 15_000;
  while (!existsSync(portFile) || readFileSync(portFile, 'utf8') === '') {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, url: `http://127.0.0.1:${readFileSync(portFile, 'utf8')}` };
}

const json = (token: string, body: unknown) => ({
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a killed server', () => {
  it('keeps every acknowledged write, and no document is corrupt', async () => {
    const first = await launch();
    const signIn = await fetch(`${first.url}/api/v1/session_verify`, { method: 'POST', ...json('', { email: DEMO_PUBLISHER.email, password: DEMO_PUBLISHER.password }) });
    const custom = ((await signIn.json()) as { data: string }).data;
    const exchange = await fetch(`${first.url}/api/auth/custom-token`, { method: 'POST', ...json('', { token: custom }) });
    const { idToken } = (await exchange.json()) as { idToken: string };
    const collection = `users/${DEMO_PUBLISHER.uid}/durable`;

    const acknowledged = new Map<string, number>();
    let stop = false;
    // Twenty-four writers keep writes in flight, so the server commits them in groups (group commit: many
    // transactions, one SQLite commit and one fsync); the kill lands in the middle of them.
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const id = `w${w}-${i}`;
        const data = { writer: w, i, body: 'x'.repeat(2000), nested: { list: [i, w] } };
        const ok = await fetch(`${first.url}/api/docs/${collection}/${id}`, { method: 'PUT', ...json(idToken, { data }) }).then((r) => r.status === 200, () => false);
        if (ok) acknowledged.set(id, i);
        else return;
      }
    };
    const upload = fetch(`${first.url}/api/files/${DEMO_PUBLISHER.uid}/uploads/never-finished.png?category=image`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'image/png' },
      body: new ReadableStream({ pull: (c) => new Promise((r) => setTimeout(() => r(c.enqueue(new Uint8Array(10_000))), 20)) }),
      duplex: 'half',
    } as RequestInit).catch(() => null);
    // Beside them, transactions that fail inside the groups (an update of a missing document: 404 from the
    // transaction's body): each answers its error, and the writes grouped with them are kept.
    const refusedAnswers: number[] = [];
    const refuser = async (r: number) => {
      for (let i = 0; !stop; i++) {
        const status = await fetch(`${first.url}/api/docs/${collection}/missing-${r}-${i}`, { method: 'PATCH', ...json(idToken, { data: { i } }) }).then((res) => res.status, () => 0);
        if (status === 0) return;
        refusedAnswers.push(status);
      }
    };
    const writers = [...Array.from({ length: 24 }, (_, w) => writer(w)), ...Array.from({ length: 4 }, (_, r) => refuser(r))];
    while (acknowledged.size < 300) await new Promise((r) => setTimeout(r, 5));
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all([...writers, upload]);
    expect(acknowledged.size).toBeGreaterThanOrEqual(300);
    expect(refusedAnswers.length).toBeGreaterThan(0);
    expect(new Set(refusedAnswers)).toEqual(new Set([404]));

    // Restarted on the same folder, the old id token still works: the signing key is kept in the folder.
    const second = await launch();
    const query = await fetch(`${second.url}/api/query/${collection}`, { method: 'POST', ...json(idToken, {}) });
    expect(query.status).toBe(200);
    const { docs } = (await query.json()) as { docs: Array<{ id: string; data: { i: number; body: string } }> };
    const stored = new Map(docs.map((d) => [d.id, d.data]));
    for (const [id, i] of acknowledged) {
      expect(stored.get(id)?.i, id).toBe(i);
      expect(stored.get(id)?.body).toHaveLength(2000);
    }
    // Nothing a refused transaction wrote exists; unacknowledged writes may or may not have been committed.
    expect(docs.filter((d) => d.id.startsWith('missing-'))).toEqual([]);
    second.child.kill('SIGKILL');
    await new Promise((r) => second.child.once('exit', r));

    const db = new Database(join(dataDir, 'db.sqlite'), { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const rows = db.prepare('SELECT data FROM documents').all() as Array<{ data: string }>;
    expect(() => rows.forEach((r) => JSON.parse(r.data))).not.toThrow();
    expect(db.prepare('SELECT COUNT(*) AS n FROM users').get()).toEqual({ n: 3 });
    db.close();
    expect(existsSync(join(dataDir, 'files', DEMO_PUBLISHER.uid, 'uploads', 'never-finished.png'))).toBe(false);
    expect(readdirSync(join(dataDir, 'uploads-tmp'))).toEqual([]);
  }, 30_000);
});
