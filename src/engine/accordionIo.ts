import type { Actor } from 'xstate';
import type { AccordionMachine } from '../../machines/accordionWizardMachine';
import { pickFields } from '../../machines/wizardRules';
import type { CompiledWizard } from './compiledWizard';

/** What Finish sends: every section's own fields, with the variant's fixed values on top. */
export interface SaveItemRequest {
  wizardId: string;
  variant: string | undefined;
  itemId: string | null;
  mode: 'create' | 'edit';
  fields: Record<string, unknown>;
}

/** The I/O an accordion wizard needs; the browser passes HTTP calls, tests pass controllable promises. */
export interface AccordionIo {
  /** Persists the whole item; resolves with the item id when Finish created it. */
  saveItem(request: SaveItemRequest): Promise<{ itemId?: string } | void>;
  deleteItem(request: { wizardId: string; itemId: string | null }): Promise<void>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The fields Finish saves: only what the sections own (never a field they merely read), plus fixed values. */
export function itemFields(compiled: CompiledWizard, data: Record<string, unknown>): Record<string, unknown> {
  const owned = compiled.steps.filter((step) => !step.review).flatMap((step) => step.fields);
  return { ...pickFields(data, owned), ...compiled.fixedValues };
}

/**
 * Runs the I/O the accordion machine asks for: entering `saving` calls `saveItem`, entering `deleting`
 * calls `deleteItem`, each answered with its `*.done` / `*.failed` event. Returns an unsubscribe.
 */
export function attachAccordionIo(actor: Actor<AccordionMachine>, compiled: CompiledWizard, io: AccordionIo): () => void {
  let busy: string | null = null;
  let detached = false;
  const send = (event: Parameters<typeof actor.send>[0]) => {
    if (!detached) actor.send(event);
  };
  const onSnapshot = () => {
    const snapshot = actor.getSnapshot();
    const state = typeof snapshot.value === 'string' ? snapshot.value : null;
    const now = state === 'saving' || state === 'deleting' ? state : null;
    if (now && now !== busy) {
      const { context } = snapshot;
      if (now === 'saving') {
        const mode = context.mode === 'create' ? 'create' : 'edit';
        io.saveItem({ wizardId: compiled.id, variant: compiled.variant, itemId: context.itemId, mode, fields: itemFields(compiled, context.data) }).then(
          (result) => send({ type: 'save.done', ...(result?.itemId ? { itemId: result.itemId } : {}) }),
          (error: unknown) => send({ type: 'save.failed', message: messageOf(error) }),
        );
      } else {
        io.deleteItem({ wizardId: compiled.id, itemId: context.itemId }).then(
          () => send({ type: 'delete.done' }),
          (error: unknown) => send({ type: 'delete.failed', message: messageOf(error) }),
        );
      }
    }
    busy = now;
  };
  onSnapshot();
  const subscription = actor.subscribe({ next: onSnapshot, error: () => {} });
  return () => {
    detached = true;
    subscription.unsubscribe();
  };
}
