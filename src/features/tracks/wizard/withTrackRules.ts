import { publishPickerMinDate, isLibraryItemStatus, isLiveContentEdit } from '../../../../machines/libraryItemStatus';
import type { CompiledStep, CompiledWizard } from '../../../engine/compiledWizard';
import type { ValidationContext } from '../../../engine/validation/context/validationContext';
import { TRACK_MEDIA_FIELDS } from './trackMediaFields';

/** What the track rules beyond the schemas need: the stored status, today and the user's zone. */
export interface TrackRuleFacts {
  status: string;
  /** Today's calendar date (YYYY-MM-DD) in the user's time zone. */
  today: string;
  timeZone?: string;
}

type Schema = Record<string, unknown> & { properties?: Record<string, Record<string, unknown>> };

/** Whether the publish timing is offered: not for live content (spec 1 §4), as for courses. */
export function offersPublishTiming(status: string): boolean {
  return !(isLibraryItemStatus(status) && isLiveContentEdit(status));
}

// Drawing only (validation uses the compiled validators): the picker's minimum is the day after the minimum
// publish date; live tracks are not offered the publish timing; each variant shows only its own media.
function forDisplay(step: CompiledStep, facts: TrackRuleFacts, variant: string | undefined): CompiledStep {
  const schema = step.schema as Schema;
  const properties = { ...(schema.properties ?? {}) };
  const hide = (name: string) => {
    if (properties[name]) properties[name] = { ...properties[name], 'x-ui': { ...(properties[name]['x-ui'] as object), widget: 'hidden' } };
  };
  if (properties.publish_after) properties.publish_after = { ...properties.publish_after, formatMinimum: publishPickerMinDate(facts.today) };
  if (!offersPublishTiming(facts.status)) ['selected_publish_after', 'publish_after'].forEach(hide);
  // The other kind's media are left out of the drawn schema altogether, so the form never fills defaults for them.
  const shown = new Set<string>(variant ? TRACK_MEDIA_FIELDS[variant as keyof typeof TRACK_MEDIA_FIELDS] : []);
  for (const field of Object.values(TRACK_MEDIA_FIELDS).flat()) if (!shown.has(field)) delete properties[field];
  return { ...step, schema: { ...schema, properties } };
}

/**
 * The track wizard as its page draws and validates it: display changes a schema cannot state, and every
 * validation given the context the server builds too (today in the user's zone, the stored status, the
 * variant), so `dateFromToday` answers the same on both sides.
 */
export function withTrackRules(wizard: CompiledWizard, facts: TrackRuleFacts): CompiledWizard {
  const base: ValidationContext = { today: facts.today, status: facts.status, ...(wizard.variant ? { variant: wizard.variant } : {}), ...(facts.timeZone ? { timeZone: facts.timeZone } : {}) };
  const withBase = (context?: ValidationContext): ValidationContext => ({ ...base, ...Object.fromEntries(Object.entries(context ?? {}).filter(([, v]) => v !== undefined)) });
  return {
    ...wizard,
    steps: wizard.steps.map((step) => forDisplay(step, facts, wizard.variant)),
    validateStep: (key, data, context) => wizard.validateStep(key, data, withBase(context)),
    isStepComplete: (key, data, context) => wizard.isStepComplete(key, data, withBase(context)),
    validateSubmit: (item, context) => wizard.validateSubmit(item, withBase(context)),
  };
}
