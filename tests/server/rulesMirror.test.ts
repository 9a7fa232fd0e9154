import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_FIELD_RULES } from '../../src/server/docs/publisherWritableFields';
import { imageUploadLimit } from '../../src/server/files/imageUploadLimit';

// firestore.rules and storage.rules cannot be evaluated on this machine; these checks keep them stating the
// server's lists (src/server/docs/publisherWritableFields.ts), so neither can drift from the other silently.
const firestore = readFileSync('firestore.rules', 'utf8');
const storage = readFileSync('storage.rules', 'utf8');

/** The rules' match path for a server pattern: `users/*` is `/users/{uid}`, a final `**` is `{document=**}`. */
const matchPath = (pattern: string) =>
  `/${pattern
    .split('/')
    .map((part, i) => (part === '**' ? '{document=**}' : part === '*' ? (i === 1 ? '{uid}' : '{document=**}') : part))
    .join('/')}`;

/** The body of `match {path} { … }` (up to the next match or the end of its parent). */
function matchBlock(path: string): string {
  const start = firestore.indexOf(`match ${path} {`);
  if (start < 0) return '';
  const next = firestore.indexOf('match /', start + 1);
  return firestore.slice(start, next < 0 ? undefined : next);
}

describe('firestore.rules mirrors the documents API', () => {
  it('lists exactly the private settings fields a publisher may write', () => {
    const listed = /function publisherSettingsFields\(\) \{\s*return \[([^\]]*)\];/.exec(firestore)?.[1] ?? '';
    const fields = [...listed.matchAll(/'([^']+)'/g)].map((m) => m[1]);
    const server = DOCUMENT_FIELD_RULES.find((rule) => rule.pattern === 'users/*/private/settings')!;
    expect(fields.sort()).toEqual(Object.keys(server.writable).sort());
  });

  it.each(DOCUMENT_FIELD_RULES.map((rule) => [rule.pattern, rule] as const))('%s: a match block with the same allow-list', (_pattern, rule) => {
    const block = matchBlock(matchPath(rule.pattern));
    expect(block).not.toBe('');
    const fields = Object.keys(rule.writable);
    if (fields.length > 0) {
      expect(block).toContain('changedFields().hasOnly(publisherSettingsFields())');
      for (const field of fields) expect(firestore).toContain(`'${field}' in changed`);
    } else {
      // Nothing free-form: owners may change no field at all, or only admins write.
      const writes = block.split('\n').filter((line) => /allow (write|create|update)/.test(line));
      expect(writes.length).toBeGreaterThan(0);
      for (const line of writes) expect(line).toMatch(/changedFields\(\)\.hasOnly\(\[\]\)|allow write: if isAdmin\(\);/);
    }
  });

  it('refuses library items (and everything below them) to every client, admins included', () => {
    expect(matchBlock('/users/{uid}/{collection}/{document=**}')).toContain("collection != 'library_items'");
    expect(firestore).not.toMatch(/match \/users\/\{uid\}\/library_items/);
  });

  it('refuses retreats and their accommodation options to every client, admins included, like the documents API', () => {
    expect(matchBlock('/users/{uid}/{collection}/{document=**}')).toContain("collection != 'retreats'");
    expect(firestore).not.toMatch(/match \/users\/\{uid\}\/retreats/);
  });
});

describe('storage.rules mirrors the files API', () => {
  it('caps images at the shared image rule of schemas/common/media.schema.json', () => {
    expect(storage).toContain(`request.resource.size <= ${imageUploadLimit().maxBytes}`);
  });

  it("keeps the reviewed profile picture to admins and the publisher's own upload to the 'edited' folder", () => {
    expect(storage).toMatch(/match \/\{uid\}\/uploads\/profile_picture\/\{file\} \{\s*allow create, update: if request\.auth != null && request\.auth\.token\.admin == true/);
    expect(storage).toMatch(/match \/\{uid\}\/uploads\/profile_picture\/edited\/\{file\} \{\s*allow create, update: if mayTouch\(uid\) && isImage\(\);/);
  });

  it('never accepts a type the files API refuses (HTML, SVG, scripts)', () => {
    for (const type of ['text/html', 'image/svg', 'javascript', 'xml']) expect(storage).not.toContain(type);
  });
});
