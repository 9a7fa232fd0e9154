import type { ErrorObject } from 'ajv';

/** A compiled step validator, from ajv at run time or from precompiled standalone code. */
export type StepValidator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** Precompiled validators by wizard id, then step key (what the build-time module exports). */
export type PrecompiledValidators = Record<string, Record<string, StepValidator>>;

/** One wizard's build-time module: its precompiled validators and the schema files it needs. */
export interface PrecompiledWizardModule {
  validators: PrecompiledValidators;
  source: Record<string, unknown>;
}
