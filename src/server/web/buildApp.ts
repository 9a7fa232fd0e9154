import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Builds the app with the project's vite.config.ts when `dist/index.html` is missing (or when forced). */
export async function buildAppIfNeeded(projectRoot: string, force = false): Promise<boolean> {
  if (!force && existsSync(join(projectRoot, 'dist', 'index.html'))) return false;
  const { build } = await import('vite');
  await build({ root: projectRoot, configFile: join(projectRoot, 'vite.config.ts'), logLevel: 'warn' });
  return true;
}
