import type { WizardInput } from '../../../machines/wizardMachine';
import type { CompiledWizard } from '../../engine/compiledWizard';
import type { WizardPageItem } from './wizardPageTypes';

/** How a library-item wizard reads a stored status (src/domain/<wizard> or machines/ answer these). */
export interface StatusReading {
  /** Live content: the wizard opens restricted and submitting is an edit submission. */
  isRestricted(status: string): boolean;
  /** An edit waits for review: nothing can be changed until then. */
  isUnderReview(status: string): boolean;
}

/**
 * How a wizard starts: create mode with the new item's defaults, or the stored item in edit mode
 * (restricted when live, read-only while an edit waits for review), with the steps its data already
 * passes counted as validated so Review can submit.
 */
export function wizardInputFor(wizard: CompiledWizard, item: WizardPageItem | null, defaults: Record<string, unknown>, reading: StatusReading): WizardInput {
  if (!item) return { mode: 'create', data: { ...defaults } };
  const validated = wizard.steps.filter((s) => !s.review && wizard.validateStep(s.key, item.data).length === 0).map((s) => s.key);
  const input: WizardInput = { mode: reading.isRestricted(item.status) ? 'restricted' : 'edit', itemId: item.id, data: item.data, validated };
  return reading.isUnderReview(item.status) ? { ...input, readOnly: true } : input;
}
