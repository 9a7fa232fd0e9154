import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT } from '../startServer';
import { buildServerBundle } from './buildServerBundle';

// npm run build:server-bundle -- [--out DIR] [--with-app]
const { values } = parseArgs({ options: { out: { type: 'string', default: 'dist-server' }, 'with-app': { type: 'boolean', default: false } } });
const started = Date.now();
buildServerBundle({ projectRoot: PROJECT_ROOT, outDir: values.out, withApp: values['with-app'] })
  .then((bundle) => {
    console.log(`Built the server service into ${relative(process.cwd(), bundle.outDir) || '.'} in ${Date.now() - started} ms: ${bundle.files.filter((f) => f.endsWith('.mjs')).join(', ')}`);
    console.log('Deploy it: README, "Deploying the server service".');
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
