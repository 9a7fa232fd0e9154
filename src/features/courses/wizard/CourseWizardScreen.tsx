import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import type { WizardContext, WizardInput } from '../../../../machines/wizardMachine';
import type { WizardIo } from '../../../engine/buildWizardMachineIo';
import type { CompiledWizard } from '../../../engine/compiledWizard';
import { ConfirmDialog } from '../../../renderer/ConfirmDialog';
import { UNSAVED_CHANGES } from '../../../renderer/WizardView';
import { CourseWizardView } from '../media/CourseWizardView';

/** Restricted mode: submitting a live course is an edit submission (spec 1 §4). */
export const EDIT_SUBMISSION_TEXT =
  'This course is live. When you submit, your changes are sent to our team for review, and nothing can be changed until the review is complete.';
export const SUBMITTED_TITLE = 'Course submitted';
export const SUBMITTED_TEXT = 'Thank you! Your course has been submitted for review. Reviews take up to 5 working days.';
export const EDIT_SUBMITTED_TEXT = 'Thank you! Your changes have been submitted for review. Nothing can be changed until the review is complete.';

interface CourseWizardScreenProps {
  wizard: CompiledWizard;
  io: WizardIo;
  input: WizardInput;
  /** Closing the success modal, or leaving the wizard: the route goes to /courses. */
  onDone(): void;
  /** Sees every machine context change (the course draft and the page's create → edit switch listen). */
  onContext?(context: WizardContext): void;
}

/**
 * The course wizard page body: the engine's WizardView with the course fields (CourseWizardView), the edit-submission notice in restricted mode,
 * the success modal after submit, and the unsaved-changes guard for navigation away (with the
 * browser's leave-page warning while anything is unsaved).
 */
export function CourseWizardScreen({ wizard, io, input, onDone, onContext: listen }: CourseWizardScreenProps) {
  const restricted = input.mode === 'restricted';
  const [submitted, setSubmitted] = useState(false);
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
      if (outcome === 'submitted') setSubmitted(true);
      else onDone();
    },
    [onDone],
  );
  return (
    <Stack>
      {restricted ? <Alert color="yellow" title="Editing a live course">{EDIT_SUBMISSION_TEXT}</Alert> : null}
      <CourseWizardView wizard={wizard} io={io} input={input} onContext={onContext} onFinish={onFinish} />
      <Modal opened={submitted} onClose={onDone} title={SUBMITTED_TITLE} centered>
        <Text mb="md">{restricted ? EDIT_SUBMITTED_TEXT : SUBMITTED_TEXT}</Text>
        <Button onClick={onDone}>Close</Button>
      </Modal>
      <ConfirmDialog
        opened={blocker.status === 'blocked'}
        title={UNSAVED_CHANGES}
        confirmLabel="Discard"
        cancelLabel="Cancel"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </Stack>
  );
}
