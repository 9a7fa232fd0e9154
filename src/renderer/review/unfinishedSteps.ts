import type { CompiledWizard } from '../../engine/compiledWizard';

/** A step that blocks the submit: its messages (schema text) and whether it simply was never saved. */
export interface UnfinishedStep {
  key: string;
  title: string;
  messages: string[];
  unsaved: boolean;
}

/**
 * The steps a submit still waits for, in order: those whose data break their rules (with the rules'
 * messages), and required steps that are valid but were never saved (Save & Next was not pressed).
 */
export function unfinishedSteps(wizard: CompiledWizard, data: Record<string, unknown>, validated: readonly string[]): UnfinishedStep[] {
  return wizard.steps.flatMap((step) => {
    if (step.review) return [];
    const messages = wizard.validateStep(step.key, data).map((e) => e.message);
    const unsaved = !step.optional && !step.alwaysValidated && !validated.includes(step.key);
    if (messages.length === 0 && !unsaved) return [];
    return [{ key: step.key, title: step.title, messages, unsaved }];
  });
}
