import type { TestProject } from 'vitest/node';
import { start, type EmulatorHosts } from './firebaseEmulators';

// Global setup of the `firebase` Vitest project (vite.config.ts): one set of local protocol servers for all of
// its test files, started only when that project has files to run. Test files read the hosts with
// `inject('firebaseEmulators')`; tests/setup/firebaseEnv.ts also puts them into process.env for firebase-admin.

declare module 'vitest' {
  export interface ProvidedContext {
    firebaseEmulators: { hosts: EmulatorHosts; projectId: string; rulesEvaluated: boolean; env: Record<string, string> };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const emulators = await start();
  console.info(
    `Firebase protocol servers up in ${Date.now() - started} ms: firestore ${emulators.hosts.firestore}, auth ${emulators.hosts.auth}, ` +
      `storage ${emulators.hosts.storage}; rules ${emulators.rulesEvaluated ? 'evaluated (official emulators)' : 'NOT evaluated'}`,
  );
  const { hosts, projectId, rulesEvaluated, env } = emulators;
  project.provide('firebaseEmulators', { hosts, projectId, rulesEvaluated, env });
  Object.assign(process.env, env);
  return () => emulators.stop();
}
