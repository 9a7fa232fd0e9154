import type { accreditations as english } from '../en/accreditations';
import type { Translations } from '../../translations';

export const accreditations: Translations<typeof english> = {
  'accreditations.heading': "Qualifikationen",
  'accreditations.intro': "Lade die Zertifikate hoch, die deine Lehrtätigkeit belegen. PDF-, JPEG- oder PNG-Dateien unter 5 MB.",
  'accreditations.category.yoga': "Zertifikate als Yogalehrer/in",
  'accreditations.category.teacher': "Zertifikate als Meditationslehrer/in",
  'accreditations.category.phd': "Abschlüsse und Promotionen",
  'accreditations.itemFiles': "Urheberrechtsnachweise für einen Track und die Zertifikate eines Retreats fügst du im Formular des Tracks oder Retreats hinzu.",
};
