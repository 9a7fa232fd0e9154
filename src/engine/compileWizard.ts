import { assembleWizard, validatorKey } from './assembleWizard';
import type { CompiledWizard } from './compiledWizard';
import { createSchemaRegistry, type SchemaRegistry } from './createSchemaRegistry';
import type { WizardShape } from './resolveManifest';
import type { SchemaSource } from './schemaSource';
import type { PrecompiledValidators } from './validation/stepValidator';

// One registry per source object: wizards compiled from the same source share compiled `$defs`.
const registries = new WeakMap<SchemaSource, SchemaRegistry>();

/**
 * Compiles a wizard from its manifest and step schemas with run-time ajv (development, the server,
 * the CLIs). With `precompiled`, uses those validators instead (see `assembleWizard` for production).
 */
export function compileWizard(source: SchemaSource, wizardId: string, options: { precompiled?: PrecompiledValidators } & WizardShape = {}): CompiledWizard {
  const { precompiled: all, ...shape } = options;
  const precompiled = all?.[wizardId];
  if (precompiled) {
    return assembleWizard(
      source,
      wizardId,
      (step, _path, purpose) => {
        const validate = precompiled[validatorKey(step.key, purpose)];
        if (!validate) throw new Error(`No precompiled validator for ${wizardId}/${validatorKey(step.key, purpose)}: rebuild`);
        return validate;
      },
      shape,
    );
  }
  let registry = registries.get(source);
  if (!registry) {
    registry = createSchemaRegistry(source);
    registries.set(source, registry);
  }
  const { validatorFor } = registry;
  return assembleWizard(source, wizardId, (_step, path) => validatorFor(path), shape);
}
