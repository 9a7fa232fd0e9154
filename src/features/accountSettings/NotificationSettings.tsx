import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CompiledWizard } from '../../engine/compiledWizard';
import { loadBrowserWizard } from '../../engine/loadBrowserWizard';
import { useT } from '../../lib/i18n';
import { useSchemaText } from '../../lib/i18n/schema/useSchemaText';
import { useBackend, useNotifier, useSessionUser } from '../../lib/session/AppServices';
import { LoadingSpinner } from '../../lib/ui/LoadingSpinner';
import { FieldErrorContext } from '../../renderer/FieldErrorContext';
import { createFieldErrorStore } from '../../renderer/fieldErrorStore';
import { StepForm } from '../../renderer/StepForm';

const STEP = 'notifications';

/**
 * The notification settings on /account-settings, drawn and checked from schemas/wizards/account-settings
 * and saved as the private settings' notification_settings (the owner's own free-form flags).
 */
export function NotificationSettings() {
  const t = useT();
  const text = useSchemaText();
  const backend = useBackend();
  const notifier = useNotifier();
  const user = useSessionUser();
  const [loaded, setLoaded] = useState<{ wizard: CompiledWizard; data: Record<string, unknown> } | null>(null);
  const [saving, setSaving] = useState(false);
  const store = useMemo(() => createFieldErrorStore(), []);
  const data = useRef<Record<string, unknown>>({});
  const path = user ? `users/${user.uid}/private/settings` : null;

  useEffect(() => {
    if (!path) return;
    void Promise.all([loadBrowserWizard('account-settings'), backend.documents.get(path).catch(() => null)]).then(([wizard, settings]) => {
      const stored = (settings?.data.notification_settings ?? {}) as Record<string, unknown>;
      data.current = stored;
      setLoaded({ wizard, data: stored });
    });
  }, [backend.documents, path]);
  const step = loaded?.wizard.steps.find((s) => s.key === STEP);
  const schema = useMemo(() => {
    if (!step) return null;
    const { title: _title, ...rest } = step.schema as RJSFSchema;
    return rest as RJSFSchema;
  }, [step]);
  if (!loaded || !schema || !path || !step) return <LoadingSpinner />;

  const save = async () => {
    const errors = loaded.wizard.validateStep(STEP, data.current);
    store.set(errors);
    if (errors.length > 0) return;
    setSaving(true);
    try {
      // Only the schema's own switches are written, each true or false.
      const flags = Object.fromEntries(loaded.wizard.stepFields(STEP).map((f) => [f, data.current[f] === true]));
      await backend.documents.set(path, { notification_settings: flags }, { merge: true });
      notifier.toast({ title: t('accountSettings.notificationsSaved'), message: '' });
    } catch (error) {
      notifier.alert(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder p="md" maw={480} component="section" aria-labelledby="notification-settings">
      <Stack gap="xs">
        <Title order={2} size="h5" id="notification-settings">
          {text(step.title)}
        </Title>
        <FieldErrorContext.Provider value={store}>
          <StepForm stepKey={STEP} schema={schema} initialData={loaded.data} onChange={(d) => (data.current = d)} />
        </FieldErrorContext.Provider>
        <Group justify="flex-end">
          <Button onClick={() => void save()} loading={saving}>
            {t('accountSettings.saveNotifications')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
