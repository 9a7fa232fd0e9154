import { Alert, Button, Group, Modal, ScrollArea } from '@mantine/core';
import { PSEUDO_LOCALE, useT, type LoadableLocale, type Translate } from '../../lib/i18n';
import { LocaleContext } from '../../lib/i18n/LocaleProvider';
import { useActorRef, useSelector } from '@xstate/react';
import { useContext, useEffect, useState } from 'react';
import type { InspectionEvent } from 'xstate';
import { TERMS_MESSAGES, teacherTermsMachine, type TeacherTermsInput } from '../../../machines/teacherTermsMachine';
import type { Notifier } from '../../backend/http/notifier';
import { LoadingSpinner } from '../../lib/ui/LoadingSpinner';
import { MarkdownText } from './MarkdownText';
import { TermsFetchError } from './loadTermsText';

/** The I/O the modal needs: acceptance (true when stored), dismissal, the document text. */
export interface TermsApi {
  accept: (version: string) => Promise<boolean>;
  dismiss: () => Promise<void>;
  /** The document in the given language. */
  loadText: (locale: LoadableLocale) => Promise<string>;
}

const MESSAGE_KEYS = {
  [TERMS_MESSAGES.accepted]: 'terms.accepted',
  [TERMS_MESSAGES.rejected]: 'terms.rejected',
  [TERMS_MESSAGES.failed]: 'terms.failed',
} as const;

/** The machine's spec 1 §8 message in the language on screen. */
function termsMessage(t: Translate, message: string): string {
  const key = MESSAGE_KEYS[message as keyof typeof MESSAGE_KEYS];
  return key ? t(key) : message;
}

/** Spec 1 §8 'Error loading content: {message}', with 'Failed to fetch: {status} {statusText}' inside. */
function loadError(t: Translate, error: unknown): string {
  const message = error instanceof TermsFetchError ? t('terms.fetchFailed', { status: error.status, statusText: error.statusText }) : error instanceof Error ? error.message : String(error);
  return t('terms.loadError', { message });
}

export interface TeacherTermsModalProps {
  input: TeacherTermsInput;
  api: TermsApi;
  notifier: Notifier;
  onDone?: () => void;
  /** Model-based tests record coverage through it. */
  inspect?: (event: InspectionEvent) => void;
}

/** The full-screen teacher terms modal, driven by the teacher terms machine. */
export function TeacherTermsModal({ input, api, notifier, onDone, inspect }: TeacherTermsModalProps) {
  const t = useT();
  const locale = useContext(LocaleContext)?.locale ?? 'en';
  const actor = useActorRef(teacherTermsMachine, { input, inspect });
  const value = useSelector(actor, (s) => s.value);
  const error = useSelector(actor, (s) => s.context.error);
  const [text, setText] = useState<{ markdown: string } | { error: string } | null>(null);
  const open = value === 'shown' || value === 'accepting';
  const finished = useSelector(actor, (s) => s.status === 'done');
  useEffect(() => {
    if (finished) onDone?.();
  }, [finished, onDone]);

  useEffect(() => {
    const subscriptions = [
      actor.on('terms.acceptRequested', ({ version }) => {
        api.accept(version).then(
          (accepted) => actor.send({ type: accepted ? 'terms.acceptSucceeded' : 'terms.acceptRejected' }),
          () => actor.send({ type: 'terms.acceptFailed' }),
        );
      }),
      // The modal closes at once; a failed write only means it may show again next time.
      actor.on('terms.dismissRequested', () => void api.dismiss().catch(() => undefined)),
      actor.on('terms.notify', ({ message }) => notifier.toast({ title: termsMessage(t, message), message: '' })),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, api, notifier, t]);

  // The document in the language on screen; a change of language loads that language's document.
  const [textLocale, setTextLocale] = useState(locale);
  if (textLocale !== locale) {
    setTextLocale(locale);
    setText(null);
  }
  useEffect(() => {
    if (!open || text) return;
    let live = true;
    api.loadText(locale).then(
      (markdown) => live && setText({ markdown }),
      (e: unknown) => live && setText({ error: loadError(t, e) }),
    );
    return () => {
      live = false;
    };
  }, [open, text, api, locale, t]);

  return (
    <Modal opened={open} onClose={() => actor.send({ type: 'terms.dismiss' })} fullScreen title={t('terms.title')} scrollAreaComponent={ScrollArea.Autosize} closeButtonProps={{ 'aria-label': t('onboarding.close') }}>
      {text === null ? <LoadingSpinner /> : 'error' in text ? <Alert color="red">{text.error}</Alert> : <MarkdownText source={text.markdown} lang={locale === PSEUDO_LOCALE ? 'en' : locale} />}
      {error ? (
        <Alert color="red" mt="md" role="alert">
          {termsMessage(t, error)}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="lg">
        <Button loading={value === 'accepting'} onClick={() => actor.send({ type: 'terms.accept' })}>
          {t('terms.accept')}
        </Button>
      </Group>
    </Modal>
  );
}
