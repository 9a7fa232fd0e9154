import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Builds the app with the project's vite.config.ts when `dist/index.html` is missing (or when forced).
 * Always the production build: Vite follows NODE_ENV when it is set, and a test runner's
 * NODE_ENV=test would otherwise ship React's development build and the run-time schema compiler
 * (which the Content-Security-Policy then refuses).
 */
export async function buildAppIfNeeded(projectRoot: string, force = false): Promise<boolean> {
  if (!force && existsSync(join(projectRoot, 'dist', 'index.html'))) return false;
  const { build } = await import('vite');
  const callersNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: projectRoot, configFile: join(projectRoot, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
  } finally {
    if (callersNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callersNodeEnv;
  }
  return true;
}
