import type { WizardManifest } from './manifest';
import type { JsonSchema } from './dereference';
import type { ValidationContext } from './validation/context/validationContext';
import type { FieldError } from './validation/fieldError';

/** One step ready to render and validate. */
export interface CompiledStep {
  key: string;
  title: string;
  optional: boolean;
  review: boolean;
  /** The step schema with every `$ref` inlined (RJSF needs no resolver); `{}` for the review step. */
  schema: JsonSchema;
  /** Top-level property names the step owns: the only fields its save writes. */
  fields: string[];
}

/** A wizard compiled from its manifest: steps, validators and a version for drafts. */
export interface CompiledWizard {
  manifest: WizardManifest;
  /** Copies of the manifest's id, title, navigation and submit rules, for the machine and renderer. */
  id: string;
  title: string;
  navigation: WizardManifest['navigation'];
  submit: WizardManifest['submit'];
  /** Hash of the manifest and resolved step schemas; a draft saved under another version is re-checked. */
  version: string;
  steps: CompiledStep[];
  /**
   * Errors of one step: its schema is applied to the step's own fields of `data` (so the whole wizard
   * data may be passed); [] when valid and for the review step. `data` is never modified. `context`
   * (today in the user's zone, status, role, facts) is what date rules, allow-lists and messages read.
   */
  validateStep(key: string, data: Record<string, unknown>, context?: ValidationContext): FieldError[];
  /** Top-level property names the step owns. */
  stepFields(key: string): string[];
}
