import { Alert } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { InspectionEvent } from 'xstate';
import { createServices } from '../../../backend/http/createServices';
import { createServiceClient } from '../../../backend/http/createServiceClient';
import { datesLocked } from '../../../domain/workshops/workshopDates';
import { useT } from '../../../lib/i18n';
import { useSchemaText } from '../../../lib/i18n/schema/useSchemaText';
import { useBackend, useNotifier, useSessionUser } from '../../../lib/session/AppServices';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';
import { AccordionWizardView } from '../../../renderer/accordion/AccordionWizardView';
import { lazyField } from '../../../renderer/fields/lazyField';
import { ShopProductContext } from '../ShopProductContext';
import { useAccordionLeaveGuard } from '../../wizardPage/useAccordionLeaveGuard';
import { WizardMediaProviders } from '../../wizardPage/WizardMediaProviders';
import { workshopApi, type StoredWorkshop } from './workshopApi';
import { workshopFormInput } from './workshopFormInput';
import { workshopIo } from './workshopIo';
import { useWorkshopWizard, workshopVariant } from './useWorkshopWizard';

/** The folder a workshop's uploads go to, under the publisher's uploads (spec 3 §7). */
const UPLOAD_AREA = 'marketplace/shop/products';
// The fields this form's schemas name by widget (fieldForHint): uploaders, the group picker, the promo codes section.
// Fields fetched with the first section that draws them, not with the workshop route (DESIGN §9): the group picker
// (Mantine's Select: Combobox, Popover, floating-ui), the promo codes (NumberInput with react-number-format) and the
// HLS video field (ffmpeg's loader classes), about 40 kB gzip together; and the image uploader of the Videos and
// Images section (about 5 kB).
const ImageUploadField = lazyField(() => import('../../../renderer/widgets/media/ImageUploadField').then((module) => module.ImageUploadField)).Field;
const HlsVideoField = lazyField(() => import('../../../renderer/widgets/media/video/HlsVideoField').then((module) => module.HlsVideoField)).Field;
const GroupPickerField = lazyField(() => import('../groups/GroupPickerField').then((module) => module.GroupPickerField)).Field;
const PromoCodesField = lazyField(() => import('../promoCodes/PromoCodesField').then((module) => module.PromoCodesField)).Field;
const fields = { ImageUploadField, HlsVideoField, GroupPickerField, PromoCodesField };

type Loaded = { state: 'loading' } | { state: 'missing' } | { state: 'ready'; stored: StoredWorkshop | null };

interface WorkshopFormPageProps {
  /** The route's kind (`workshop`, `workshop-recording`, `workshop-promo`). */
  routeValue: string;
  /** The edited workshop's id; absent on `…/create`. */
  productId?: string;
  /** The heading the page shows, given by the manifest for the variant and mode. */
  onHeading?(heading: string): void;
}

/**
 * /workshop/*, /workshop-recording/* and /workshop-promo/* (spec 3 §2): the workshop form as the manifest
 * lays it out (accordion, sections per kind), on a new workshop or a stored one. Finish saves and goes to
 * the shop; leaving with unsaved changes asks first.
 */
