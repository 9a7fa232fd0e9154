import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { deleteCookie, IMPERSONATION_COOKIE } from '../../lib/cookies';
import { useSession } from '../../lib/session/AppServices';

/**
 * The generic error page (spec 1 §2). 'Try again' starts clean: an impersonation gone wrong is a
 * common cause, so it drops the impersonation cookie and the session before going back to sign-in.
 * What broke is written to the console (the router hands a loader's or a render's error over silently
 * in production), so a crash screen in a test run or a support case says what happened.
 */
export function ErrorPage({ error, reset }: { error?: unknown; reset?: () => void }) {
  useEffect(() => {
    if (error !== undefined) console.error('The page failed and shows the error page:', error);
  }, [error]);
  const session = useSession();
  const router = useRouter();
  const t = useT();
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
        <Title order={1}>{t('errors.heading')}</Title>
        <Text>{t('errors.text')}</Text>
        <Button loading={busy} onClick={() => void tryAgain()}>
          {t('errors.tryAgain')}
        </Button>
      </Stack>
    </Center>
  );
}
