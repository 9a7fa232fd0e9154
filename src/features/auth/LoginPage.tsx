import { useState, type FormEvent } from 'react';
import { useT } from '../../lib/i18n';
import { Alert, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useSession } from '../../lib/session/AppServices';

/** spec 1 §8: shown for every sign-in failure, whatever the cause. */

/** E-mail and password sign-in; the caller decides where a signed-in user goes. */
export function LoginPage({ onSignedIn }: { onSignedIn: () => void }) {
  const session = useSession();
  const t = useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setFailed(false);
    try {
      await session.signIn(email.trim(), password);
    } catch {
      setFailed(true);
      setBusy(false);
      return;
    }
    onSignedIn();
  }

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            <Title order={1} size="h2">
              {t('auth.signIn')}
            </Title>
            {failed && (
              <Alert color="red" role="alert">
                {t('auth.failed')}
              </Alert>
            )}
            <TextInput
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <PasswordInput
              label={t('auth.password')}
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Button type="submit" loading={busy}>
              {t('auth.signIn')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
