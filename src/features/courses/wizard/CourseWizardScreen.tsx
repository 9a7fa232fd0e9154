import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
/** PENDING_EDIT: the wizard opens read-only (spec 1 §4: changes are reviewed and nothing can be changed until then). */
export const EDIT_UNDER_REVIEW_TITLE = 'Edit waiting for approval';
export const EDIT_UNDER_REVIEW_TEXT =
  'Your changes to this live course are being reviewed by our team. Nothing can be changed until the review is complete; you can still look through every step.';

interface CourseWizardScreenProps {
  wizard: CompiledWizard;
  io: WizardIo;
  input: WizardInput;
  /** Closing the success modal, or leaving the wizard: the route goes to /courses. */
  onDone(): void;
  /** Sees every machine context change (the course draft and the page's create → edit switch listen). */
  onContext?(context: WizardContext): void;
  /** The publisher chose to leave without saving: the local draft goes too. */
  onDiscard?(): void;
  /** A live course's edit was submitted: the page shows it again, read-only while it is reviewed. */
  onEditSubmitted?(): void;
  /** The live version, for the review step's per-field changes. */
  live?: Record<string, unknown>;
  /** The page was reopened right after an edit submission: the thank-you modal shows over the read-only course. */
  justSubmitted?: boolean;
}

// Lessons in the changes list read as they do in the lessons step: by day and title.
const lessonLabel = (item: Record<string, unknown>, index: number) =>
  `Day ${typeof item.day === 'number' ? item.day : index + 1}: ${typeof item.title === 'string' && item.title ? item.title : 'Untitled'}`;

/**
 * The course wizard page body: the engine's WizardView with the course fields (CourseWizardView), the edit-submission notice in restricted mode,
 * the success modal after submit, and the unsaved-changes guard for navigation away (with the
 * browser's leave-page warning while anything is unsaved).
 */
export function CourseWizardScreen({ wizard, io, input, onDone, onContext: listen, onDiscard, onEditSubmitted, live, justSubmitted = false }: CourseWizardScreenProps) {
  const restricted = input.mode === 'restricted';
  const readOnly = input.readOnly === true;
  const compareTo = useMemo(() => (live ? { data: live, itemLabel: lessonLabel } : undefined), [live]);
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
        <Alert ref={banner} color="blue" role="status" tabIndex={0} title={EDIT_UNDER_REVIEW_TITLE}>
          {EDIT_UNDER_REVIEW_TEXT}
        </Alert>
      ) : restricted ? (
        <Alert color="yellow" title="Editing a live course">
          {EDIT_SUBMISSION_TEXT}
        </Alert>
      ) : null}
      <CourseWizardView
        wizard={wizard}
        io={io}
        input={input}
        onContext={onContext}
        onFinish={onFinish}
        compareTo={compareTo}
        submitMessage={restricted ? EDIT_SUBMISSION_TEXT : undefined}
      />
      <Modal opened={submitted} onClose={onDone} title={SUBMITTED_TITLE} centered>
        <Text mb="md">{restricted ? EDIT_SUBMITTED_TEXT : SUBMITTED_TEXT}</Text>
        <Button onClick={onDone}>Close</Button>
      </Modal>
      <Modal opened={!thanked} onClose={() => setThanked(true)} title={SUBMITTED_TITLE} centered>
        <Text mb="md">{EDIT_SUBMITTED_TEXT}</Text>
        <Button onClick={() => setThanked(true)}>Close</Button>
      </Modal>
      <ConfirmDialog
        opened={blocker.status === 'blocked'}
        title={UNSAVED_CHANGES}
        confirmLabel="Discard"
        cancelLabel="Cancel"
        onConfirm={() => {
          onDiscard?.();
          blocker.proceed?.();
        }}
        onCancel={() => blocker.reset?.()}
      />
    </Stack>
  );
}
