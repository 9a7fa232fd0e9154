// The wizard manifest as TypeScript sees it. `schemas/meta/wizard.schema.json` is the authority for
// product staff (editor autocomplete, `npm run schemas:check`); this type mirrors it for the code.

/** One step of a wizard: its key (kebab-case), title and the JSON Schema holding its fields. */
export interface ManifestStep {
  /** Staff notes; ignored by the engine. */
  $comment?: string;
  key: string;
  title: string;
  /** Path of the step schema, relative to the manifest. Absent on the review step. */
  schema?: string;
  /** Optional steps do not count towards "at least N validated" submit rules. */
  optional?: boolean;
  /** The read-only summary step before submit. */
  review?: boolean;
}

/** Where the step bar may jump: create mode to earlier or current steps, edit mode anywhere. */
export interface NavigationPolicy {
  createMode: 'earlierOrCurrent' | 'any';
  editMode: 'earlierOrCurrent' | 'any';
}

/** What must hold before submit, and what submitting does. */
export interface SubmitRules {
  confirmTitle: string;
  /** Status action sent on confirm (spec 1 §7: SET_PENDING). */
  status: string;
  /** `allRequired`: every non-optional step validated; `{ atLeast: N }`: N validated, optional ones not counted. */
  requiresValidated: 'allRequired' | { atLeast: number };
}

/** A whole wizard as product staff write it in `schemas/wizards/<id>/wizard.json`. */
export interface WizardManifest {
  $schema?: string;
  /** Staff notes; ignored by the engine. */
  $comment?: string;
  description?: string;
  id: string;
  title: string;
  /** Bumped by staff when step schemas change in a way drafts must be re-checked against. */
  version?: number;
  steps: ManifestStep[];
  navigation: NavigationPolicy;
  submit: SubmitRules;
}
