import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/engine/validation/testing/keywordHarness';
import { copySchemas } from './cliHarness';

const DETAILS = 'schemas/wizards/course/steps/details.schema.json';

describe('npm run schemas:check -- --watch', () => {
  const copy = copySchemas();
  const child = spawn(join(PROJECT_ROOT, 'node_modules/.bin/tsx'), [join(PROJECT_ROOT, 'src/engine/cli/schemasCheck.ts'), copy.root, '--watch'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Resolves once the output since `from` matches.
  const printed = (pattern: RegExp, from: number) =>
    expect.poll(() => pattern.test(output.slice(from)), { timeout: 30_000, interval: 100 }).toBe(true);

  afterEach(() => {
    child.kill('SIGTERM');
    copy.remove();
  });

  it('checks once, then again after each save: a mistake with file and pointer, then OK once fixed', async () => {
    await printed(/watching schemas, tests\/fixtures\/wizards/, 0);
    expect(output).toMatch(/schemas:check: \d+ files OK/);
    let from = output.length;
    copy.edit(DETAILS, (schema) => void (schema.properties.title.minLength = 'twelve'));
    await printed(/details\.schema\.json changed[\s\S]*details\.schema\.json#\/properties\/title\/minLength: must be integer/, from);
    from = output.length;
    copy.edit(DETAILS, (schema) => void (schema.properties.title.minLength = 12));
    await printed(/details\.schema\.json changed[\s\S]*schemas:check: \d+ files OK/, from);
    expect(child.exitCode).toBeNull();
  }, 90_000);
});
