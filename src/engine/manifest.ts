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
  /** The read-only summary step before submit; it may still hold fields of its own (a confirmation box). */
  review?: boolean;
  /** Modes the step appears in (default all): `["edit"]` for a step that only makes sense once the item exists. */
  modes?: WizardMode[];
  /** Fields other steps own that this step's rules read; validated with the step, never saved by it. */
  reads?: string[];
  /** Schema (relative path) that says when the step's data is complete, separately from valid. */
  complete?: string;
  /** The step counts as validated from the start (an information step with nothing to fill in). */
  alwaysValidated?: boolean;
  /** Review step only: schema (relative path) validated over the whole item before submit. */
  submitSchema?: string;
  /**
   * Review step only: where the submit schema is checked. `browserAndServer` (default): Submit on the Review
   * refuses with its messages, and the server's SET_PENDING does too. `serverOnly`: only the server, for checks
   * every step rule already implies (the browser could never fail them; the server may, on what it stores).
   */
  submitCheck?: 'browserAndServer' | 'serverOnly';
  /** Server: hooks (registered by name in `src/domain`) that turn the step's fields into what is stored. */
  derive?: string[];
  /** Server: fields of the step kept in a side collection, each with the name its calls are registered under. */
  sideCollections?: Record<string, string>;
}

/** Where the server keeps a wizard's items and which status policy (registered by name) their saves follow. */
export interface WizardStorage {
  /** Collection under the owner's user document: `users/{uid}/{collection}/{id}`. */
  collection: string;
  statusPolicy: string;
  /** Field holding the item's own id, stored when the item is created (found by id across owners). */
  idField?: string;
}

/** How the wizard is being used: creating, editing an existing item, or only looking at it. */
export type WizardMode = 'create' | 'edit' | 'view';

/** The page heading per mode; `{title}` is the item's title where one is known. */
export type Headings = Partial<Record<WizardMode, string>>;

/** One variant of a wizard (a track type, a workshop kind), chosen by the route or the stored item. */
export interface ManifestVariant {
  /** The route value that selects it when creating (`/tracks/create?type=video` → "video"). */
  routeValue?: string;
  headings?: Headings;
  /** Step keys this variant does not show. */
  hideSteps?: string[];
  /** Step titles this variant shows instead, by step key. */
  stepTitles?: Record<string, string>;
  /** Field values every save of this variant carries, whatever the form holds. */
  fixedValues?: Record<string, unknown>;
  /** Where the page goes once this variant's item is finished or deleted (a dashboard route, query allowed). */
  doneRoute?: string;
}

/** Where a wizard's variant comes from: the create route's parameter and the stored item's field. */
export interface VariantSource {
  routeParam: string;
  itemField: string;
  /** The variant when the route names none. */
  default: string;
}

/** Texts of the unsaved-changes dialog, the same on a step change and on leaving the page. */
export interface UnsavedChangesDialog {
  title: string;
  message: string;
  keep: string;
  discard: string;
}

/** Extra actions beside Save & Next. */
export interface WizardActions {
  /** Saves the current step as a draft and leaves to `to`. */
  saveAndFinishLater?: { label: string; to: string };
  /** Deletes the item; shown only for the listed statuses (`null` stands for an item not yet saved). */
  delete?: { label: string; statuses: Array<string | null>; confirmTitle: string; confirmMessage: string; to: string };
  /** Back on the first step leaves to this route. */
  backOnFirstStep?: { label: string; to: string };
}

/**
 * A save that ends in something other than advancing: when the code registered under `name` says it
 * applies (given `when`), the wizard makes the call registered as `call` instead of the step save,
 * then ends at `to`.
 */
export interface NamedOutcome {
  name: string;
  /** Parameters the registered code reads (e.g. which fields, statuses and variants). */
  when?: { fields?: string[]; statuses?: string[]; variants?: string[] };
  /** The feature's call that replaces the step save, by the name it is registered under. */
  call: string;
  /** Where the wizard goes after the outcome ran. */
  to?: string;
}

/** Where the step bar may jump: create mode to earlier or current steps, edit mode anywhere. */
export interface NavigationPolicy {
  createMode: 'earlierOrCurrent' | 'any';
  editMode: 'earlierOrCurrent' | 'any';
  /** Which unvalidated steps the step bar marks with ⚠: all of them (default) or only those opened. */
  unvalidatedMarker?: 'everyStep' | 'visitedSteps';
}

/** What must hold before submit, and what submitting does. */
export interface SubmitRules {
  confirmTitle: string;
  /** Status action sent on confirm (spec 1 §7: SET_PENDING). */
  status: string;
  /** `allRequired`: every non-optional step validated; `{ atLeast: N }`: N validated, optional ones not counted. */
  requiresValidated: 'allRequired' | { atLeast: number };
}

/**
 * Accordion only: what Finish says when a section is invalid, instead of the generic notice. The first
 * invalid field named in `fieldMessages` chooses the second line; otherwise `message` is it.
 */
export interface FinishRefusedNotice {
  title: string;
  message: string;
  fieldMessages?: Record<string, string>;
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
  /** `steps` (default): one step per screen with a step bar; `accordion`: every section on one page, one Finish. */
  layout?: 'steps' | 'accordion';
  /** Accordion only: a confirm dialog before Finish saves (none unless asked). */
  confirmFinish?: boolean;
  headings?: Headings;
  /** Modes the wizard offers (default create and edit); `view` shows every step read-only, without actions. */
  modes?: WizardMode[];
  variantSource?: VariantSource;
  variants?: Record<string, ManifestVariant>;
  /** Field values every save of every variant carries (a variant's own fixed values win). */
  fixedValues?: Record<string, unknown>;
  /** Server storage; a wizard without it is not served by the step-save service. */
  storage?: WizardStorage;
  dialogs?: { unsavedChanges?: UnsavedChangesDialog };
  finishRefused?: FinishRefusedNotice;
  /** The alert a page shows when one of its own calls after the step saves fails, by call name (e.g. `event`). */
  callFailures?: Record<string, { title: string }>;
  actions?: WizardActions;
  /** Checked in order before a normal save; the first whose registered code applies handles the save. */
  outcomes?: NamedOutcome[];
}
