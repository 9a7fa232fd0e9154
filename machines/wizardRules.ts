import type { NavigationPolicy, SubmitRules } from '../src/engine/manifest';

/** A validation failure on one field, as the engine reports it (JSON pointer into the step data). */
export interface WizardFieldError {
  pointer: string;
  message: string;
  keyword: string;
  /** Where the message is written in schemas/ (FieldError.messageKey), the key it is translated by. */
  messageKey?: string;
  /** The step the field belongs to, when the error came from outside that step (a submit refused by the server). */
  step?: string;
}

/** The slice of a manifest step the machine needs. */
export interface WizardStepShape {
  key: string;
  optional?: boolean;
  review?: boolean;
  /** Counts as validated from the start (an information step). */
  alwaysValidated?: boolean;
  /** A review step with fields of its own (a confirmation box): they change there and travel with the submit. */
  hasFields?: boolean;
}

/** The slice of a manifest the machine is built from (a `WizardManifest` or a `CompiledWizard` both fit). */
export interface WizardShape {
  id: string;
  steps: readonly WizardStepShape[];
  navigation: NavigationPolicy;
  submit: Pick<SubmitRules, 'requiresValidated'>;
  /** Submit is checked first (review-step fields, a submit schema over the whole item): refusals stay on the review step. */
  checksSubmit?: boolean;
  /** Extra actions the manifest offers: Save & Finish Later, and Delete for the listed statuses (null: not saved yet). */
  actions?: { finishLater?: boolean; deleteStatuses?: ReadonlyArray<string | null> };
  /** Steps whose save may end in a named outcome (a call that replaces the step save, then the wizard ends). */
  outcomeSteps?: readonly string[];
  /** Built for the view mode: only browsing exists (no change, save, submit or action is declared). */
  viewOnly?: boolean;
}

/** create: a new item; edit: an existing one; restricted: a published one (navigates like edit). */
export type WizardMode = 'create' | 'edit' | 'restricted';

/**
 * The I/O-free services the machine needs: the engine's validation and each step's own fields. Validation
 * gets the whole data (a step's rules may read fields other steps own) and the validation context the
 * actor was started with, opaque to the machine.
 */
export interface WizardMachineDeps {
  validateStep(key: string, data: Record<string, unknown>, validation?: object): WizardFieldError[];
  stepFields(key: string): readonly string[];
  /** Errors that refuse a submit (review-step fields, the submit schema); only called when the shape `checksSubmit`. */
  validateSubmit?(data: Record<string, unknown>, validation?: object): WizardFieldError[];
  /** The index of the first named outcome this save ends in, or -1; only called when the shape `hasOutcomes`. */
  outcomeFor?(stepKey: string, data: Record<string, unknown>, saved: Record<string, unknown>, status: string | null): number;
}

/** Copies only the named fields that are present, so a step never sends another step's data. */
export function pickFields(data: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    if (Object.hasOwn(data, field)) out[field] = data[field];
  }
  return out;
}

/** True when the step bar may take the user from `fromKey` to `toKey` under the manifest's policy. */
export function canJump(wizard: WizardShape, mode: WizardMode, fromKey: string, toKey: string): boolean {
  const keys = wizard.steps.map((s) => s.key);
  const to = keys.indexOf(toKey);
  if (to < 0) return false;
  const policy = mode === 'create' ? wizard.navigation.createMode : wizard.navigation.editMode;
  return policy === 'any' || to <= keys.indexOf(fromKey);
}

/** True when the validated steps satisfy the manifest's submit rule (optional steps never count). */
export function submitRuleMet(wizard: WizardShape, validated: readonly string[]): boolean {
  const counted = wizard.steps.filter((s) => !s.review && !s.optional);
  const done = counted.filter((s) => validated.includes(s.key)).length;
  const rule = wizard.submit.requiresValidated;
  return rule === 'allRequired' ? done === counted.length : done >= rule.atLeast;
}

/** The steps a jump passes over: the current one and those between it and a later target. */
export function skippedSteps(wizard: WizardShape, fromKey: string, toKey: string): string[] {
  const keys = wizard.steps.map((s) => s.key);
  const from = keys.indexOf(fromKey);
  const to = keys.indexOf(toKey);
  return from < 0 || to <= from ? [] : keys.slice(from, to);
}
