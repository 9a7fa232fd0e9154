import { Button, Group, Paper, Text } from '@mantine/core';
import { displayName } from '../../lib/format/displayName';
import { T, useT } from '../../lib/i18n';

/** Shown on every dashboard screen while an admin acts as a publisher, with the way back. */
export function ImpersonationBanner({ name, onStop }: { name: string; onStop: () => void }) {
  const t = useT();
  return (
    <Paper role="region" aria-label={t('impersonate.banner')} bg="yellow.1" px="md" py="xs" mb="md" radius="sm">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">
          <T k="impersonate.youAre" values={{ name: displayName(name, t('profile.guest')) }} components={{ 0: <strong /> }} />
        </Text>
        <Button size="xs" color="dark" onClick={onStop}>
          {t('impersonate.stop')}
        </Button>
      </Group>
    </Paper>
  );
}
