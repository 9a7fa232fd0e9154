import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useLogout } from '../../lib/session/useLogout';
import { useSessionUser } from '../../lib/session/AppServices';

/** The dashboard landing page: who is signed in, and the way out. */
export function DashboardHome() {
  const user = useSessionUser();
  const logout = useLogout();
  return (
    <Container size="lg" py="lg">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-end" pb="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <div>
            <Title order={1}>Dashboard</Title>
            <Text c="dimmed" data-testid="signed-in-email">
              {user?.email}
            </Text>
          </div>
          <Button variant="outline" onClick={() => void logout()}>
            Logout
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
