import { Alert, Box } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { buildWizardMachineInput } from '../../../engine/buildWizardMachineInput';
import type { CompiledWizard } from '../../../engine/compiledWizard';
import { loadBrowserWizard } from '../../../engine/loadBrowserWizard';
import { RETREAT_WIZARD } from '../../../domain/retreats/retreatStorage';
import { useBackend, useNotifier, useSessionUser } from '../../../lib/session/AppServices';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';
import { useHotWizard } from '../../../renderer/useHotWizard';
import { createRetreatWizardApi, type RetreatForWizard } from '../api/retreatWizardApi';
import { useT } from '../../../lib/i18n';
import { RetreatWizardView } from './RetreatWizardView';
import { retreatValidation } from './retreatWizardInput';

type Loaded = { state: 'loading' } | { state: 'missing' } | { state: 'ready'; retreat: RetreatForWizard; wizard: CompiledWizard };

const NO_IO = {
  saveStep: () => Promise.reject(new Error('Read only')),
  submit: () => Promise.reject(new Error('Read only')),
};

/**
 * /retreat/view/{id}: the retreat read-only (spec 2 §2): every step browsed with Next and Back and the
 * step bar, no action buttons, at most 1000 px wide.
 */
export function RetreatViewPage({ retreatId }: { retreatId: string }) {
  const backend = useBackend();
  const notifier = useNotifier();
  const isAdmin = useSessionUser()?.isAdmin === true;
  const t = useT();
  const api = useMemo(() => createRetreatWizardApi(backend, notifier), [backend, notifier]);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    Promise.all([api.get(retreatId), loadBrowserWizard(RETREAT_WIZARD, { mode: 'view' })]).then(
      ([retreat, wizard]) => live && setLoaded(retreat ? { state: 'ready', retreat, wizard } : { state: 'missing' }),
      () => live && setLoaded({ state: 'missing' }),
    );
    return () => {
      live = false;
    };
  }, [api, retreatId]);
  // In `npm run dev` a schema edit gives the newest compile; WizardView restarts on it at the same step.
  const wizard = useHotWizard(loaded.state === 'ready' ? loaded.wizard : null);
  const input = useMemo(
    () =>
      loaded.state === 'ready' && wizard
        ? { ...buildWizardMachineInput(wizard, loaded.retreat, retreatValidation(loaded.retreat.status, isAdmin)), readOnly: true }
        : null,
    [loaded, wizard, isAdmin],
  );
  if (loaded.state === 'missing') return <Alert color="red" title={t('retreats.wizard.notFound')} />;
  if (loaded.state === 'loading' || !input || !wizard) return <LoadingSpinner />;
  return (
    <Box maw={1000} mx="auto">
      <RetreatWizardView wizard={wizard} io={NO_IO} input={input} />
    </Box>
  );
}
