import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { notFound } from '../http/HttpError';

/** Vite in middleware mode on our own HTTP server: the UI hot-reloads against the same API and port. */
export async function viteDev(projectRoot: string, httpServer: Server) {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: projectRoot,
    configFile: join(projectRoot, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: 'spa',
  });
  const handle = (req: IncomingMessage, res: ServerResponse) =>
    new Promise<void>((resolve, reject) => {
      res.on('close', () => resolve());
      vite.middlewares(req, res, (error?: unknown) => (error ? reject(error as Error) : reject(notFound(`Not found: ${req.url}`))));
    });
  return { handle, close: () => vite.close() };
}
