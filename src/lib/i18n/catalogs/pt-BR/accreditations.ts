import type { accreditations as english } from '../en/accreditations';
import type { Translations } from '../../translations';

export const accreditations: Translations<typeof english> = {
  'accreditations.heading': "Credenciais",
  'accreditations.intro': "Envie os certificados que comprovam sua atuação como professor. Arquivos PDF, JPEG ou PNG com menos de 5 MB.",
  'accreditations.category.yoga': "Certificados de professor de ioga",
  'accreditations.category.teacher': "Certificados de professor de meditação",
  'accreditations.category.phd': "Diplomas e doutorados",
  'accreditations.itemFiles': "A prova de direitos autorais de uma faixa e os certificados de um retiro são adicionados no formulário dessa faixa ou retiro.",
};
