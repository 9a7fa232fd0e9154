import type { accreditations as english } from '../en/accreditations';
import type { Translations } from '../../translations';

export const accreditations: Translations<typeof english> = {
  'accreditations.heading': "Accreditaties",
  'accreditations.intro': "Upload de certificaten die je lesgeven onderbouwen. PDF-, JPEG- of PNG-bestanden kleiner dan 5 MB.",
  'accreditations.category.yoga': "Certificaten als yogadocent",
  'accreditations.category.teacher': "Certificaten als meditatiedocent",
  'accreditations.category.phd': "Diploma's en promoties",
  'accreditations.itemFiles': "Bewijs van auteursrecht voor een track en de certificaten van een retreat voeg je toe in het formulier van die track of retreat.",
};
