import { useState } from 'react';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { deleteCookie, IMPERSONATION_COOKIE } from '../../lib/cookies';
import { useSession } from '../../lib/session/AppServices';

/**
 * The generic error page (spec 1 §2). 'Try again' starts clean: an impersonation gone wrong is a
 * common cause, so it drops the impersonation cookie and the session before going back to sign-in.
 */
export function ErrorPage({ reset }: { reset?: () => void }) {
  const session = useSession();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function tryAgain() {
    setBusy(true);
    deleteCookie(IMPERSONATION_COOKIE);
    try {
      await session.signOut();
    } finally {
      reset?.();
      await router.navigate({ to: '/login' });
      setBusy(false);
    }
  }

  return (
    <Center mih="100vh" p="md">
      <Stack align="center" maw={520} ta="center">
        <Title order={1}>Something has gone wrong</Title>
        <Text>Please try again. If the problem continues, contact our support team and tell us what you were doing.</Text>
        <Button loading={busy} onClick={() => void tryAgain()}>
          Try again
        </Button>
      </Stack>
    </Center>
  );
}
