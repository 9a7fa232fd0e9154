import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { RETREAT_TERMS_TEXT } from '../legal/retreatTermsPdf';

/**
 * The deployable server service: one folder a container build (Dockerfile) or `gcloud run deploy --source`
 * takes as it is. It holds
 *   server.mjs (+ lazily loaded chunks)  the server bundled by esbuild from src/server/deploy/serviceMain.ts
 *   package.json, package-lock.json      only the packages left outside the bundle (native or SDK code), locked
 *                                        at the project lock's versions
 *   schemas/, src/lib/i18n/schemaOverlays/, public/terms/, src/server/seed/demoVideo/
 *                                        what the server reads from disk at run time, at the same paths
 *                                        relative to the bundle as to the project root
 *   Dockerfile, .dockerignore            the image (Node 20, `npm ci --omit=dev`, `node server.mjs`)
 *   app/                                 with `withApp`, the built app (dist/) to serve besides the API
 */

/** Packages the bundle imports at run time instead of containing them (native add-ons, the Admin SDK's data files). */
export const RUNTIME_PACKAGES = ['better-sqlite3', 'firebase-admin'] as const;
/** Imported only by development paths the service never takes (Vite's dev server and build). */
const NEVER_LOADED = ['vite'];

/** Folders and files the server reads relative to the project root. */
export const RUNTIME_FILES = ['schemas', 'src/lib/i18n/schemaOverlays', `public${RETREAT_TERMS_TEXT}`, 'src/server/seed/demoVideo'] as const;

export interface BundleOptions {
  projectRoot: string;
  outDir: string;
  /** Also copy the built app (`dist/`, which must exist) into `app/`. */
  withApp?: boolean;
}

export interface BuiltBundle {
  outDir: string;
  entry: string;
  files: string[];
  /** Every module the bundle's files import at run time (esbuild's metafile): built-ins and RUNTIME_PACKAGES. */
  externalImports: string[];
}

/**
 * Modules compute paths from their own location (`new URL('../../..', import.meta.url)` is the project root).
 * In the bundle every module's code sits in a file at the bundle's root, so each `import.meta.url` becomes
 * the URL the module's source file would have inside the bundle folder: the relative paths still land on the
 * runtime files copied there. Chunks are written at the root too (`chunkNames`), so this holds in them.
 */
function moduleUrlPlugin(projectRoot: string): Plugin {
  return {
    name: 'module-url-in-bundle',
    setup(b) {
      b.onLoad({ filter: /\.(ts|tsx|mts|js|mjs)$/ }, async (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`) || !args.path.startsWith(projectRoot + sep)) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const rel = relative(projectRoot, args.path).split(sep).join('/');
        const loader = args.path.endsWith('.tsx') ? 'tsx' : args.path.endsWith('.ts') || args.path.endsWith('.mts') ? 'ts' : 'js';
        return { contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(`./${rel}`)}, import.meta.url).href`), loader };
      });
    },
  };
}

function runtimePackageJson(projectRoot: string): Record<string, unknown> {
  const project = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { name: string; version: string; engines?: Record<string, string>; dependencies: Record<string, string> };
  const dependencies: Record<string, string> = {};
  for (const name of RUNTIME_PACKAGES) {
    const version = project.dependencies[name];
    if (!version) throw new Error(`package.json lists no dependency ${name}, which the server bundle needs at run time`);
    dependencies[name] = version;
  }
  return {
    name: `${project.name}-server`,
    version: project.version,
    private: true,
    type: 'module',
    description: 'The publisher dashboard server service (built by npm run build:server-bundle; do not edit).',
    engines: project.engines ?? { node: '>=20.19' },
    scripts: { start: 'node server.mjs' },
    dependencies,
  };
}

interface LockEntry {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  dev?: boolean;
  devOptional?: boolean;
  [key: string]: unknown;
}

/**
 * The bundle's package-lock.json: the runtime packages and everything they depend on, at the versions and
 * places the project's own lock has them (the versions the tests ran with), so the image installs with
 * `npm ci`. Each dependency is resolved as Node does, from the requiring package's folder up to the root;
 * the entries found are kept at their paths, which stays a valid tree.
 */
