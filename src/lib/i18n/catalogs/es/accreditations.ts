import type { accreditations as english } from '../en/accreditations';
import type { Translations } from '../../translations';

export const accreditations: Translations<typeof english> = {
  'accreditations.heading': "Acreditaciones",
  'accreditations.intro': "Sube los certificados que respaldan tu enseñanza. Archivos PDF, JPEG o PNG de menos de 5 MB.",
  'accreditations.category.yoga': "Certificados de profesor de yoga",
  'accreditations.category.teacher': "Certificados de profesor de meditación",
  'accreditations.category.phd': "Títulos y doctorados",
  'accreditations.itemFiles': "La prueba de derechos de autor de una pista y los certificados de un retiro se añaden en el formulario de esa pista o retiro.",
};
