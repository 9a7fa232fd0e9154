import { schemaSource as served } from 'virtual:wizard-schema-source';
import { compileWizard } from '../compileWizard';
import type { CompiledWizard } from '../compiledWizard';
import type { WizardShape } from '../resolveManifest';
import type { SchemaSource } from '../schemaSource';
import { setHotWizards } from './hotWizards';
import { applySchemaUpdate, SCHEMA_UPDATE_EVENT, type SchemaUpdate } from './schemaUpdate';

// Development only (loadBrowserWizard imports this lazily outside production builds): the schema files
// as the dev server last checked them, and each wizard compiled once per change for every screen.

interface Entry {
  wizardId: string;
  shape: WizardShape;
  /** null once a change touched the wizard and nobody has asked for it since. */
  latest: CompiledWizard | null;
  listeners: Set<(next: CompiledWizard) => void>;
  /** What `loadBrowserWizard` hands out: always the newest compile (see `liveWizard`). */
  live: CompiledWizard;
}

const entries = new Map<string, Entry>();
const entryOf = new WeakMap<CompiledWizard, Entry>();
let source: SchemaSource | undefined = served;

function compile(entry: Entry): CompiledWizard {
  const wizard = compileWizard(source as SchemaSource, entry.wizardId, entry.shape);
  entryOf.set(wizard, entry);
  entry.latest = wizard;
  return wizard;
}

// The newest compile of an entry, compiled now if a change made the last one stale.
const latestOf = (entry: Entry) => entry.latest ?? compile(entry);

// One object per wizard, id, variant and mode that always answers with the newest compile. Screens that
// keep the wizard they loaded (a page's cache, a wrapper adding its rules) thus validate by the newest
// rules; `useHotWizard` also redraws them with the newest steps.
function liveWizard(entry: Entry): CompiledWizard {
  const read = (key: PropertyKey) => Reflect.get(latestOf(entry), key);
  return new Proxy({} as CompiledWizard, {
    get: (_target, key) => read(key),
    has: (_target, key) => key in latestOf(entry),
    ownKeys: () => Reflect.ownKeys(latestOf(entry)),
    getOwnPropertyDescriptor: (_target, key) =>
      Object.hasOwn(latestOf(entry), key) ? { value: read(key), writable: false, enumerable: true, configurable: true } : undefined,
  });
}

/** The wizard compiled from the dev server's files (`bundled` when there is no dev server: unit tests). */
export function devWizard(bundled: SchemaSource, wizardId: string, shape: WizardShape): CompiledWizard {
  source ??= bundled;
  const key = `${wizardId}\n${shape.variant ?? ''}\n${shape.mode ?? 'create'}`;
  let entry = entries.get(key);
  if (!entry) {
    entry = { wizardId, shape, latest: null, listeners: new Set(), live: null as unknown as CompiledWizard };
    entry.live = liveWizard(entry);
    entryOf.set(entry.live, entry);
    entries.set(key, entry);
  }
  // Without a dev server (unit tests) nothing changes under a screen: the plain compile is enough.
  return import.meta.hot ? entry.live : latestOf(entry);
}

function onUpdate(update: SchemaUpdate): void {
  source = applySchemaUpdate(source ?? {}, update);
  // The change passed `schemas:check`: whatever the overlay said before is fixed.
  document.querySelectorAll('vite-error-overlay').forEach((overlay) => (overlay as HTMLElement & { close(): void }).close());
  for (const entry of entries.values()) {
    if (!update.affected.includes(entry.wizardId)) continue;
    entry.latest = null;
    if (entry.listeners.size === 0) continue;
    let next: CompiledWizard;
    try {
      next = compile(entry);
    } catch (error) {
      // The server checked the files first, so this is a bug of ours, not a schema mistake.
      console.error(`[schemas] could not compile ${entry.wizardId} after the change`, error);
      continue;
    }
    entry.listeners.forEach((listener) => listener(next));
  }
  console.info(`[schemas] hot updated: ${update.affected.length ? update.affected.join(', ') : 'no wizard uses the changed files'}`);
}

setHotWizards({
  latest: (wizard) => {
    const entry = entryOf.get(wizard);
    return entry ? latestOf(entry) : wizard;
  },
  subscribe(wizard, listener) {
    const entry = entryOf.get(wizard);
    if (!entry) return () => {};
    entry.listeners.add(listener);
    return () => entry.listeners.delete(listener);
  },
});

if (import.meta.hot) import.meta.hot.on(SCHEMA_UPDATE_EVENT, onUpdate);
