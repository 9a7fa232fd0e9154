import { Alert, Button, Group, Modal, ScrollArea } from '@mantine/core';
import { useT } from '../../lib/i18n';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { InspectionEvent } from 'xstate';
import { teacherTermsMachine, type TeacherTermsInput } from '../../../machines/teacherTermsMachine';
import type { Notifier } from '../../backend/http/notifier';
import { LoadingSpinner } from '../../lib/ui/LoadingSpinner';
import { MarkdownText } from './MarkdownText';
import { termsLoadError } from './loadTermsText';

/** The I/O the modal needs: acceptance (true when stored), dismissal, the document text. */
export interface TermsApi {
  accept: (version: string) => Promise<boolean>;
  dismiss: () => Promise<void>;
  loadText: () => Promise<string>;
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
      actor.on('terms.notify', ({ message }) => notifier.toast({ title: message, message: '' })),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, api, notifier]);

  useEffect(() => {
    if (!open || text) return;
    api.loadText().then(
      (markdown) => setText({ markdown }),
      (e: unknown) => setText({ error: termsLoadError(e) }),
    );
  }, [open, text, api]);

  return (
    <Modal opened={open} onClose={() => actor.send({ type: 'terms.dismiss' })} fullScreen title={t('terms.title')} scrollAreaComponent={ScrollArea.Autosize} closeButtonProps={{ 'aria-label': t('onboarding.close') }}>
      {text === null ? <LoadingSpinner /> : 'error' in text ? <Alert color="red">{text.error}</Alert> : <MarkdownText source={text.markdown} />}
      {error ? (
        <Alert color="red" mt="md" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="lg">
        <Button loading={value === 'accepting'} onClick={() => actor.send({ type: 'terms.accept' })}>
          Accept Terms
        </Button>
      </Group>
    </Modal>
  );
}
