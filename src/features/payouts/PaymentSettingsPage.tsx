import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { createServiceClient } from '../../backend/http/createServiceClient';
import { useT } from '../../lib/i18n';
import { useBackend, useNotifier } from '../../lib/session/AppServices';
import { LoadingSpinner } from '../../lib/ui/LoadingSpinner';
import { LocalPayeeOnboarding } from './LocalPayeeOnboarding';
import { payoutsApi, type Payee, type PayeeLink, type PayeeStatus } from './payoutsApi';

const STATUS_COLOR: Record<PayeeStatus, string> = { NOT_PAYABLE: 'gray', PAYABLE: 'teal', BLOCKED: 'red' };
const STATUS_TEXT = { NOT_PAYABLE: 'payouts.status.NOT_PAYABLE', PAYABLE: 'payouts.status.PAYABLE', BLOCKED: 'payouts.status.BLOCKED' } as const;

/**
 * /payment-settings (spec 3 §2, issue 18 item 3): the payee's status and the provider's onboarding,
 * the provider's signed iFrame (PAYOUT_PROVIDER=tipalti) or the local simulation. `hidden` while an admin
 * impersonates without being on the allowed list (spec 1 §2): the screen then says so and shows nothing else.
 */
export function PaymentSettingsPage({ hidden }: { hidden: boolean }) {
  const t = useT();
  const backend = useBackend();
  const notifier = useNotifier();
  const client = useMemo(() => createServiceClient('teacherDashboard', backend, notifier), [backend, notifier]);
  const [payee, setPayee] = useState<Payee | null | undefined>(undefined);
  const [link, setLink] = useState<PayeeLink | null>(null);
  const [opening, setOpening] = useState(false);

  useEffect(() => {
    if (hidden) return;
    const controller = new AbortController();
    payoutsApi.current(client, controller.signal).then(
      (found) => !controller.signal.aborted && setPayee(found),
      () => setPayee(null),
    );
    return () => controller.abort();
  }, [client, hidden]);

  if (hidden) return <Alert color="gray">{t('payouts.hiddenWhileImpersonating')}</Alert>;
  if (payee === undefined) return <LoadingSpinner />;

  const open = async () => {
    setOpening(true);
    try {
      const created = await payoutsApi.createPayee(client);
      if (created) {
        setLink(created);
        setPayee(created);
      }
    } finally {
      setOpening(false);
    }
  };
  const status: PayeeStatus | null = payee?.status ?? null;

  return (
    <Stack maw={720}>
      <Paper withBorder p="md">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={4}>
            <Title order={2} size="h4">
              {t('payouts.statusHeading')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('payouts.intro')}
            </Text>
          </Stack>
          <Badge color={status ? STATUS_COLOR[status] : 'gray'} size="lg" variant="light">
            {status ? t(STATUS_TEXT[status]) : t('payouts.status.NONE')}
          </Badge>
        </Group>
        {status === 'BLOCKED' && (
          <Alert color="red" mt="md">
            {t('payouts.blocked')}
          </Alert>
        )}
        {!link && status !== 'PAYABLE' && (
          <Button mt="md" onClick={() => void open()} loading={opening}>
            {payee ? t('payouts.continueSetup') : t('payouts.startSetup')}
          </Button>
        )}
        {!link && status === 'PAYABLE' && (
          <Button mt="md" variant="default" onClick={() => void open()} loading={opening}>
            {t('payouts.review')}
          </Button>
        )}
      </Paper>
      {link?.provider === 'tipalti' && (
        <iframe src={link.iframe_url} title={t('payouts.iframeTitle')} style={{ width: '100%', minHeight: 900, border: 0 }} />
      )}
      {link?.provider === 'local' && <LocalPayeeOnboarding client={client} link={link} onChange={setPayee} />}
    </Stack>
  );
}
