// The modules `precompiledValidatorsPlugin` generates at build time.
declare module 'virtual:wizard-validators' {
  import type { PrecompiledWizardModule } from './validation/stepValidator';
  /** A lazy loader per wizard id; undefined outside `vite build`. */
  export const wizardModules: Record<string, () => Promise<PrecompiledWizardModule>> | undefined;
}
