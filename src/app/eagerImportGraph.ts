import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** What the first page load executes: project files reached by static imports, and the packages they name. */
export interface EagerImports {
  files: string[];
  packages: string[];
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveLocal(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const found = [base, ...EXTENSIONS.map((ext) => base + ext)].find((path) => statSync(path, { throwIfNoEntry: false })?.isFile());
  if (!found) throw new Error(`Cannot resolve ${specifier} from ${from}`);
  return found;
}

const packageName = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

// Only `import type` / `export type` are erased for sure; with verbatimModuleSyntax an `import { type X }`
// still loads the module, so it counts as eager.
function staticSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) return [statement.moduleSpecifier];
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier) return [statement.moduleSpecifier];
    return [];
  }).filter(ts.isStringLiteral).map((literal) => literal.text);
}

/**
 * Follows static imports from `entry` (dynamic `import()` is where a chunk starts, so it is not followed).
 * A build-free view of the entry chunk's contents, cheap enough for the unit suite.
 */
export function eagerImports(root: string, entry: string): EagerImports {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    if (!/\.tsx?$/.test(file)) return;
    for (const specifier of staticSpecifiers(file)) {
      if (specifier.startsWith('.')) visit(resolveLocal(file, specifier));
      // A stylesheet adds CSS, not JS: the route budgets count JS.
      else if (!specifier.startsWith('virtual:') && !specifier.endsWith('.css')) packages.add(packageName(specifier));
    }
  };
  visit(join(root, entry));
  return { files: [...files].map((file) => relative(root, file)).sort(), packages: [...packages].sort() };
}
