import { createContext, useContext } from 'react';
import type { FieldError } from '../engine/validation/fieldError';

/** What a field may ask of the step it is drawn in (WizardView provides it; a form on its own has none). */
export interface StepContextValue {
  /** The wizard edits a live item (restricted mode): fields apply the locks their schema states for it. */
  restricted: boolean;
  /** The id of the item the wizard edits; null until its first save created it. */
  itemId(): string | null;
  /** The step's errors were the value at `path` (a JSON path into the step data) `value`, the rest as it is. */
  validateWith(path: readonly (string | number)[], value: unknown): FieldError[];
  /** The wizard's current value of a field, e.g. one another step owns that this step reads (absent outside WizardView). */
  readValue?(field: string): unknown;
}

export const StepContext = createContext<StepContextValue | null>(null);

/** The step around the field being drawn, or null outside a wizard. */
export function useStepContext(): StepContextValue | null {
  return useContext(StepContext);
}
