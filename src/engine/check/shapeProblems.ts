import { stepSchemaPath } from '../findManifest';
import type { WizardManifest } from '../manifest';
import type { SchemaSource } from '../schemaSource';
import type { SchemaProblem } from './schemaProblem';

const MANIFEST = /(?:^|\/)wizards\/[^/]+\/wizard\.json$/;

// What the manifest meta-schema cannot see about variants, modes and the extra step schemas: names
// that must point at something that exists in the same manifest.
function problemsOf(file: string, manifest: Partial<WizardManifest>, source: SchemaSource): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const steps = Array.isArray(manifest.steps) ? manifest.steps : [];
  const keys = new Set(steps.map((step) => step?.key));
  const modes = manifest.modes ?? ['create', 'edit'];
  steps.forEach((step, i) => {
    for (const mode of step?.modes ?? []) {
      if (!modes.includes(mode)) problems.push({ file, pointer: `/steps/${i}/modes`, message: `the wizard has no ${mode} mode (add it to "modes")` });
    }
    for (const [name, relative] of [['complete', step?.complete], ['submitSchema', step?.submitSchema]] as const) {
      if (typeof relative === 'string' && !(stepSchemaPath(file, relative) in source)) {
        problems.push({ file, pointer: `/steps/${i}/${name}`, message: `${relative} does not exist` });
      }
    }
  });
  if (steps.filter((step) => step?.submitSchema).length > 1) problems.push({ file, pointer: '/steps', message: 'only one step may have a submitSchema' });
  const variants = manifest.variants ?? {};
  const names = Object.keys(variants);
  if (names.length > 0 && !manifest.variantSource) problems.push({ file, pointer: '/variants', message: 'variants need a "variantSource" saying how one is chosen' });
  if (manifest.variantSource && !names.includes(manifest.variantSource.default)) {
    problems.push({ file, pointer: '/variantSource/default', message: `"${manifest.variantSource.default}" is not one of the variants` });
  }
  const routeValues = new Map<string, string>();
  for (const [name, variant] of Object.entries(variants)) {
    const at = `/variants/${name}`;
    for (const key of variant.hideSteps ?? []) if (!keys.has(key)) problems.push({ file, pointer: `${at}/hideSteps`, message: `no step "${key}" to hide` });
    for (const key of Object.keys(variant.stepTitles ?? {})) if (!keys.has(key)) problems.push({ file, pointer: `${at}/stepTitles/${key}`, message: `no step "${key}" to rename` });
    if (variant.routeValue !== undefined) {
      const other = routeValues.get(variant.routeValue);
      if (other) problems.push({ file, pointer: `${at}/routeValue`, message: `route value "${variant.routeValue}" also selects "${other}"` });
      routeValues.set(variant.routeValue, name);
    }
  }
  if (manifest.confirmFinish && manifest.layout !== 'accordion') problems.push({ file, pointer: '/confirmFinish', message: 'confirmFinish applies to the accordion layout only' });
  return problems;
}

/** Variant, mode and extra-schema mistakes in every manifest of the source, located for staff. */
export function shapeProblems(source: SchemaSource): SchemaProblem[] {
  return Object.entries(source).flatMap(([file, document]) =>
    MANIFEST.test(file) && typeof document === 'object' && document !== null ? problemsOf(file, document as Partial<WizardManifest>, source) : [],
  );
}
