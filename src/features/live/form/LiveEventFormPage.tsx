import { Alert } from '@mantine/core';
import type { UiSchema } from '@rjsf/utils';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { InspectionEvent } from 'xstate';
import type { AccordionInput } from '../../../../machines/accordionWizardMachine';
import { LIVE_EVENT_LOCKED_ON_EDIT, LIVE_EVENT_WIZARD_ID, liveEventFormOf } from '../../../domain/live/liveEventForm';
import type { CompiledWizard } from '../../../engine/compiledWizard';
import { loadBrowserWizard } from '../../../engine/loadBrowserWizard';
import { useT } from '../../../lib/i18n';
import { useSchemaText } from '../../../lib/i18n/schema/useSchemaText';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';
import { AccordionWizardView } from '../../../renderer/accordion/AccordionWizardView';
import { useHotWizard } from '../../../renderer/useHotWizard';
import { ImageUploadField } from '../../../renderer/widgets/media/ImageUploadField';
import { useAccordionLeaveGuard } from '../../wizardPage/useAccordionLeaveGuard';
import { WizardMediaProviders } from '../../wizardPage/WizardMediaProviders';
import type { LiveEvent } from '../liveApi';
import { useLiveApi } from '../useLiveApi';
import { liveEventIo } from './liveEventIo';

/** Uploads (the cover) go under the publisher's uploads, in the event's folder. */
const UPLOAD_AREA = 'live_events';
const fields = { ImageUploadField };
/** Where Finish returns to (spec 3 §2). */
export const HOSTING_LIST = '/live/hosting';

type Loaded = { state: 'loading' } | { state: 'missing' } | { state: 'ready'; stored: LiveEvent | null };

function useLiveEventWizard(mode: 'create' | 'edit'): CompiledWizard | null {
  const [compiled, setCompiled] = useState<CompiledWizard | null>(null);
  useEffect(() => {
    let live = true;
    void loadBrowserWizard(LIVE_EVENT_WIZARD_ID, { mode }).then((wizard) => live && setCompiled(wizard));
    return () => {
      live = false;
    };
  }, [mode]);
  return useHotWizard(compiled && compiled.mode === mode ? compiled : null);
}

// The fields the update call does not take are shown, never changed (spec 3 §7 PATCH).
function lockedOnEdit(wizard: CompiledWizard): Record<string, UiSchema> {
  return Object.fromEntries(
    wizard.steps.map((step) => [step.key, Object.fromEntries(step.fields.filter((f) => (LIVE_EVENT_LOCKED_ON_EDIT as readonly string[]).includes(f)).map((f) => [f, { 'ui:disabled': true }]))]),
  );
}

/**
 * /live-event/create and /live-event/{eventId} (spec 3 §2): the live event form as its manifest lays it
 * out. Finish creates the event (or sends the fields an edit may change) and returns to the hosting list.
 */
export function LiveEventFormPage({ eventId, onHeading }: { eventId?: string; onHeading?(heading: string): void }) {
  const t = useT();
  const api = useLiveApi();
  const router = useRouter();
  const [loaded, setLoaded] = useState<Loaded>(() => (eventId ? { state: 'loading' } : { state: 'ready', stored: null }));
  useEffect(() => {
    if (!eventId) return;
    let live = true;
    api.own(eventId, { quiet: true }).then(
      (stored) => live && setLoaded(stored ? { state: 'ready', stored } : { state: 'missing' }),
      () => live && setLoaded({ state: 'missing' }),
    );
    return () => {
      live = false;
    };
  }, [api, eventId]);
  const wizard = useLiveEventWizard(eventId ? 'edit' : 'create');
  useEffect(() => {
    if (wizard) onHeading?.(wizard.heading);
  }, [wizard, onHeading]);
  const [folderId] = useState(() => crypto.randomUUID());
  const stored = loaded.state === 'ready' ? loaded.stored : null;
  const input = useMemo<AccordionInput | null>(() => {
    if (loaded.state !== 'ready') return null;
    if (!stored) return { mode: 'create', itemId: null, status: null, data: {} };
    return { mode: 'edit', itemId: stored.id, status: stored.status, data: liveEventFormOf({ ...stored, content_type: stored.content_type ?? undefined }) };
  }, [loaded.state, stored]);
  // spec 3 §8 'Something went wrong please try again': the manifest's finishRefused text, in the reader's language.
  const schemaText = useSchemaText();
  const refusedTitle = wizard?.manifest.finishRefused?.title;
  const io = useMemo(() => (wizard && refusedTitle ? liveEventIo(api, schemaText(refusedTitle)) : null), [api, wizard, refusedTitle, schemaText]);
  const uiSchemas = useMemo(() => (wizard && stored ? lockedOnEdit(wizard) : undefined), [wizard, stored]);

  const { leaveRequests, answerLeave, done } = useAccordionLeaveGuard();
  const inspect = useCallback((event: InspectionEvent) => {
    if (event.type === '@xstate.event' && event.event.type === 'leave.cancel') answerLeave(true);
  }, [answerLeave]);
  const onFinish = useCallback(
    (outcome: 'finished' | 'deleted' | 'left') => {
      done.current = true;
      if (outcome === 'left') return answerLeave(false);
      void router.navigate({ href: HOSTING_LIST, ignoreBlocker: true });
    },
    [router, answerLeave, done],
  );

  if (loaded.state === 'missing') return <Alert color="red" title={t('live.form.notFound')} />;
  if (!wizard || !input || !io) return <LoadingSpinner />;
  return (
    <WizardMediaProviders area={UPLOAD_AREA} itemId={stored?.id ?? folderId}>
      <AccordionWizardView key={input.itemId ?? 'new'} wizard={wizard} io={io} input={input} inspect={inspect} onFinish={onFinish} fields={fields} uiSchemas={uiSchemas} leaveRequests={leaveRequests} />
    </WizardMediaProviders>
  );
}
