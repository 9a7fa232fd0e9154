import type { ComponentType } from 'react';
import type { WizardViewProps } from '../../renderer/WizardView';

/** An item as a wizard page edits it (what the wizard's fetch call answers). */
export interface WizardPageItem {
  id: string;
  status: string;
  /** What the wizard edits: for a live item, its pending revision applied over the live version. */
  data: Record<string, unknown>;
  /** The published version (same shape as `data`) while the item is live, for the review step's changes list. */
  live?: Record<string, unknown>;
}

/** The sentences a wizard page shows around the wizard: each wizard names its own item ('course', 'track'). */
export interface WizardScreenTexts {
  /** Restricted mode: what submitting a live item means (also shown in the submit dialog). */
  editSubmission: string;
  /** The submit dialog's text for a first submission: what happens next (e.g. the review time). */
  submitConfirm?: string;
  /** Title of the restricted-mode notice. */
  editingLiveTitle: string;
  /** Title of the modal after a submit. */
  submittedTitle: string;
  submitted: string;
  editSubmitted: string;
  /** The read-only banner while an edit waits for review. */
  underReviewTitle: string;
  underReview: string;
  /** The page's alert when the item does not exist (or is not the publisher's). */
  notFound: string;
}

/** The wizard view a page draws: WizardView with the wizard's own fields and providers around it. */
export type WizardViewComponent = ComponentType<Omit<WizardViewProps, 'fields' | 'uiSchemas'>>;

/** What the screen draws beside the generic frame. */
export interface WizardScreenParts {
  View: WizardViewComponent;
  texts: WizardScreenTexts;
  /** How an entry of an item list reads in the review step's changes list. */
  itemLabel?: (item: Record<string, unknown>, index: number) => string;
}
