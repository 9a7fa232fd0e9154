import type { accreditations as english } from '../en/accreditations';
import type { Translations } from '../../translations';

export const accreditations: Translations<typeof english> = {
  'accreditations.heading': "Accreditamenti",
  'accreditations.intro': "Carica i certificati che attestano il tuo insegnamento. File PDF, JPEG o PNG sotto i 5 MB.",
  'accreditations.category.yoga': "Certificati di insegnante di yoga",
  'accreditations.category.teacher': "Certificati di insegnante di meditazione",
  'accreditations.category.phd': "Lauree e dottorati",
  'accreditations.itemFiles': "La prova del diritto d’autore di un brano e i certificati di un ritiro si aggiungono nel modulo di quel brano o ritiro.",
};