export function WorkshopFormPage({ routeValue, productId, onHeading }: WorkshopFormPageProps) {
  const t = useT();
  const schemaText = useSchemaText();
  const backend = useBackend();
  const notifier = useNotifier();
  const router = useRouter();
  const uid = useSessionUser()?.uid ?? null;
  const api = useMemo(() => workshopApi(createServiceClient('teacherDashboard', backend, notifier), backend.documents), [backend, notifier]);
  const services = useMemo(() => createServices(backend, notifier), [backend, notifier]);
  const [loaded, setLoaded] = useState<Loaded>(() => (productId ? { state: 'loading' } : { state: 'ready', stored: null }));
  useEffect(() => {
    if (!productId || !uid) return;
    let live = true;
    api.load(uid, productId).then(
      (stored) => live && setLoaded(stored ? { state: 'ready', stored } : { state: 'missing' }),
      () => live && setLoaded({ state: 'missing' }),
    );
    return () => {
      live = false;
    };
  }, [api, productId, uid]);
  const stored = loaded.state === 'ready' ? loaded.stored : null;
  const variant = loaded.state === 'ready' ? workshopVariant(routeValue, stored?.data ?? null) : undefined;
  const wizard = useWorkshopWizard(variant, productId ? 'edit' : 'create');
  useEffect(() => {
    if (wizard) onHeading?.(wizard.heading);
  }, [wizard, onHeading]);
  const [newId] = useState(() => crypto.randomUUID());
  const input = useMemo(() => (wizard && loaded.state === 'ready' ? workshopFormInput(wizard, stored, newId) : null), [wizard, loaded.state, stored, newId]);
  const testMode = useMemo(() => new URLSearchParams(window.location.search).get('TEST_STRIPE') === 'true', []);
  const io = useMemo(
    () =>
      wizard &&
      workshopIo({
        wizard,
        api,
        payment: services.payment,
        events: services.events,
        routeValue,
        stored: stored?.data ?? null,
        testMode,
        // The manifest's texts in the reader's language (the schema-text overlays).
        failure: schemaText(wizard.manifest.finishRefused?.title ?? ''),
        eventFailure: schemaText(wizard.manifest.callFailures?.event?.title ?? wizard.manifest.finishRefused?.title ?? ''),
      }),
    [wizard, api, services, routeValue, stored, testMode, schemaText],
  );
  const uiSchemas = useMemo(() => {
    if (!datesLocked(stored?.data)) return undefined;
    // Spec 3 §4: once the event exists the dates are shown, never changed (the server refuses a change too).
    const help = t('workshops.form.datesLocked');
    return { 'time-and-date': { date_mode: { 'ui:disabled': true, 'ui:help': help }, dates: { 'ui:disabled': true, 'ui:help': help } } };
  }, [stored, t]);

  const { leaveRequests, answerLeave, done } = useAccordionLeaveGuard();
  // The title typed so far names a new group (spec 3 §7); the picker reads it from the shop product facts.
  const [title, setTitle] = useState<string | undefined>(undefined);
  const inspect = useCallback((event: InspectionEvent) => {
    if (event.type !== '@xstate.event') return;
    if (event.event.type === 'leave.cancel') answerLeave(true);
    const typed = (event.event as { data?: { title?: unknown } }).data?.title;
    if (event.event.type === 'form.change' && typeof typed === 'string') setTitle(typed);
  }, [answerLeave]);
  const facts = useMemo(
    () => ({ shopProductId: stored?.id ?? null, testMode, title: title ?? (typeof stored?.data.title === 'string' ? stored.data.title : undefined) }),
    [stored, testMode, title],
  );
  const onFinish = useCallback(
    (outcome: 'finished' | 'deleted' | 'left') => {
      done.current = true;
      if (outcome === 'left') return answerLeave(false);
      // Spec 3 §2: the shop, or its promo tab for a promo; the manifest names the route per kind.
      const variant = wizard?.variant ? wizard.manifest.variants?.[wizard.variant] : undefined;
      void router.navigate({ href: variant?.doneRoute ?? wizard?.manifest.actions?.delete?.to ?? '/', ignoreBlocker: true });
    },
    [router, wizard, answerLeave, done],
  );

  if (loaded.state === 'missing') return <Alert color="red" title={t('workshops.form.notFound')} />;
  if (!wizard || !input || !io) return <LoadingSpinner />;
  return (
    <WizardMediaProviders area={UPLOAD_AREA} itemId={input.itemId ?? null}>
      <ShopProductContext.Provider value={facts}>
        <AccordionWizardView
        key={`${wizard.variant}:${input.itemId}`}
        wizard={wizard}
        io={io}
        input={input}
        inspect={inspect}
        onFinish={onFinish}
        fields={fields}
        uiSchemas={uiSchemas}
        leaveRequests={leaveRequests}
        />
      </ShopProductContext.Provider>
    </WizardMediaProviders>
  );
}

