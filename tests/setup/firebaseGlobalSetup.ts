import type { TestProject } from 'vitest/node';
import { start, type EmulatorHosts, type RunningEmulators } from './firebaseEmulators';

// Global setup of the `firebase` Vitest project (vite.config.ts): one set of local protocol servers for all of
// its test files, started only when that project has files to run. Test files read the hosts with
// `inject('firebaseEmulators')`; tests/setup/firebaseEnv.ts also puts them into process.env for firebase-admin.

declare module 'vitest' {
  export interface ProvidedContext {
    firebaseEmulators: { hosts: EmulatorHosts; projectId: string; rulesEvaluated: boolean; env: Record<string, string> };
  }
}

// The Auth emulator compiles its OpenAPI spec at start-up: 30-90 s on a loaded 2-core machine. A start that
// takes longer than this is abandoned (its servers are stopped when they do come up) and tried once more.
const START_TIMEOUT_MS = 240_000;
const ATTEMPTS = 2;

async function startWithin(ms: number): Promise<RunningEmulators> {
  const starting = start();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the Firebase protocol servers did not start within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([starting, timeout]);
  } catch (error) {
    starting.then((late) => late.stop()).catch(() => undefined);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  let emulators: RunningEmulators | undefined;
  for (let attempt = 1; !emulators; attempt += 1) {
    try {
      emulators = await startWithin(START_TIMEOUT_MS);
    } catch (error) {
      if (attempt >= ATTEMPTS) {
        throw new Error(`Firebase project: could not start the local protocol servers (Firestore, Auth, Storage) after ${ATTEMPTS} attempts: ${String(error)}`);
      }
      console.warn(`Firebase protocol servers: attempt ${attempt} failed (${String(error)}); trying again`);
    }
  }
  console.info(
    `Firebase protocol servers up in ${Date.now() - started} ms: firestore ${emulators.hosts.firestore}, auth ${emulators.hosts.auth}, ` +
      `storage ${emulators.hosts.storage}; rules ${emulators.rulesEvaluated ? 'evaluated (official emulators)' : 'NOT evaluated'}`,
  );
  const { hosts, projectId, rulesEvaluated, env } = emulators;
  project.provide('firebaseEmulators', { hosts, projectId, rulesEvaluated, env });
  Object.assign(process.env, env);
  return () => emulators.stop();
}
