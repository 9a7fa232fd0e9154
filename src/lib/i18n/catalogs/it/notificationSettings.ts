import type { notificationSettings as english } from '../en/notificationSettings';
import type { Translations } from '../../translations';

export const notificationSettings: Translations<typeof english> = {
  'accountSettings.saveNotifications': "Salva le notifiche",
  'accountSettings.notificationsSaved': "Impostazioni delle notifiche salvate",
};
