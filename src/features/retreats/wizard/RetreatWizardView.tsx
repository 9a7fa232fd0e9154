import { useCallback, useMemo, useRef } from 'react';
import { createServiceClient } from '../../../backend/http/createServiceClient';
import { accreditationsApi } from '../../../backend/http/services/accreditations';
import { AccreditationContext, type AccreditationTarget } from '../../../renderer/widgets/accreditation/AccreditationContext';
import { useBackend, useNotifier } from '../../../lib/session/AppServices';
import { WizardView, type WizardViewProps } from '../../../renderer/WizardView';
import { WizardMediaProviders } from '../../wizardPage/WizardMediaProviders';
import { useItemIdOfContext } from '../../wizardPage/useItemIdOfContext';
import { createRetreatLookups } from '../api/retreatLookups';
import { createRetreatWizardApi } from '../api/retreatWizardApi';
import { RetreatLookupsContext } from './fields/RetreatLookupsContext';
import { accommodationToastTitles, occupancyToast } from './occupancyToasts';
import { useT } from '../../../lib/i18n';
import { useSchemaText } from '../../../lib/i18n/schema/useSchemaText';
import type { FieldError } from '../../../engine/validation/fieldError';
import { RETREAT_ACCOMMODATIONS, retreatAccommodationsCollection } from './retreatAccommodationsCollection';
import { RETREAT_UPLOAD_AREA, retreatWizardFields } from './retreatWizardFields';

/**
 * WizardView with the retreat's own fields (uploaders, venue picker, co-host search, terms) and its
 * accommodation options collection; uploads go under the retreat's folder once its first save gave it an id.
 */
export function RetreatWizardView(props: Omit<WizardViewProps, 'fields' | 'uiSchemas'>) {
  const { input, onContext, onFinish, wizard } = props;
  const backend = useBackend();
  const notifier = useNotifier();
  const t = useT();
  const schemaText = useSchemaText();
  const titles = useMemo(() => accommodationToastTitles(wizard), [wizard]);
  // A refused venue step also toasts its accommodation options' refusal (spec 2 §8), once per refusal shown.
  const toasted = useRef<string | null>(null);
  const withToasts = useCallback<NonNullable<WizardViewProps['onContext']>>(
    (context) => {
      const { fieldErrors = [], errorsShown = false } = context as { fieldErrors?: FieldError[]; errorsShown?: boolean };
      const toast = errorsShown ? occupancyToast(fieldErrors, titles) : null;
      const key = toast ? `${toast.title}:${toast.message}` : null;
      if (toast && key !== toasted.current) notifier.toast({ title: schemaText(toast.title), message: schemaText(toast.message) });
      toasted.current = key;
      onContext?.(context);
    },
    [notifier, onContext, titles, schemaText],
  );
  const [retreatId, trackContext] = useItemIdOfContext(input.itemId, withToasts);
  const api = useMemo(() => createRetreatWizardApi(backend, notifier), [backend, notifier]);
  const collections = useMemo(() => ({ [RETREAT_ACCOMMODATIONS]: retreatAccommodationsCollection(api) }), [api]);
  // Save & Finish Later (spec 2 §4): the step is saved by the wizard, then the retreat is kept as a DRAFT
  // (SAVE_AS_DRAFT) and the publisher returns to the list with a toast. A failed call still leaves: the step is saved.
  const finish = useCallback<NonNullable<WizardViewProps['onFinish']>>(
    (outcome, to) => {
      if (outcome !== 'finishedLater' || !retreatId) return onFinish?.(outcome, to);
      api.finishLater(retreatId).then(
        () => notifier.toast({ title: t('retreats.wizard.finishedLaterTitle'), message: t('retreats.wizard.finishedLater') }),
        () => notifier.toast({ title: t('retreats.wizard.saveFailed') }),
      ).finally(() => onFinish?.(outcome, to));
    },
    [api, notifier, onFinish, retreatId, t],
  );
  const lookups = useMemo(() => createRetreatLookups(backend, notifier), [backend, notifier]);
  // Certificates (host insurance, venue liability) go through the accreditation calls, under the retreat's id.
  const accreditation = useMemo<AccreditationTarget>(
    () => ({ api: accreditationsApi(createServiceClient('teacherDashboard', backend, notifier)), notifier, itemId: retreatId }),
    [backend, notifier, retreatId],
  );
  return (
    <RetreatLookupsContext.Provider value={lookups}>
      <AccreditationContext.Provider value={accreditation}>
        <WizardMediaProviders area={RETREAT_UPLOAD_AREA} itemId={retreatId} collections={collections}>
          <WizardView {...props} onContext={trackContext} onFinish={finish} fields={retreatWizardFields} />
        </WizardMediaProviders>
      </AccreditationContext.Provider>
    </RetreatLookupsContext.Provider>
  );
}
