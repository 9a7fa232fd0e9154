import type { wizard as english } from '../en/wizard';
import type { Translations } from '../../translations';

export const wizard: Translations<typeof english> = {
  "wizard.back": "Zurück",
  "wizard.next": "Weiter",
  "wizard.saveAndNext": "Speichern & weiter",
  "wizard.submit": "Einreichen",
  "wizard.cancel": "Abbrechen",
  "wizard.steps": "Schritte",
  "wizard.notValidated": "Noch nicht geprüft",
  "wizard.review": "Überprüfen",
  "wizard.cannotSubmit": "Das kann noch nicht eingereicht werden",
  "wizard.changes.title": "Was sich geändert hat",
  "wizard.changes.none": "Noch keine Änderungen",
  "wizard.changes.before": "Veröffentlichte Version",
  "wizard.changes.after": "Deine Version",
  "wizard.changes.empty": "(leer)",
  "wizard.changes.added": "Hinzugefügt",
  "wizard.changes.removed": "Entfernt",
  "wizard.changes.changed": "Geändert",
  "wizard.changes.in": "Änderungen in {step}",
  "wizard.showMore": "Mehr anzeigen",
  "wizard.showLess": "Weniger anzeigen",
  "wizard.topics.choose": "Auswählen",
  "wizard.topics.many": "Wähle mehrere Optionen.",
  "wizard.topics.one": "Wähle eine Option.",
  "wizard.topics.done": "Fertig",
};
