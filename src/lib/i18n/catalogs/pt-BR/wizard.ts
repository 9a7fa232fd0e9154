import type { wizard as english } from '../en/wizard';
import type { Translations } from '../../translations';

export const wizard: Translations<typeof english> = {
  "wizard.back": "Voltar",
  "wizard.next": "Avançar",
  "wizard.saveAndNext": "Salvar e avançar",
  "wizard.submit": "Enviar",
  "wizard.cancel": "Cancelar",
  "wizard.steps": "Etapas",
  "wizard.notValidated": "Ainda não validada",
  "wizard.review": "Revisão",
  "wizard.cannotSubmit": "Ainda não é possível enviar",
  "wizard.changes.title": "O que mudou",
  "wizard.changes.none": "Nenhuma mudança ainda",
  "wizard.changes.before": "Versão publicada",
  "wizard.changes.after": "Sua versão",
  "wizard.changes.empty": "(vazio)",
  "wizard.changes.added": "Adicionado",
  "wizard.changes.removed": "Removido",
  "wizard.changes.changed": "Alterado",
  "wizard.changes.in": "Mudanças em {step}",
  "wizard.showMore": "Mostrar mais",
  "wizard.showLess": "Mostrar menos",
  "wizard.topics.choose": "Escolher",
  "wizard.topics.many": "Selecione várias opções.",
  "wizard.topics.one": "Selecione uma opção.",
  "wizard.topics.done": "Concluir",
};
