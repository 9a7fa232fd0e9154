import type { CompiledStep, CompiledWizard } from './compiledWizard';
import { dereference } from './dereference';
import { findManifest, stepSchemaPath } from './findManifest';
import type { ManifestStep } from './manifest';
import { schemaVersion } from './schemaVersion';
import type { SchemaSource } from './schemaSource';
import { stepFields } from './stepFields';
import { stepRunner } from './stepRunner';
import type { StepValidator } from './validation/stepValidator';

/** Supplies a step's validator: runtime ajv in development and Node, precompiled code in production. */
export type ValidatorProvider = (step: ManifestStep, schemaPath: string) => StepValidator;

/**
 * Builds a `CompiledWizard` from a source and a validator provider. It imports no ajv compiler, so
 * the production bundle that passes precompiled validators stays free of `new Function`.
 */
export function assembleWizard(source: SchemaSource, wizardId: string, provide: ValidatorProvider): CompiledWizard {
  const { path: manifestPath, manifest } = findManifest(source, wizardId);
  const runners = new Map<string, ReturnType<typeof stepRunner>>();
  const steps: CompiledStep[] = manifest.steps.map((step) => {
    const base = { key: step.key, title: step.title, optional: step.optional === true, review: step.review === true };
    if (!step.schema) return { ...base, schema: {}, fields: [] };
    const path = stepSchemaPath(manifestPath, step.schema);
    if (source[path] === undefined) throw new Error(`${manifestPath}: step "${step.key}" names ${step.schema}, which does not exist`);
    const schema = dereference(source, path);
    const fields = stepFields(schema);
    runners.set(step.key, stepRunner(schema, fields, provide(step, path)));
    return { ...base, schema, fields };
  });
  const byKey = new Map(steps.map((step) => [step.key, step]));
  const stepOf = (key: string) => {
    const step = byKey.get(key);
    if (!step) throw new Error(`Wizard "${wizardId}" has no step "${key}"`);
    return step;
  };
  return {
    manifest,
    id: manifest.id,
    title: manifest.title,
    navigation: manifest.navigation,
    submit: manifest.submit,
    version: schemaVersion([manifest, ...steps.map((step) => step.schema)]),
    steps,
    validateStep(key, data, context) {
      const run = runners.get(key);
      if (run) return run(data, context);
      stepOf(key);
      return [];
    },
    stepFields: (key) => stepOf(key).fields,
  };
}
