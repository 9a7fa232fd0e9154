import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { notFound } from '../http/HttpError';
import { consoleLogger, type Logger } from '../logger';
import { reloadWizardCatalogs } from '../wizards/wizardCatalog';
import { schemaHotReloadPlugin } from './schemaHotReloadPlugin';

/**
 * Vite in middleware mode on our own HTTP server: the UI hot-reloads against the same API and port, and
 * a schema edit reaches the server's compiled wizards and the open screens together (schemaHotReloadPlugin).
 * `schemaRoot`: the folder holding `schemas/` (the project's, unless the server was pointed at a copy).
 */
export async function viteDev(projectRoot: string, httpServer: Server, { schemaRoot = projectRoot, logger = consoleLogger }: { schemaRoot?: string; logger?: Logger } = {}) {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: projectRoot,
    configFile: join(projectRoot, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: 'spa',
    plugins: [schemaHotReloadPlugin({ root: schemaRoot, logger, onApplied: reloadWizardCatalogs })],
  });
  const handle = (req: IncomingMessage, res: ServerResponse) =>
    new Promise<void>((resolve, reject) => {
      res.on('close', () => resolve());
      vite.middlewares(req, res, (error?: unknown) => (error ? reject(error as Error) : reject(notFound(`Not found: ${req.url}`))));
    });
  return { handle, close: () => vite.close() };
}
