import { DEFAULT_UNSAVED_CHANGES, type CompiledStep, type CompiledWizard } from './compiledWizard';
import { dereference } from './dereference';
import { fillPlatformTexts, platformFacts, withPlatformFacts, writtenPointer } from './platformFacts';
import { findManifest, stepSchemaPath } from './findManifest';
import type { ManifestStep } from './manifest';
import { resolveManifest, type WizardShape } from './resolveManifest';
import { schemaVersion } from './schemaVersion';
import type { SchemaSource } from './schemaSource';
import { stepFields } from './stepFields';
import { mayNameFacts, stepRunner } from './stepRunner';
import type { ValidationContext } from './validation/context/validationContext';
import type { FieldError } from './validation/fieldError';
import type { StepValidator } from './validation/stepValidator';
import { messageKeyResolver, type MessageKeyOf } from './validation/messageOrigin';

/** Which schema of a step a validator is for: its fields, its completeness, or the submit check. */
export type ValidatorPurpose = 'step' | 'complete' | 'submit';

/** Supplies a step's validator: runtime ajv in development and Node, precompiled code in production. */
export type ValidatorProvider = (step: ManifestStep, schemaPath: string, purpose: ValidatorPurpose) => StepValidator;

/** The key a precompiled validator is stored under: the step key, with the purpose when not the step's own. */
export const validatorKey = (stepKey: string, purpose: ValidatorPurpose): string => (purpose === 'step' ? stepKey : `${stepKey}.${purpose}`);

/** Runs a whole-object schema (completeness, submit) with the validation context. */
function wholeRunner(validate: StepValidator, keyOf?: MessageKeyOf): (data: Record<string, unknown>, context?: ValidationContext) => FieldError[] {
  return stepRunner({ type: 'object' }, [], validate, keyOf);
}

/**
 * Builds a `CompiledWizard` from a source and a validator provider, for one variant and mode
 * (`resolveManifest`). It imports no ajv compiler, so the production bundle that passes precompiled
 * validators stays free of `new Function`.
 */
export function assembleWizard(given: SchemaSource, wizardId: string, provide: ValidatorProvider, shape: WizardShape = {}): CompiledWizard {
  const source = withPlatformFacts(given);
  const { path: manifestPath, manifest } = findManifest(source, wizardId);
  const resolved = resolveManifest(manifest, shape);
  const facts = platformFacts(source);
  // Every validation starts from the platform's facts; a caller's own (the CLI's --fact) win.
  // Built once for the common call without a context (no copy per keystroke); frozen, as every call shares it.
  const factsOnly: ValidationContext = Object.freeze({ facts });
  const withFacts = (context: ValidationContext | undefined): ValidationContext =>
    context === undefined ? factsOnly : { ...context, facts: context.facts === undefined ? facts : { ...facts, ...context.facts } };
  const readOnly = resolved.mode === 'view';
  // Message keys name the files as written (`given`), not as the facts filled their field names.
  const keysFor = (path: string) => messageKeyResolver(source, path, (pointer) => writtenPointer(given, pointer));
  const runners = new Map<string, ReturnType<typeof stepRunner>>();
  const completeness = new Map<string, ReturnType<typeof wholeRunner>>();
  let submitRunner: ReturnType<typeof wholeRunner> | undefined;
  const schemaAt = (step: ManifestStep, relative: string, what: string) => {
    const path = stepSchemaPath(manifestPath, relative);
    if (source[path] === undefined) throw new Error(`${manifestPath}: step "${step.key}" names ${what} ${relative}, which does not exist`);
    return path;
  };
  const steps: CompiledStep[] = resolved.steps.map((step) => {
    const reads = step.reads ?? [];
    const base = {
      key: step.key,
      title: step.title,
      optional: step.optional === true,
      review: step.review === true,
      reads,
      alwaysValidated: step.alwaysValidated === true,
      hasCompleteness: step.complete !== undefined,
      hasSubmitSchema: step.submitSchema !== undefined,
      submitCheckedByServerOnly: step.submitCheck === 'serverOnly',
      readOnly,
    };
    if (step.complete) {
      const path = schemaAt(step, step.complete, 'the completeness schema');
      completeness.set(step.key, wholeRunner(provide(step, path, 'complete'), keysFor(path)));
    }
    if (step.submitSchema) {
      const path = schemaAt(step, step.submitSchema, 'the submit schema');
      submitRunner = wholeRunner(provide(step, path, 'submit'), keysFor(path));
    }
    if (!step.schema) return { ...base, schema: {}, fields: [] };
    const path = schemaAt(step, step.schema, 'its schema');
    // The drawing copy shows the platform's facts in titles and hints; validation keeps the originals.
    const written = dereference(source, path);
    const schema = fillPlatformTexts(written, facts);
    // Fields another step owns and this one only reads (a condition on them) are not this step's to save.
    const fields = stepFields(schema).filter((field) => !reads.includes(field));
    // Each message carries where it is written (messageKey), so it is translated by file and pointer.
    // A step none of whose texts holds a '{' shows no message naming a fact: its errors skip the fill.
    runners.set(step.key, stepRunner(schema, [...fields, ...reads], provide(step, path, 'step'), keysFor(path), mayNameFacts(written)));
    return { ...base, schema, schemaFile: path, fields };
  });
  const byKey = new Map(steps.map((step) => [step.key, step]));
  const stepOf = (key: string) => {
    const step = byKey.get(key);
    if (!step) throw new Error(`Wizard "${wizardId}" has no step "${key}"`);
    return step;
  };
  const validateStep: CompiledWizard['validateStep'] = (key, data, context) => {
    const run = runners.get(key);
    if (run) return run(data, withFacts(context));
    stepOf(key);
    return [];
  };
  return {
    manifest,
    id: manifest.id,
    title: manifest.title,
    navigation: manifest.navigation,
    submit: manifest.submit,
    version: schemaVersion([manifest, ...steps.map((step) => step.schema)]),
    steps,
    validateStep,
    stepFields: (key) => stepOf(key).fields,
    isStepComplete(key, data, context) {
      const complete = completeness.get(key);
      return complete ? complete(data, withFacts(context)).length === 0 : validateStep(key, data, context).length === 0;
    },
    validateSubmit: (item, context) => submitRunner?.(item, withFacts(context)) ?? [],
    facts,
    variant: resolved.variant,
    mode: resolved.mode,
    layout: manifest.layout ?? 'steps',
    heading: resolved.heading,
    fixedValues: resolved.fixedValues,
    dialogs: { unsavedChanges: manifest.dialogs?.unsavedChanges ?? DEFAULT_UNSAVED_CHANGES },
    actions: manifest.actions ?? {},
    outcomes: manifest.outcomes ?? [],
  };
}
