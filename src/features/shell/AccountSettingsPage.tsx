import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { LanguageSelect } from './language/LanguageSelect';
import { ScreenFrame } from './ScreenFrame';

/** /account-settings: the settings that belong to the signed-in person; today the interface language. */
export function AccountSettingsPage({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <ScreenFrame heading={t('accountSettings.heading')}>
      <Paper withBorder p="md" maw={480}>
        <Stack gap="xs">
          <Text fw={600}>{t('accountSettings.languageSection')}</Text>
          <LanguageSelect description={t('accountSettings.languageHelp')} />
        </Stack>
      </Paper>
      {/* Further settings sections from their own features (notifications), composed by the route. */}
      {children && <Stack mt="md">{children}</Stack>}
    </ScreenFrame>
  );
}
