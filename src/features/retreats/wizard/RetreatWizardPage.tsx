import { useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { CompiledWizard } from '../../../engine/compiledWizard';
import { useBackend, useNotifier, useSessionUser } from '../../../lib/session/AppServices';
import { RETREAT_WIZARD } from '../../../domain/retreats/retreatStorage';
import { WizardPage } from '../../wizardPage/WizardPage';
import type { WizardPageItem } from '../../wizardPage/wizardPageTypes';
import { createRetreatWizardApi } from '../api/retreatWizardApi';
import { useRetreatScreenTexts } from './messages';
import { RetreatWizardView } from './RetreatWizardView';
import { retreatWizardIo } from './retreatWizardIo';
import { retreatWizardInput } from './retreatWizardInput';

const editHref = (id: string) => `/retreat/${encodeURIComponent(id)}`;
const REVIEW_FIELDS = ['permission_granted'];

/**
 * /retreat/create and /retreat/{id}: the wizard page kit on the retreat calls. After the first save the
 * create route becomes the retreat's edit route, so a reload reopens it with its draft.
 */
export function RetreatWizardPage({ retreatId }: { retreatId?: string }) {
  const backend = useBackend();
  const notifier = useNotifier();
  const isAdmin = useSessionUser()?.isAdmin === true;
  // An admin's link names the owner of another publisher's retreat (`?user_id=`); every call then carries it.
  const named = (useSearch({ strict: false }) as { user_id?: unknown }).user_id;
  const owner = typeof named === 'string' && named !== '' ? named : undefined;
  const texts = useRetreatScreenTexts();
  const api = useMemo(() => createRetreatWizardApi(backend, notifier, owner), [backend, notifier, owner]);
  const load = useCallback(async (id: string): Promise<WizardPageItem | null> => api.get(id), [api]);
  const io = useMemo(() => retreatWizardIo(api, () => crypto.randomUUID(), REVIEW_FIELDS), [api]);
  const toInput = useCallback((wizard: CompiledWizard, item: WizardPageItem | null) => retreatWizardInput(wizard, item, isAdmin), [isAdmin]);
  return (
    <WizardPage
      manifestId={RETREAT_WIZARD}
      itemId={retreatId}
      load={load}
      io={io}
      toInput={toInput}
      doneHref="/retreats"
      editHref={editHref}
      View={RetreatWizardView}
      texts={texts}
    />
  );
}
