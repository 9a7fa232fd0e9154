import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../lib/i18n';
import { Link } from '@tanstack/react-router';

/** spec 1 §2: /not-found. */
export function NotFoundPage() {
  const t = useT();
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" maw={520} ta="center">
        <Title order={1}>{t('notFound.heading')}</Title>
        <Text>{t('notFound.text')}</Text>
        <Button component={Link} to="/">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Center>
  );
}
