import { assembleWizard } from './assembleWizard';
import type { CompiledWizard } from './compiledWizard';
import { createSchemaRegistry, type SchemaRegistry } from './createSchemaRegistry';
import type { SchemaSource } from './schemaSource';
import type { PrecompiledValidators } from './validation/stepValidator';

// One registry per source object: wizards compiled from the same source share compiled `$defs`.
const registries = new WeakMap<SchemaSource, SchemaRegistry>();

/**
 * Compiles a wizard from its manifest and step schemas with run-time ajv (development, the server,
 * the CLIs). With `precompiled`, uses those validators instead (see `assembleWizard` for production).
 */
export function compileWizard(source: SchemaSource, wizardId: string, options: { precompiled?: PrecompiledValidators } = {}): CompiledWizard {
  const precompiled = options.precompiled?.[wizardId];
  if (precompiled) {
    return assembleWizard(source, wizardId, (step) => {
      const validate = precompiled[step.key];
      if (!validate) throw new Error(`No precompiled validator for ${wizardId}/${step.key}: rebuild`);
      return validate;
    });
  }
  let registry = registries.get(source);
  if (!registry) {
    registry = createSchemaRegistry(source);
    registries.set(source, registry);
  }
  const { validatorFor } = registry;
  return assembleWizard(source, wizardId, (_step, path) => validatorFor(path));
}
