import { join, relative } from 'node:path';
import type { ErrorPayload, Plugin, ViteDevServer } from 'vite';
import { formatProblem, type SchemaProblem } from '../../engine/check/schemaProblem';
import { checkProject } from '../../engine/cli/checkProject';
import { createSchemaReloader, type AppliedChange, type ReloadOutcome } from '../../engine/hot/schemaReloader';
import { SCHEMA_SOURCE_MODULE, SCHEMA_UPDATE_EVENT, type SchemaUpdate } from '../../engine/hot/schemaUpdate';
import type { SchemaSource } from '../../engine/schemaSource';
import type { Logger } from '../logger';

const RESOLVED_SOURCE_MODULE = `\0${SCHEMA_SOURCE_MODULE}`;
// Editors save in bursts (write, rename, touch): one look after the burst.
const SETTLE_MS = 25;

export interface SchemaHotReloadOptions {
  /** The folder holding `schemas/` (the project, or a copy the dev server was pointed at). */
  root: string;
  logger: Logger;
  /** A change passed the check: the server takes it first (the browser hears of it right after). */
  onApplied(dir: string, source: SchemaSource, affected: readonly string[]): void;
}

/** Vite's error overlay for schema mistakes: the same `file#/pointer: message` lines `schemas:check` prints. */
export function schemaErrorPayload(root: string, problems: readonly SchemaProblem[]): ErrorPayload {
  const first = problems[0];
  return {
    type: 'error',
    err: {
      plugin: 'schemas:check',
      message: `${problems.map(formatProblem).join('\n')}\n\nThe server keeps the last good version of these schemas until this is fixed.`,
      stack: '',
      ...(first ? { id: join(root, first.file) } : {}),
    },
  };
}

/** What the browser needs of an applied change: the new contents and removed paths under it, and the wizards touched. */
function updateFor(outcome: AppliedChange): SchemaUpdate {
  const present = outcome.changed.filter((path) => Object.hasOwn(outcome.source, path));
  return {
    files: Object.fromEntries(present.map((path) => [path, outcome.source[path]])),
    removed: outcome.changed.filter((path) => !Object.hasOwn(outcome.source, path)),
    affected: outcome.affected,
  };
}

/**
 * `npm run dev` only (the embedded server adds it to Vite): serves the checked schema files to the
 * browser as `virtual:wizard-schema-source`, and on every edit under `schemas/` runs `schemas:check`
 * on what the edit touches. A clean edit reaches the server's compiled wizards first, then the browser
 * (a `wizard-schemas:update` message the open screens apply in place); a mistake shows as Vite's error
 * overlay and in the server log, while both sides keep the last good schemas.
 */
export function schemaHotReloadPlugin(options: SchemaHotReloadOptions): Plugin {
  const dir = 'schemas';
  const folder = join(options.root, dir);
  const reloader = createSchemaReloader(options.root, [dir], checkProject);
  let problems: SchemaProblem[] = [];
  let timer: NodeJS.Timeout | null = null;
  const isSchemaFile = (file: string) => file.endsWith('.json') && !relative(folder, file).startsWith('..');

  function reload(server: ViteDevServer): void {
    const started = performance.now();
    let outcome: ReloadOutcome;
    try {
      outcome = reloader.reload();
    } catch (error) {
      options.logger.error('Schemas: could not check the change', error);
      return;
    }
    const { applied } = outcome;
    const hadProblems = problems.length > 0;
    problems = outcome.problems;
    if (applied) {
      try {
        options.onApplied(dir, applied.source, applied.affected);
      } catch (error) {
        options.logger.error(`Schemas: the server could not compile ${applied.affected.join(', ')}`, error);
      }
      const module = server.environments.client.moduleGraph.getModuleById(RESOLVED_SOURCE_MODULE);
      // A page loaded from now on starts from the new files.
      if (module) server.environments.client.moduleGraph.invalidateModule(module);
      server.ws.send(SCHEMA_UPDATE_EVENT, updateFor(applied));
      const wizards = applied.affected.length ? `recompiled ${applied.affected.join(', ')}` : 'no wizard uses them';
      options.logger.info(`Schemas: ${applied.changed.join(', ')} changed; ${wizards} (${Math.round(performance.now() - started)} ms).`);
    } else if (hadProblems && problems.length === 0) {
      // Put back as it was: nothing to take, but the overlay must go (the browser closes it on any update).
      server.ws.send(SCHEMA_UPDATE_EVENT, { files: {}, removed: [], affected: [] } satisfies SchemaUpdate);
    }
    if (problems.length) {
      options.logger.warn(`Schemas: not applied, the last good version stays in force until this is fixed:\n${problems.map(formatProblem).join('\n')}`);
      server.ws.send(schemaErrorPayload(options.root, problems));
    }
  }

  return {
    name: 'wizard-schema-hot-reload',
    enforce: 'pre',
    apply: 'serve',
    resolveId: (id) => (id === SCHEMA_SOURCE_MODULE ? RESOLVED_SOURCE_MODULE : undefined),
    load: (id) => (id === RESOLVED_SOURCE_MODULE ? `export const schemaSource = ${JSON.stringify(reloader.current())};\n` : undefined),
    configureServer(server) {
      server.watcher.add(folder);
      const changed = (file: string) => {
        if (!isSchemaFile(file)) return;
        if (timer) clearTimeout(timer);
        timer = setTimeout(() => {
          timer = null;
          reload(server);
        }, SETTLE_MS);
      };
      server.watcher.on('add', changed).on('change', changed).on('unlink', changed);
      // A page opened (or reloaded) while a mistake is unfixed sees the overlay too.
      server.ws.on('vite:client:connect', () => {
        if (problems.length) server.ws.send(schemaErrorPayload(options.root, problems));
      });
    },
    // Schema files are this plugin's: Vite's own update would re-run the modules bundling them and reload the page.
    hotUpdate(update) {
      if (isSchemaFile(update.file)) return [];
    },
  };
}
