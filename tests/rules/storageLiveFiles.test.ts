import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// storage.rules cannot be evaluated on this machine (docs/firebase-testing.md); this keeps its live-file rule
// stating the server's list, as tests/server/rulesMirror.test.ts does for the other lists.
const storage = readFileSync('storage.rules', 'utf8');
const guard = readFileSync('src/server/files/publishedFileGuard.ts', 'utf8');

const quoted = (text: string) => [...text.matchAll(/'([^']+)'/g)].map((m) => m[1]).sort();

describe('storage.rules keeps the files of live items like the files API', () => {
  it('counts the same statuses as live', () => {
    const server = /const LIVE_STATUSES = new Set\(\[([^\]]*)\]\)/.exec(guard)?.[1];
    const rules = /function isLive\(uid, itemId\) \{[\s\S]*?in \[([^\]]*)\];/.exec(storage)?.[1];
    expect(server).toBeDefined();
    expect(quoted(rules ?? '')).toEqual(quoted(server!));
  });

  it('keeps an approved edit’s folder by the stamps the server lists on the item', () => {
    const field = /export const LIVE_EDIT_STAMPS = '([^']+)'/.exec(readFileSync('src/server/wizards/itemRevision.ts', 'utf8'))?.[1];
    expect(field).toBeDefined();
    expect(storage).toMatch(new RegExp(`function keepsShownEdit\\(uid, itemId, stamp\\) \\{[\\s\\S]*?keepsLiveFiles\\(uid, itemId\\) \\|\\| !\\(stamp in firestore\\.get\\(item\\)\\.data\\.get\\('${field}', \\[\\]\\)\\)`));
    expect(storage).toMatch(/edits\/\{stamp\}\/\{allPaths=\*\*\} \{\s*allow delete: if [^;]*keepsShownEdit\(uid, itemId, stamp\);/);
    expect(storage).toMatch(/courses\/\{courseId\}\/edits\/\{stamp\}\/\{allPaths=\*\*\} \{\s*allow create, update: if [^;]*keepsShownEdit\(uid, courseId, stamp\);/);
    expect(storage).toMatch(/tracks\/\{trackId\}\/edits\/\{stamp\}\/\{allPaths=\*\*\} \{\s*allow create, update: if [^;]*keepsShownEdit\(uid, trackId, stamp\);/);
  });

  it('guards overwrites of course and track files with the live check', () => {
    expect(storage).toMatch(/match \/\{uid\}\/uploads\/courses\/\{courseId\}\/\{allPaths=\*\*\} \{\s*allow create, update: if [^;]*keepsLiveFiles\(uid, courseId\);/);
    expect(storage).toMatch(/match \/\{uid\}\/uploads\/tracks\/\{trackId\}\/\{allPaths=\*\*\} \{\s*allow create, update: if [^;]*keepsLiveFiles\(uid, trackId\);/);
    expect(storage).toMatch(/match \/\{uid\}\/uploads\/\{area\}\/\{itemId\}\/\{allPaths=\*\*\} \{\s*allow delete: if [^;]*keepsLiveFiles\(uid, itemId\);/);
    // The catch-all folder rules leave courses and tracks to the rules above.
    expect(storage).toMatch(/allow delete: if mayTouch\(uid\) && folder != 'courses' && folder != 'tracks';/);
    expect(storage).toMatch(/folder != 'profile_picture' && folder != 'courses' && folder != 'tracks'/);
  });
});