export function runtimeLock(projectRoot: string, pkg: { name: string; version: string; dependencies: Record<string, string> }): Record<string, unknown> {
  const lock = JSON.parse(readFileSync(join(projectRoot, 'package-lock.json'), 'utf8')) as { lockfileVersion: number; packages: Record<string, LockEntry> };
  const packages: Record<string, LockEntry> = {};
  const resolveFrom = (from: string, name: string): string | null => {
    for (let dir = from; ; dir = dir.includes('/node_modules/') ? dir.slice(0, dir.lastIndexOf('/node_modules/')) : '') {
      const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
      if (lock.packages[candidate]) return candidate;
      if (dir === '') return null;
    }
  };
  const visit = (from: string, name: string, optional: boolean) => {
    const at = resolveFrom(from, name);
    if (!at) {
      if (optional) return;
      throw new Error(`package-lock.json has no ${name} for ${from || 'the project'}: run npm install`);
    }
    if (packages[at]) return;
    const { dev: _dev, devOptional: _devOptional, ...entry } = lock.packages[at]!;
    packages[at] = entry;
    for (const dep of Object.keys(entry.dependencies ?? {})) visit(at, dep, false);
    for (const dep of Object.keys(entry.optionalDependencies ?? {})) visit(at, dep, true);
    for (const dep of Object.keys(entry.peerDependencies ?? {})) visit(at, dep, entry.peerDependenciesMeta?.[dep]?.optional === true);
  };
  for (const name of Object.keys(pkg.dependencies)) visit('', name, false);
  const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a < b ? -1 : 1)));
  return { name: pkg.name, version: pkg.version, lockfileVersion: lock.lockfileVersion, requires: true, packages: { '': { name: pkg.name, version: pkg.version, dependencies: pkg.dependencies }, ...sorted } };
}

const DOCKERFILE = `# The publisher dashboard server service. Built from this folder (npm run build:server-bundle).
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
# better-sqlite3 (the embedded backend, also loaded on Firebase) installs its prebuilt binary; with no
# network for it, npm compiles it, which needs: apt-get install -y python3 make g++
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY . .
# Cloud Run sets PORT; the service listens on 0.0.0.0. Scratch files go to DATA_DIR (in-memory /tmp on Cloud Run).
ENV PORT=8080 DATA_DIR=/tmp/publisher-dashboard
USER node
EXPOSE 8080
CMD ["node", "server.mjs"]
`;

const DOCKERIGNORE = `node_modules
npm-debug.log
`;

/** Builds the bundle into `outDir` (emptied first). */
export async function buildServerBundle({ projectRoot, outDir, withApp = false }: BundleOptions): Promise<BuiltBundle> {
  const root = resolve(projectRoot);
  const out = resolve(outDir);
  if (out === root || root.startsWith(out + sep)) throw new Error(`Refusing to empty ${out}: it holds the project`);
  if (withApp && !existsSync(join(root, 'dist', 'index.html'))) throw new Error('withApp needs the built app: run npm run build first');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: { server: join(root, 'src/server/deploy/serviceMain.ts') },
    outdir: out,
    bundle: true,
    splitting: true,
    chunkNames: '[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outExtension: { '.js': '.mjs' },
    sourcemap: true,
    external: [...RUNTIME_PACKAGES, ...RUNTIME_PACKAGES.map((p) => `${p}/*`), ...NEVER_LOADED],
    // Bundled CommonJS packages call require(); an ES module has none of its own.
    banner: { js: "import { createRequire as __bundleCreateRequire } from 'node:module'; const require = __bundleCreateRequire(import.meta.url);" },
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [moduleUrlPlugin(root)],
    logLevel: 'warning',
    metafile: true,
  });
  for (const path of RUNTIME_FILES) {
    const from = join(root, path);
    if (!existsSync(from)) throw new Error(`The server reads ${path} at run time, but the project has none`);
    mkdirSync(dirname(join(out, path)), { recursive: true });
    cpSync(from, join(out, path), { recursive: true });
  }
  if (withApp) cpSync(join(root, 'dist'), join(out, 'app'), { recursive: true });
  const pkg = runtimePackageJson(root) as { name: string; version: string; dependencies: Record<string, string> };
  writeFileSync(join(out, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  writeFileSync(join(out, 'package-lock.json'), `${JSON.stringify(runtimeLock(root, pkg), null, 2)}\n`);
  writeFileSync(join(out, 'Dockerfile'), DOCKERFILE);
  writeFileSync(join(out, '.dockerignore'), DOCKERIGNORE);
  const externalImports = new Set<string>();
  for (const output of Object.values(result.metafile.outputs)) for (const i of output.imports) if (i.external) externalImports.add(i.path);
  return { outDir: out, entry: join(out, 'server.mjs'), files: Object.keys(result.metafile.outputs).map((f) => relative(out, resolve(root, f))), externalImports: [...externalImports].sort() };
}
