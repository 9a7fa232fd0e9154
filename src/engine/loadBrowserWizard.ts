import { wizardModules } from 'virtual:wizard-validators';
import { assembleWizard, validatorKey } from './assembleWizard';
import type { CompiledWizard } from './compiledWizard';
import { addSchemaFiles, loadedSchemaFiles } from './loadedSchemaFiles';
import type { WizardShape } from './resolveManifest';

/**
 * A wizard for the browser: in production builds its own chunk (precompiled validators and the schema
 * files it needs, fetched with the first call), so each wizard route carries that wizard only; in
 * development run-time ajv (hot reload of schema edits: see `hot/browserSchemas.ts`), loaded on demand so
 * production never ships the compiler.
 */
export async function loadBrowserWizard(wizardId: string, shape: WizardShape = {}): Promise<CompiledWizard> {
  // Development first, behind a build-time constant: production builds drop this branch and with it
  // the `compileWizard` chunk, so the ajv compiler is not even emitted.
  if (!import.meta.env.PROD) {
    // In `npm run dev` the files come from the dev server, which pushes each checked change.
    const { devWizard } = await import('./hot/browserSchemas');
    return devWizard(loadedSchemaFiles(), wizardId, shape);
  }
  const load = wizardModules?.[wizardId];
  if (!wizardModules) throw new Error('Production build without precompiled validators: add the wizard validators plugin');
  if (!load) throw new Error(`No wizard ${wizardId} in this build`);
  const { validators, source } = await load();
  addSchemaFiles(source);
  const steps = validators[wizardId] ?? {};
  return assembleWizard(
    source,
    wizardId,
    (step, _path, purpose) => {
      const validate = steps[validatorKey(step.key, purpose)];
      if (!validate) throw new Error(`No precompiled validator for ${wizardId}/${validatorKey(step.key, purpose)}`);
      return validate;
    },
    shape,
  );
}
