import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** spec 1 §2: /not-found. */
export function NotFoundPage() {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" maw={520} ta="center">
        <Title order={1}>Page Not Found</Title>
        <Text>It&apos;s okay to feel a little lost sometimes. But maybe we can help you find your way home.</Text>
        <Button component={Link} to="/">
          Back to home
        </Button>
      </Stack>
    </Center>
  );
}
