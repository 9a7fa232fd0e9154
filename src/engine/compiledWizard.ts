import type { WizardManifest, WizardMode } from './manifest';
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
  /**
   * The file `schema` was compiled from (absent for the review step without a schema): with
   * `compiledTextOrigins` it names where each text of the inlined schema is written, for its translation.
   */
  schemaFile?: string;
  /** Top-level property names the step owns: the only fields its save writes. */
  fields: string[];
  /** Fields of other steps its rules read (validated with it, never saved by it). */
  reads: string[];
  /** Counts as validated from the start. */
  alwaysValidated: boolean;
  /** Has a completeness schema (see `CompiledWizard.isStepComplete`). */
  hasCompleteness: boolean;
  /** Review step only: has a submit schema (see `CompiledWizard.validateSubmit`). */
  hasSubmitSchema: boolean;
  /** Review step only: the submit schema is the server's alone (manifest `submitCheck: "serverOnly"`). */
  submitCheckedByServerOnly: boolean;
  /** Read-only (the wizard is in view mode): drawn without inputs or actions. */
  readOnly: boolean;
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
  /**
   * Whether the step's data is complete, by its `complete` schema (separate from valid: a step may be
   * valid and still incomplete); a step without one is complete when it is valid.
   */
  isStepComplete(key: string, data: Record<string, unknown>, context?: ValidationContext): boolean;
  /** Errors of the review step's submit schema over the whole item; [] when it has none. */
  validateSubmit(item: Record<string, unknown>, context?: ValidationContext): FieldError[];
  /** The variant and mode this wizard was built for, and what they decide. */
  variant: string | undefined;
  mode: WizardMode;
  layout: 'steps' | 'accordion';
  heading: string;
  fixedValues: Record<string, unknown>;
  dialogs: Required<NonNullable<WizardManifest['dialogs']>>;
  actions: NonNullable<WizardManifest['actions']>;
  outcomes: NonNullable<WizardManifest['outcomes']>;
  /** The platform's named facts (`schemas/platform.json`) every validation starts from. */
  facts: Readonly<Record<string, string>>;
}

/** The unsaved-changes texts when a manifest states none: the spec's question as the title, no body (spec 1 §8). */
export const DEFAULT_UNSAVED_CHANGES = {
  title: 'There are unsaved changes, do you wish to discard them?',
  message: '',
  keep: 'Keep Editing',
  discard: 'Continue Without Saving',
} as const;
