/** The notification settings section of /account-settings (issue 18 item 4); its switches' texts come from schemas/wizards/account-settings. */
export const notificationSettings = {
  'accountSettings.saveNotifications': 'Save notification settings',
  'accountSettings.notificationsSaved': 'Notification settings saved',
};
