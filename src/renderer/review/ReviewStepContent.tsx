import type { WizardFieldError } from '../../../machines/wizardRules';
import type { CompiledWizard } from '../../engine/compiledWizard';
import { ReviewChanges } from '../ReviewChanges';
import { ReviewSummary } from '../ReviewSummary';
import { SubmitRefusals } from '../SubmitRefusals';
import { StepsToFinish } from './StepsToFinish';
import { unfinishedSteps } from './unfinishedSteps';

export interface ReviewStepContentProps {
  wizard: CompiledWizard;
  data: Record<string, unknown>;
  validated: readonly string[];
  compareTo?: { data: Record<string, unknown>; itemLabel?(item: Record<string, unknown>, index: number, field: string): string };
  readOnly: boolean;
  canJumpTo(key: string): boolean;
  onJump(key: string): void;
  errors: readonly WizardFieldError[];
  ownFields: readonly string[];
  errorsShown: boolean;
}

/**
 * What the review step shows above its own fields: the changes against the live version, the summary of every
 * step, the steps left to finish and the submit's refusals. Its own module (with the diff and the review
 * renderers), fetched by WizardView once the wizard has drawn, not with the wizard route (DESIGN §9).
 */
export function ReviewStepContent({ wizard, data, validated, compareTo, readOnly, canJumpTo, onJump, errors, ownFields, errorsShown }: ReviewStepContentProps) {
  return (
    <>
      {compareTo ? <ReviewChanges steps={wizard.steps} before={compareTo.data} after={data} itemLabel={compareTo.itemLabel} /> : null}
      <ReviewSummary steps={wizard.steps} data={data} canJumpTo={canJumpTo} onEdit={onJump} />
      {readOnly ? null : <StepsToFinish steps={unfinishedSteps(wizard, data, validated)} canJumpTo={canJumpTo} onJump={onJump} />}
      <SubmitRefusals errors={errors} ownFields={ownFields} shown={errorsShown} />
    </>
  );
}
