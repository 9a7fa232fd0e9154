import type { wizard as english } from '../en/wizard';
import type { Translations } from '../../translations';

export const wizard: Translations<typeof english> = {
  "wizard.back": "Terug",
  "wizard.next": "Volgende",
  "wizard.saveAndNext": "Opslaan en verder",
  "wizard.submit": "Indienen",
  "wizard.cancel": "Annuleren",
  "wizard.steps": "Stappen",
  "wizard.notValidated": "Nog niet gecontroleerd",
  "wizard.review": "Controleren",
  "wizard.cannotSubmit": "Dit kan nog niet worden ingediend",
  "wizard.changes.title": "Wat er is veranderd",
  "wizard.changes.none": "Nog geen wijzigingen",
  "wizard.changes.before": "Gepubliceerde versie",
  "wizard.changes.after": "Jouw versie",
  "wizard.changes.empty": "(leeg)",
  "wizard.changes.added": "Toegevoegd",
  "wizard.changes.removed": "Verwijderd",
  "wizard.changes.changed": "Gewijzigd",
  "wizard.changes.in": "Wijzigingen in {step}",
  "wizard.showMore": "Meer tonen",
  "wizard.showLess": "Minder tonen",
  "wizard.topics.choose": "Kiezen",
  "wizard.topics.many": "Kies meerdere opties.",
  "wizard.topics.one": "Kies één optie.",
  "wizard.topics.done": "Klaar",
};
