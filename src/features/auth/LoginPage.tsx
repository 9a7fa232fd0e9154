import { useRef, useState, type FormEvent } from 'react';
import { useT } from '../../lib/i18n';
import { Alert, Button, Center, Divider, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import type { SocialProvider } from '../../backend/ports';
import { useSession } from '../../lib/session/AppServices';
import { useDocumentTitle } from '../../lib/ui/useDocumentTitle';

/** spec 1 §8: shown for every sign-in failure, whatever the cause. */

const PROVIDER_LABEL = {
  google: 'auth.continueWithGoogle',
  facebook: 'auth.continueWithFacebook',
  apple: 'auth.continueWithApple',
} as const satisfies Record<SocialProvider, string>;

/**
 * E-mail and password sign-in, plus the social pop-ups the backend offers (spec 1 §7: Google, Facebook,
 * Apple on Firebase; the local backend offers none); the caller decides where a signed-in user goes.
 */
export function LoginPage({ onSignedIn }: { onSignedIn: () => void }) {
  const session = useSession();
  const t = useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  // Empty fields are refused here, before any call to the server; each says so under itself.
  const [missing, setMissing] = useState<{ email: boolean; password: boolean }>({ email: false, password: false });
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  useDocumentTitle(t('auth.signIn'));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const empty = { email: email.trim() === '', password: password === '' };
    setMissing(empty);
    if (empty.email || empty.password) {
      (empty.email ? emailInput : passwordInput).current?.focus();
      return;
    }
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

  async function signInWith(provider: SocialProvider) {
    setBusy(true);
    setFailed(false);
    try {
      await session.signInWithProvider(provider);
    } catch (error) {
      // Closing the pop-up is the user's choice, not a failure to report.
      if ((error as { code?: unknown }).code !== 'aborted') setFailed(true);
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
              ref={emailInput}
              error={missing.email ? t('publishing.auth.emailRequired') : undefined}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <PasswordInput
              label={t('auth.password')}
              autoComplete="current-password"
              required
              value={password}
              ref={passwordInput}
              error={missing.password ? t('publishing.auth.passwordRequired') : undefined}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Button type="submit" loading={busy}>
              {t('auth.signIn')}
            </Button>
            {session.socialProviders.length > 0 && (
              <>
                <Divider label={t('auth.or')} labelPosition="center" />
                {session.socialProviders.map((provider) => (
                  <Button key={provider} variant="default" disabled={busy} onClick={() => void signInWith(provider)}>
                    {t(PROVIDER_LABEL[provider])}
                  </Button>
                ))}
              </>
            )}
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
