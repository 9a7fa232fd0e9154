import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS } from './seed/demoAccounts';
import { DEFAULT_PORT, PROJECT_ROOT, startServer } from './startServer';
import { buildAppIfNeeded } from './web/buildApp';

const USAGE = `Usage: npm start -- [--port N] [--data DIR] [--dev] [--rebuild] [--port-file FILE]
  --port N         port on 127.0.0.1 (default ${DEFAULT_PORT}, or env PORT; 0 picks a free one)
  --data DIR       data folder: database, uploaded files, token key (default .data, or env DATA_DIR)
  --dev            serve the UI through Vite with hot reload (same as npm run dev)
  --rebuild        rebuild the app before serving even if dist/ exists
  --skip-build     never build; serve dist/ as it is (API-only use, tests)
  --port-file FILE write the chosen port to FILE once listening
  --schema-root DIR serve the schemas in DIR/schemas instead of the project's (a copy to experiment on)`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      data: { type: 'string' },
      dev: { type: 'boolean', default: false },
      rebuild: { type: 'boolean', default: false },
      'skip-build': { type: 'boolean', default: false },
      'port-file': { type: 'string' },
      'schema-root': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return void console.log(USAGE);
  const port = values.port === undefined ? undefined : Number(values.port);
  if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535)) throw new Error(`--port must be 0 to 65535, got ${values.port}`);
  if (!values.dev && !values['skip-build'] && (await buildAppIfNeeded(PROJECT_ROOT, values.rebuild))) console.log('Built the app into dist/.');

  const server = await startServer({ ...(port === undefined ? {} : { port }), ...(values.data ? { dataDir: values.data } : {}), dev: values.dev, ...(values['schema-root'] ? { schemaRoot: values['schema-root'] } : {}) });
  if (values['port-file']) writeFileSync(values['port-file'], String(server.port));
  console.log(`
Publisher dashboard running at ${server.url}${values.dev ? ' (dev mode, hot reload)' : ''}
Data folder: ${server.dataDir}
Change them with --port N / env PORT (default ${DEFAULT_PORT}) and --data DIR / env DATA_DIR (default .data).

Demo accounts:
${DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(22)} password ${a.password.padEnd(14)} ${a.role}`).join('\n')}
`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') console.error(`That port is in use. Pick another one with --port N (0 picks a free port).`);
  else console.error(error);
  process.exit(1);
});
