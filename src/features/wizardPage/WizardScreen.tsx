import { Alert, Button, Stack, Text } from '@mantine/core';
import { LazyModal } from '../../lib/ui/LazyModal';
import { useBlocker } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { WizardContext, WizardInput } from '../../../machines/wizardMachine';
import type { WizardIo } from '../../engine/buildWizardMachineIo';
import type { CompiledWizard } from '../../engine/compiledWizard';
import { ConfirmDialog } from '../../renderer/ConfirmDialog';
import { UNSAVED_CHANGES } from '../../renderer/WizardView';
import { WIZARD_PAGE_MESSAGES as M } from './messages';
import type { WizardScreenParts } from './wizardPageTypes';

export interface WizardScreenProps extends WizardScreenParts {
  wizard: CompiledWizard;
  io: WizardIo;
  input: WizardInput;
  /** Closing the success modal, or leaving the wizard: the page goes to its list. */
  onDone(): void;
  /** Sees every machine context change (the draft and the page's create → edit switch listen). */
  onContext?(context: WizardContext): void;
  /** The publisher chose to leave without saving: the local draft goes too. */
  onDiscard?(): void;
  /** A live item's edit was submitted: the page shows it again, read-only while it is reviewed. */
  onEditSubmitted?(): void;
  /** The live version, for the review step's per-field changes. */
  live?: Record<string, unknown>;
  /** The page was reopened right after an edit submission: the thank-you modal shows over the read-only item. */
  justSubmitted?: boolean;
}

/**
 * A wizard page body: the wizard's view, the edit-submission notice in restricted mode, the read-only
 * banner while an edit is reviewed, the success modal after submit, and the unsaved-changes guard for
 * navigation away (with the browser's leave-page warning while anything is unsaved).
 */
export function WizardScreen({ wizard, io, input, onDone, onContext: listen, onDiscard, onEditSubmitted, live, justSubmitted = false, View, texts, itemLabel }: WizardScreenProps) {
  const restricted = input.mode === 'restricted';
  const readOnly = input.readOnly === true;
  const compareTo = useMemo(() => (live ? { data: live, ...(itemLabel ? { itemLabel } : {}) } : undefined), [live, itemLabel]);
  const banner = useRef<HTMLDivElement>(null);
  const [submitted, setSubmitted] = useState(false);
  const [thanked, setThanked] = useState(!justSubmitted);
  useEffect(() => {
    // Right after an edit submission the focus lands on the banner saying what happens now.
    if (readOnly && justSubmitted && thanked) banner.current?.focus();
  }, [readOnly, justSubmitted, thanked]);
  const dirty = useRef(false);
  const finished = useRef(false);
  const blocker = useBlocker({
    shouldBlockFn: () => dirty.current && !finished.current,
    enableBeforeUnload: () => dirty.current && !finished.current,
    withResolver: true,
  });
  // The machine's own dirty flag (the current step differs from what the server has) is in the context it hands over.
  const onContext = useCallback(
    (context: object) => {
      dirty.current = (context as { dirty?: unknown }).dirty === true;
      listen?.(context as WizardContext);
    },
    [listen],
  );
  const onFinish = useCallback(
    (outcome: 'submitted' | 'left') => {
      finished.current = true;
      if (outcome === 'submitted' && restricted && onEditSubmitted) onEditSubmitted();
      else if (outcome === 'submitted') setSubmitted(true);
      else onDone();
    },
    [onDone, restricted, onEditSubmitted],
  );
  return (
    <Stack>
      {readOnly ? (
        <Alert ref={banner} color="blue" role="status" tabIndex={0} title={texts.underReviewTitle}>
          {texts.underReview}
        </Alert>
      ) : restricted ? (
        <Alert color="yellow" title={texts.editingLiveTitle}>
          {texts.editSubmission}
        </Alert>
      ) : null}
      <View wizard={wizard} io={io} input={input} onContext={onContext} onFinish={onFinish} compareTo={compareTo} submitMessage={restricted ? texts.editSubmission : texts.submitConfirm} />
      <LazyModal opened={submitted} onClose={onDone} title={texts.submittedTitle} centered>
        <Text mb="md">{restricted ? texts.editSubmitted : texts.submitted}</Text>
        <Button onClick={onDone}>{M.close}</Button>
      </LazyModal>
      <LazyModal opened={!thanked} onClose={() => setThanked(true)} title={texts.submittedTitle} centered>
        <Text mb="md">{texts.editSubmitted}</Text>
        <Button onClick={() => setThanked(true)}>{M.close}</Button>
      </LazyModal>
      <ConfirmDialog
        opened={blocker.status === 'blocked'}
        title={UNSAVED_CHANGES}
        confirmLabel={M.discard}
        cancelLabel={M.cancel}
        onConfirm={() => {
          onDiscard?.();
          blocker.proceed?.();
        }}
        onCancel={() => blocker.reset?.()}
      />
    </Stack>
  );
}
