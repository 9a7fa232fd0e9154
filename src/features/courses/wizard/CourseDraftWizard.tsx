import { Alert, Button, Group, Text } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { WizardContext, WizardInput } from '../../../../machines/wizardMachine';
import type { WizardIo } from '../../../engine/buildWizardMachineIo';
import type { CompiledWizard } from '../../../engine/compiledWizard';
import { draftAutosave } from '../../../lib/drafts/draftAutosave';
import type { DraftStore } from '../../../lib/drafts/draftStore';
import { CourseWizardScreen } from './CourseWizardScreen';
import { resumeCourseDraft } from './resumeCourseDraft';

export const DRAFT_RESTORED = 'Unsaved changes from your last visit were restored.';
export const DISCARD_DRAFT = 'Discard them';

interface CourseDraftWizardProps {
  wizard: CompiledWizard;
  io: WizardIo;
  /** The wizard input built from the server's data (or the new-course defaults). */
  base: WizardInput;
  store: DraftStore;
  onDone(): void;
  /** After the user discarded the restored changes: the page reloads the course from the server. */
  onDiscarded(): void;
  onContext?(context: WizardContext): void;
  /** A live course's edit was submitted (the page shows it read-only). */
  onEditSubmitted?(): void;
  /** The live version, for the review step's changes. */
  live?: Record<string, unknown>;
  justSubmitted?: boolean;
}

/**
 * The course wizard with its local draft: resumed over the server's data when it holds unsaved work
 * (with a notice and a way to discard it), written on every change until the server has everything,
 * flushed when the page is hidden.
 */
export function CourseDraftWizard({ wizard, io, base, store, onDone, onDiscarded, onContext, onEditSubmitted, live, justSubmitted }: CourseDraftWizardProps) {
  // A read-only course takes no edits, so no draft is laid over it.
  const resumed = useMemo(() => (base.readOnly ? { input: base, restored: [] } : resumeCourseDraft(wizard, store, base)), [wizard, store, base]);
  const autosave = useMemo(() => draftAutosave(store, wizard.manifest.id, wizard.version), [store, wizard]);
  const itemId = useRef(base.itemId ?? null);
  const [noticeOpen, setNoticeOpen] = useState(true);
  const listen = useCallback(
    (context: WizardContext) => {
      itemId.current = context.itemId;
      autosave(context);
      onContext?.(context);
    },
    [autosave, onContext],
  );
  useEffect(() => {
    const flush = () => store.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      store.flush();
    };
  }, [store]);
  // Leaving without saving drops the draft too, or the discarded edits would come back on the next visit.
  const dropDraft = useCallback(() => store.clear(wizard.manifest.id, itemId.current), [store, wizard]);
  const discard = () => {
    store.clear(wizard.manifest.id, itemId.current);
    setNoticeOpen(false);
    onDiscarded();
  };
  return (
    <>
      {resumed.restored.length > 0 && noticeOpen ? (
        <Alert color="blue" role="status" withCloseButton closeButtonLabel="Close" onClose={() => setNoticeOpen(false)} mb="sm">
          <Group justify="space-between">
            <Text size="sm">{DRAFT_RESTORED}</Text>
            <Button size="xs" variant="subtle" onClick={discard}>
              {DISCARD_DRAFT}
            </Button>
          </Group>
        </Alert>
      ) : null}
      <CourseWizardScreen
        wizard={wizard}
        io={io}
        input={resumed.input}
        onDone={onDone}
        onContext={listen}
        onDiscard={dropDraft}
        onEditSubmitted={onEditSubmitted}
        live={live}
        justSubmitted={justSubmitted}
      />
    </>
  );
}
