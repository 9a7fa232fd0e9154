import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromiumUnavailableReason } from './chromium';
import { startProductServer } from './startProductServer';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The product's URL, or '' when the browser tests are skipped. */
    baseUrl: string;
    /** Why the browser tests are skipped locally; '' when they run. */
    skipReason: string;
  }
}

/** Runs the production path once for all browser tests: build if stale, then `npm start` semantics. */
export default async function setup(project: TestProject) {
  const reason = chromiumUnavailableReason();
  if (reason) {
    console.warn(`Browser tests skipped: ${reason}`);
    project.provide('baseUrl', '');
    project.provide('skipReason', reason);
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'dashboard-e2e-'));
  const server = await startProductServer(project.config.root, dataDir, 230_000);
  project.provide('baseUrl', server.url);
  project.provide('skipReason', '');
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
