// The module `precompiledValidatorsPlugin` generates at build time.
declare module 'virtual:wizard-validators' {
  import type { PrecompiledValidators } from './validation/stepValidator';
  /** Standalone validators by wizard and step; undefined outside `vite build`. */
  export const validators: PrecompiledValidators | undefined;
}
