import { Button, Group, Paper, Text } from '@mantine/core';
import { displayName } from '../../lib/format/displayName';

/** Shown on every dashboard screen while an admin acts as a publisher, with the way back. */
export function ImpersonationBanner({ name, onStop }: { name: string; onStop: () => void }) {
  return (
    <Paper role="region" aria-label="Impersonation" bg="yellow.1" px="md" py="xs" mb="md" radius="sm">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">
          You are impersonating <strong>{displayName(name)}</strong>.
        </Text>
        <Button size="xs" color="dark" onClick={onStop}>
          Stop
        </Button>
      </Group>
    </Paper>
  );
}
