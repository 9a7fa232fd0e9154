import type { wizard as english } from '../en/wizard';
import type { Translations } from '../../translations';

export const wizard: Translations<typeof english> = {
  "wizard.back": "Indietro",
  "wizard.next": "Avanti",
  "wizard.saveAndNext": "Salva e continua",
  "wizard.submit": "Invia",
  "wizard.cancel": "Annulla",
  "wizard.steps": "Passaggi",
  "wizard.notValidated": "Non ancora convalidato",
  "wizard.review": "Revisione",
  "wizard.cannotSubmit": "Non è ancora possibile inviare",
  "wizard.changes.title": "Cosa è cambiato",
  "wizard.changes.none": "Ancora nessuna modifica",
  "wizard.changes.before": "Versione pubblicata",
  "wizard.changes.after": "La tua versione",
  "wizard.changes.empty": "(vuoto)",
  "wizard.changes.added": "Aggiunto",
  "wizard.changes.removed": "Rimosso",
  "wizard.changes.changed": "Modificato",
  "wizard.changes.in": "Modifiche in {step}",
  "wizard.showMore": "Mostra di più",
  "wizard.showLess": "Mostra di meno",
  "wizard.topics.choose": "Scegli",
  "wizard.topics.many": "Seleziona più opzioni.",
  "wizard.topics.one": "Seleziona un’opzione.",
  "wizard.topics.done": "Fatto",
};
