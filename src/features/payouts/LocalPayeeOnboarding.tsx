import { Alert, Button, Group, Stack, Stepper, Text } from '@mantine/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ServiceClient } from '../../backend/http/createServiceClient';
import type { CompiledWizard } from '../../engine/compiledWizard';
import { loadBrowserWizard } from '../../engine/loadBrowserWizard';
import { useT } from '../../lib/i18n';
import { useSchemaText } from '../../lib/i18n/schema/useSchemaText';
import { useNotifier } from '../../lib/session/AppServices';
import { LoadingSpinner } from '../../lib/ui/LoadingSpinner';
import { FieldErrorContext } from '../../renderer/FieldErrorContext';
import { createFieldErrorStore } from '../../renderer/fieldErrorStore';
import { StepForm } from '../../renderer/StepForm';
import { payoutsApi, type Payee, type PayeeLink } from './payoutsApi';

const WIZARD = 'payout';

/**
 * The local provider's onboarding (PAYOUT_PROVIDER=local): address, payment method, tax form, done, as
 * the provider's iFrame asks them. Each step is drawn from and checked with schemas/wizards/payout; the
 * server checks it again under the signed link and answers the payee's new status.
 */
export function LocalPayeeOnboarding({ client, link, onChange }: { client: ServiceClient; link: PayeeLink; onChange: (payee: Payee) => void }) {
  const t = useT();
  const text = useSchemaText();
  const notifier = useNotifier();
  const [wizard, setWizard] = useState<CompiledWizard | null>(null);
  const [payee, setPayee] = useState<Payee>(link);
  const [saving, setSaving] = useState(false);
  // A done step the publisher chose to change (as the provider's dashboard lets a payee edit details).
  const [editing, setEditing] = useState<string | null>(null);
  const store = useMemo(() => createFieldErrorStore(), []);
  const data = useRef<Record<string, unknown>>({});

  useEffect(() => {
    void loadBrowserWizard(WIZARD).then(setWizard);
  }, []);
  const steps = wizard?.steps ?? [];
  const firstOpen = steps.findIndex((s) => !payee.steps_done.includes(s.key));
  const edited = steps.findIndex((s) => s.key === editing);
  const active = edited >= 0 ? edited : firstOpen < 0 ? steps.length : firstOpen;
  const current = steps[active];
  const schema = useMemo(() => {
    if (!current) return null;
    // The stepper already names the step.
    const { title: _title, ...rest } = current.schema as RJSFSchema;
    return rest as RJSFSchema;
  }, [current]);
  if (!wizard) return <LoadingSpinner />;

  const save = async () => {
    if (!current) return;
    const errors = wizard.validateStep(current.key, data.current);
    store.set(errors);
    if (errors.length > 0) return;
    setSaving(true);
    try {
      const outcome = await payoutsApi.saveStep(client, link, current.key, data.current);
      if (!outcome.ok) return store.set(outcome.errors);
      data.current = {};
      // After changing a done step, the next step opens too, so the whole path can be walked again.
      const next = steps[active + 1];
      setEditing(edited >= 0 && next && outcome.payee.steps_done.includes(next.key) ? next.key : null);
      setPayee(outcome.payee);
      onChange(outcome.payee);
    } catch (error) {
      notifier.alert(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      <Stepper active={active} size="sm" orientation="vertical" allowNextStepsSelect={false} onStepClick={(i) => steps[i] && setEditing(steps[i].key)}>
        {steps.map((step) => (
          <Stepper.Step key={step.key} label={text(step.title)} allowStepSelect={payee.steps_done.includes(step.key)} />
        ))}
        <Stepper.Completed>{null}</Stepper.Completed>
      </Stepper>
      {current && schema ? (
        <FieldErrorContext.Provider value={store}>
          <StepForm key={current.key} stepKey={current.key} schema={schema} initialData={{}} onChange={(d) => (data.current = d)} />
          <Group justify="flex-end">
            <Button onClick={() => void save()} loading={saving}>
              {active === steps.length - 1 ? t('payouts.finish') : t('payouts.continue')}
            </Button>
          </Group>
        </FieldErrorContext.Provider>
      ) : (
        <Alert color="teal" title={t('payouts.doneTitle')}>
          <Text size="sm">{t('payouts.doneText')}</Text>
        </Alert>
      )}
    </Stack>
  );
}
