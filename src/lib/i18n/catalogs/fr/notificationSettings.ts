import type { notificationSettings as english } from '../en/notificationSettings';
import type { Translations } from '../../translations';

export const notificationSettings: Translations<typeof english> = {
  'accountSettings.saveNotifications': "Enregistrer les notifications",
  'accountSettings.notificationsSaved': "Paramètres de notification enregistrés",
};
