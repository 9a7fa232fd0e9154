import type { accreditations as english } from '../en/accreditations';
import type { Translations } from '../../translations';

export const accreditations: Translations<typeof english> = {
  'accreditations.heading': "Accréditations",
  'accreditations.intro': "Importez les certificats qui attestent votre enseignement. Fichiers PDF, JPEG ou PNG de moins de 5 Mo.",
  'accreditations.category.yoga': "Certificats de professeur de yoga",
  'accreditations.category.teacher': "Certificats de professeur de méditation",
  'accreditations.category.phd': "Diplômes et doctorats",
  'accreditations.itemFiles': "Les preuves de droits d’auteur d’une piste et les certificats d’une retraite s’ajoutent dans le formulaire de cette piste ou retraite.",
};
