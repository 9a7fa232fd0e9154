import type { accreditations as english } from '../en/accreditations';
import type { Translations } from '../../translations';

export const accreditations: Translations<typeof english> = {
  'accreditations.heading': "Квалификация",
  'accreditations.intro': "Загрузите сертификаты, подтверждающие вашу квалификацию преподавателя. Файлы PDF, JPEG или PNG до 5 МБ.",
  'accreditations.category.yoga': "Сертификаты преподавателя йоги",
  'accreditations.category.teacher': "Сертификаты преподавателя медитации",
  'accreditations.category.phd': "Дипломы и учёные степени",
  'accreditations.itemFiles': "Подтверждение авторских прав для трека и сертификаты ретрита добавляются в форме этого трека или ретрита.",
};
