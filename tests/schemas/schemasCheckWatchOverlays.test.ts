import { spawn } from 'node:child_process';
import { cpSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OVERLAY_DIR } from '../../src/lib/i18n/schema/nodeSchemaText';
import { PROJECT_ROOT } from '../../src/engine/validation/testing/keywordHarness';
import { copySchemas } from './cliHarness';

const FRENCH = `${OVERLAY_DIR}/fr.json`;

describe('npm run schemas:check -- --watch, translation overlays', () => {
  const copy = copySchemas();
  mkdirSync(join(copy.root, OVERLAY_DIR), { recursive: true });
  cpSync(join(PROJECT_ROOT, OVERLAY_DIR), join(copy.root, OVERLAY_DIR), { recursive: true });
  const child = spawn(join(PROJECT_ROOT, 'node_modules/.bin/tsx'), [join(PROJECT_ROOT, 'src/engine/cli/schemasCheck.ts'), copy.root, '--watch'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const printed = (pattern: RegExp, from: number) =>
    expect.poll(() => pattern.test(output.slice(from)), { timeout: 30_000, interval: 100 }).toBe(true);

  afterEach(() => {
    child.kill('SIGTERM');
    copy.remove();
  });

  it('checks again when an overlay is saved: a stale translation is reported, and no longer once put back', async () => {
    await printed(/watching schemas, tests\/fixtures\/wizards, src\/lib\/i18n\/schemaOverlays/, 0);
    let key = '';
    let source = '';
    // A translation made from another English than today's: what a translator saving an old copy produces.
    copy.edit(FRENCH, (overlay) => {
      key = Object.keys(overlay)[0] as string;
      source = overlay[key].source;
      overlay[key].source = '00000000';
    });
    let from = output.length;
    const line = `${key}: fr translation stale`;
    await printed(/fr\.json changed[\s\S]*schema translations are missing or stale/, from);
    expect(output.slice(from)).toContain(line);
    from = output.length;
    copy.edit(FRENCH, (overlay) => void (overlay[key].source = source));
    await printed(/fr\.json changed[\s\S]*schemas:check: \d+ files OK/, from);
    expect(output.slice(from)).not.toContain(line);
    expect(child.exitCode).toBeNull();
  }, 90_000);
});
