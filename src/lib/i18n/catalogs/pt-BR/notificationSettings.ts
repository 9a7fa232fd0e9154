import type { notificationSettings as english } from '../en/notificationSettings';
import type { Translations } from '../../translations';

export const notificationSettings: Translations<typeof english> = {
  'accountSettings.saveNotifications': "Salvar notificações",
  'accountSettings.notificationsSaved': "Configurações de notificação salvas",
};
