import type { notificationSettings as english } from '../en/notificationSettings';
import type { Translations } from '../../translations';

export const notificationSettings: Translations<typeof english> = {
  'accountSettings.saveNotifications': "सूचना सेटिंग्स सहेजें",
  'accountSettings.notificationsSaved': "सूचना सेटिंग्स सहेजी गईं",
};
