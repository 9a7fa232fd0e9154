import type { wizard as english } from '../en/wizard';
import type { Translations } from '../../translations';

export const wizard: Translations<typeof english> = {
  "wizard.back": "Atrás",
  "wizard.next": "Siguiente",
  "wizard.saveAndNext": "Guardar y continuar",
  "wizard.submit": "Enviar",
  "wizard.cancel": "Cancelar",
  "wizard.steps": "Pasos",
  "wizard.notValidated": "Aún sin validar",
  "wizard.review": "Revisión",
  "wizard.cannotSubmit": "Todavía no se puede enviar",
  "wizard.changes.title": "Qué ha cambiado",
  "wizard.changes.none": "Aún no hay cambios",
  "wizard.changes.before": "Versión publicada",
  "wizard.changes.after": "Tu versión",
  "wizard.changes.empty": "(vacío)",
  "wizard.changes.added": "Añadido",
  "wizard.changes.removed": "Eliminado",
  "wizard.changes.changed": "Cambiado",
  "wizard.changes.in": "Cambios en {step}",
  "wizard.showMore": "Mostrar más",
  "wizard.showLess": "Mostrar menos",
  "wizard.topics.choose": "Elegir",
  "wizard.topics.many": "Selecciona varias opciones.",
  "wizard.topics.one": "Selecciona una opción.",
  "wizard.topics.done": "Listo",
};
