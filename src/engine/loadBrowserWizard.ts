import { validators } from 'virtual:wizard-validators';
import { assembleWizard, validatorKey } from './assembleWizard';
import type { CompiledWizard } from './compiledWizard';
import type { WizardShape } from './resolveManifest';
import type { SchemaSource } from './schemaSource';

// Only the browser imports this file: `import.meta.glob` is Vite's. Keys become project-relative
// paths ('/schemas/x.json' → 'schemas/x.json'), the same keys the Node loader produces.
const modules = import.meta.glob('/schemas/**/*.json', { eager: true, import: 'default' });

/** Every file under `schemas/`, bundled with the app. */
export const browserSchemaSource: SchemaSource = Object.fromEntries(
  Object.entries(modules).map(([key, value]) => [key.replace(/^\//, ''), value]),
);

/**
 * A wizard for the browser: precompiled validators in production builds; run-time ajv in
 * development (hot reload of schema edits: see `hot/browserSchemas.ts`), loaded on demand so production
 * never ships the compiler.
 */
export async function loadBrowserWizard(wizardId: string, shape: WizardShape = {}): Promise<CompiledWizard> {
  // Development first, behind a build-time constant: production builds drop this branch and with it
  // the `compileWizard` chunk, so the ajv compiler is not even emitted.
  if (!import.meta.env.PROD) {
    // In `npm run dev` the files come from the dev server, which pushes each checked change.
    const { devWizard } = await import('./hot/browserSchemas');
    return devWizard(browserSchemaSource, wizardId, shape);
  }
  if (!validators) throw new Error('Production build without precompiled validators: add the wizard validators plugin');
  const steps = validators[wizardId] ?? {};
  return assembleWizard(
    browserSchemaSource,
    wizardId,
    (step, _path, purpose) => {
      const validate = steps[validatorKey(step.key, purpose)];
      if (!validate) throw new Error(`No precompiled validator for ${wizardId}/${validatorKey(step.key, purpose)}`);
      return validate;
    },
    shape,
  );
}
