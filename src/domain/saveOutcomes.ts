/** What an outcome's test sees: the step being saved, the edited and the saved data, the item's status and variant. */
export interface OutcomeInput {
  stepKey: string;
  /** Every field the wizard's steps own (a change elsewhere is no change of the item). */
  ownedFields: readonly string[];
  data: Record<string, unknown>;
  saved: Record<string, unknown>;
  status: string | null;
  variant: string | undefined;
}

/** The parameters a manifest gives an outcome (`when`). */
export interface OutcomeWhen {
  fields?: readonly string[];
  statuses?: readonly string[];
  variants?: readonly string[];
}

/** A named outcome's pure test: does this save end this way? */
export type SaveOutcomeTest = (input: OutcomeInput, when: OutcomeWhen) => boolean;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `onlyFieldsChanged`: something changed, and every changed field is one of `when.fields`, on an item
 * in one of `when.statuses` and of one of `when.variants` (each optional). The track wizard's
 * snippet-only save is this with the snippet field, PUBLISHED and FREE_AUDIO (spec 1 §4).
 */
const onlyFieldsChanged: SaveOutcomeTest = ({ ownedFields, data, saved, status, variant }, when) => {
  if (when.statuses && (status === null || !when.statuses.includes(status))) return false;
  if (when.variants && (variant === undefined || !when.variants.includes(variant))) return false;
  const changed = ownedFields.filter((field) => !same(data[field], saved[field]));
  return changed.length > 0 && changed.every((field) => when.fields?.includes(field) === true);
};

/** Every named outcome, by the name manifests use (`outcomes[].name`). */
export const SAVE_OUTCOMES: Readonly<Record<string, SaveOutcomeTest>> = { onlyFieldsChanged };
