import { Alert, Button, Group, Text } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { WizardContext, WizardInput } from '../../../machines/wizardMachine';
import { draftAutosave } from '../../lib/drafts/draftAutosave';
import type { DraftStore } from '../../lib/drafts/draftStore';
import { WIZARD_PAGE_MESSAGES as M } from './messages';
import { resumeWizardDraft } from './resumeWizardDraft';
import { WizardScreen, type WizardScreenProps } from './WizardScreen';

export interface DraftWizardProps extends Omit<WizardScreenProps, 'input' | 'onDiscard'> {
  /** The wizard input built from the server's data (or the new item's defaults). */
  base: WizardInput;
  store: DraftStore;
  /** After the user discarded the restored changes: the page reloads the item from the server. */
  onDiscarded(): void;
}

/**
 * A wizard with its local draft: resumed over the server's data when it holds unsaved work (with a
 * notice and a way to discard it), written on every change until the server has everything, flushed
 * when the page is hidden.
 */
export function DraftWizard({ wizard, base, store, onDiscarded, onContext, ...screen }: DraftWizardProps) {
  // A read-only item takes no edits, so no draft is laid over it. Laid over once, as the wizard opens (the
  // page remounts this for another item): a schema edit in `npm run dev` hands over a new wizard, and the
  // view carries the open step over itself, so nothing is "restored" then.
  const [resumed] = useState(() => (base.readOnly ? { input: base, restored: [] } : resumeWizardDraft(wizard, store, base)));
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
        <Alert color="blue" role="status" withCloseButton closeButtonLabel={M.closeNotice} onClose={() => setNoticeOpen(false)} mb="sm">
          <Group justify="space-between">
            <Text size="sm">{M.draftRestored}</Text>
            <Button size="xs" variant="subtle" onClick={discard}>
              {M.discardDraft}
            </Button>
          </Group>
        </Alert>
      ) : null}
      <WizardScreen {...screen} wizard={wizard} input={resumed.input} onContext={listen} onDiscard={dropDraft} />
    </>
  );
}
