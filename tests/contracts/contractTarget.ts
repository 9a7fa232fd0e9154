import type { Backend } from '../../src/backend/ports';
import { itUnless } from '../setup/itUnless';

export interface Account {
  email: string;
  password: string;
}

/** What a contract suite needs from an adapter: fresh backends and two ordinary users (A and B). */
export interface ContractTarget {
  /** A new backend instance with its own session (its own cookie jar, its own SDK app). */
  newBackend(): Promise<Backend>;
  a: Account;
  b: Account;
}

/** Suites read the target lazily: the runner creates it in `beforeAll`, after the suites are registered. */
export type TargetGetter = () => ContractTarget;

/** A backend already signed in as `account`. */
export async function signedIn(target: ContractTarget, account: Account): Promise<{ backend: Backend; uid: string }> {
  const backend = await target.newBackend();
  const user = await backend.auth.signInWithEmail(account.email, account.password);
  return { backend, uid: user.uid };
}

/** A collection name no earlier run used, so suites never see each other's documents. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

/** Resolves when `predicate` holds for a value pushed to the returned `push`, or rejects after `ms`. */
export function waitFor<T>(predicate: (value: T) => boolean, ms = 5000): { push(value: T): void; done: Promise<T> } {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const done = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  const timer = setTimeout(() => reject(new Error(`condition not met within ${ms} ms`)), ms);
  return {
    push(value) {
      if (predicate(value)) {
        clearTimeout(timer);
        resolve(value);
      }
    },
    done,
  };
}

/** What a contract run knows about its backend beyond the target. */
export interface ContractOptions {
  /**
   * Set when the backend under test does not evaluate firestore.rules / storage.rules (the local protocol
   * servers): the tests that only rules can pass skip, with this reason in their name. Unset: they run.
   */
  rulesSkipReason?: string;
}

/** `it` for a test that needs the backend's access rules: skipped, reason shown, when they are not evaluated. */
export function rulesIt(options: ContractOptions = {}): (name: string, fn: () => Promise<void>) => void {
  return itUnless(options.rulesSkipReason);
}
