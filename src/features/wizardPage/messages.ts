/** The wizard page's own UI text (English); wizard-specific sentences come in through `WizardScreenTexts`. */
export const WIZARD_PAGE_MESSAGES = {
  draftRestored: 'Unsaved changes from your last visit were restored.',
  discardDraft: 'Discard them',
  closeNotice: 'Close',
  close: 'Close',
  discard: 'Discard',
  cancel: 'Cancel',
} as const;
