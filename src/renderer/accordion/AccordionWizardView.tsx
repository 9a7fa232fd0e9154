import { Accordion, Alert, Button, Group, Stack } from '@mantine/core';
import type { RegistryFieldsType, UiSchema } from '@rjsf/utils';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, type ReactElement } from 'react';
import type { InspectionEvent } from 'xstate';
import type { AccordionContext, AccordionInput } from '../../../machines/accordionWizardMachine';
import { attachAccordionIo, type AccordionIo } from '../../engine/accordionIo';
import { buildAccordionMachine } from '../../engine/buildAccordionMachine';
import type { CompiledWizard } from '../../engine/compiledWizard';
import type { FinishRefusedNotice } from '../../engine/manifest';
import type { WizardFieldError } from '../../../machines/wizardRules';
import { useT } from '../../lib/i18n';
import { wizard as englishWizardTexts } from '../../lib/i18n/catalogs/en/wizard';
import { useSchemaText } from '../../lib/i18n/schema/useSchemaText';
import { DeleteItemDialog } from '../DeleteItemDialog';
import { ConfirmDialog } from '../ConfirmDialog';
import { AccordionSection } from './AccordionSection';
import { useAccordionSwap } from './accordionSwap';
import { accordionPhase } from './accordionPhase';

/** The second line of the manifest's finish-refused notice: the first invalid field it names, else its message. */
function refusedLine(notice: FinishRefusedNotice, errors: Record<string, readonly WizardFieldError[]>): string {
  const fields = new Set(Object.values(errors).flatMap((list) => list.map((error) => error.pointer.split('/')[1] ?? '')));
  const named = Object.entries(notice.fieldMessages ?? {}).find(([field]) => fields.has(field));
  return named ? named[1] : notice.message;
}

/** Shown above the sections when Finish found problems; each section names its own (the English, for tests). */
export const SECTIONS_NEED_ATTENTION = englishWizardTexts['wizard.accordion.needsAttention'];

export interface AccordionWizardViewProps {
  wizard: CompiledWizard;
  io: AccordionIo;
  input: AccordionInput;
  inspect?: (event: InspectionEvent) => void;
  /** Called once the form is over: saved, deleted, or left. */
  onFinish?(outcome: 'finished' | 'deleted' | 'left'): void;
  fields?: RegistryFieldsType;
  uiSchemas?: Record<string, UiSchema>;
  /** Bump to ask to leave (the route's navigation blocker does): asks first when there are unsaved changes. */
  leaveRequests?: number;
  /** Sees every context the machine goes through (development: the schema swap carries the last one over). */
  onContext?(context: AccordionContext): void;
}

/**
 * Draws a wizard whose manifest asks for the accordion layout: every section on one page, numbered in
 * order (hidden sections of the variant leave no gap), one Finish that validates all and saves, Delete
 * when the item's status allows it, and the manifest's unsaved-changes texts. View mode draws it read-only.
 */
export const AccordionWizardView: (props: AccordionWizardViewProps) => ReactElement | null = import.meta.env.DEV ? SchemaSwappingAccordionView : AccordionMachineView;

// In development a schema edit (a new wizard version) restarts the machine with what was typed
// (`useAccordionSwap`), as WizardView does for the steps layout; production builds leave this out.
function SchemaSwappingAccordionView(props: AccordionWizardViewProps) {
  const swap = useAccordionSwap(props.wizard, props.input);
  const { onContext } = props;
  const carry = swap.onContext;
  const seeContext = useCallback(
    (context: AccordionContext) => {
      carry(context);
      onContext?.(context);
    },
    [carry, onContext],
  );
  return <AccordionMachineView key={swap.key} {...props} wizard={swap.wizard} input={swap.input} onContext={seeContext} />;
}

function AccordionMachineView({ wizard, io, input, inspect, onFinish, onContext, fields, uiSchemas, leaveRequests = 0 }: AccordionWizardViewProps) {
  const machine = useMemo(() => buildAccordionMachine(wizard), [wizard]);
  const actor = useActorRef(machine, { input, ...(inspect ? { inspect } : {}) });
  useEffect(() => {
    if (!onContext) return;
    onContext(actor.getSnapshot().context);
    const subscription = actor.subscribe((snapshot) => onContext(snapshot.context));
    return () => subscription.unsubscribe();
  }, [actor, onContext]);
  useEffect(() => attachAccordionIo(actor, wizard, io), [actor, wizard, io]);
  useEffect(() => {
    if (leaveRequests > 0) actor.send({ type: 'leave.request' });
  }, [actor, leaveRequests]);
  const t = useT();
  const schemaText = useSchemaText();
  const phase = useSelector(actor, accordionPhase);
  const open = useSelector(actor, (s) => s.context.open);
  const errors = useSelector(actor, (s) => s.context.errors);
  const lastError = useSelector(actor, (s) => s.context.lastError);
  const errorsShown = useSelector(actor, (s) => s.context.errorsShown);
  const dirty = useSelector(actor, (s) => s.context.dirty);
  const canDelete = useSelector(actor, (s) => s.can({ type: 'delete.request' }));
  const invalid = errorsShown && Object.keys(errors).length > 0;
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (phase === 'finished' || phase === 'deleted' || phase === 'left') onFinish?.(phase);
  }, [phase, onFinish]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  // A refused Finish or a failed save must be seen where the publisher is looking, not far above it.
  useEffect(() => {
    if ((invalid || lastError) && alertRef.current) alertRef.current.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [invalid, lastError, errors]);
  const onChange = useCallback((data: Record<string, unknown>) => actor.send({ type: 'form.change', data }), [actor]);
  const initialData = useMemo(() => actor.getSnapshot().context.data, [actor]);
  if (phase === 'finished' || phase === 'deleted' || phase === 'left') return null;

  const viewing = phase === 'viewing';
  const busy = phase === 'saving' || phase === 'deleting';
  const sections = wizard.steps.filter((step) => !step.review);
  const deleteAction = wizard.actions.delete;
  const dialog = wizard.dialogs.unsavedChanges;
  const refused = wizard.manifest.finishRefused;
  return (
    <Stack maw={900}>
      {lastError ? <Alert ref={alertRef} color="red" role="alert" title={schemaText(lastError)} /> : null}
      {!lastError && invalid ? (
        <Alert ref={alertRef} color="red" role="alert" title={refused?.title ? schemaText(refused.title) : t('wizard.accordion.needsAttention')}>
          {refused ? schemaText(refusedLine(refused, errors)) : null}
        </Alert>
      ) : null}
      <Accordion
        multiple
        variant="separated"
        value={open}
        onChange={(next: string[]) => {
          const toggled = [...open.filter((k) => !next.includes(k)), ...next.filter((k) => !open.includes(k))];
          for (const key of toggled) actor.send({ type: 'section.toggle', key });
        }}
      >
        {sections.map((section, index) => (
          <AccordionSection
            key={section.key}
            section={section}
            number={index + 1}
            initialData={initialData}
            errors={errors[section.key]}
            readonly={viewing || busy}
            onChange={onChange}
            fields={fields}
            uiSchema={uiSchemas?.[section.key]}
          />
        ))}
      </Accordion>
      {viewing ? null : (
        <Group justify="space-between">
          {deleteAction && canDelete ? (
            <Button color="red" variant="light" disabled={busy} onClick={() => actor.send({ type: 'delete.request' })}>
              {schemaText(deleteAction.label)}
            </Button>
          ) : (
            <span />
          )}
          <Button loading={phase === 'saving'} disabled={busy} onClick={() => actor.send({ type: 'finish.request' })}>
            {t('wizard.accordion.finish')}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={phase === 'confirmingLeave'}
        title={schemaText(dialog.title)}
        message={schemaText(dialog.message)}
        confirmLabel={schemaText(dialog.discard)}
        cancelLabel={schemaText(dialog.keep)}
        onConfirm={() => actor.send({ type: 'leave.confirm' })}
        onCancel={() => actor.send({ type: 'leave.cancel' })}
      />
      <ConfirmDialog
        opened={phase === 'confirmingFinish'}
        title={schemaText(wizard.submit.confirmTitle)}
        confirmLabel={t('wizard.accordion.finish')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => actor.send({ type: 'finish.confirm' })}
        onCancel={() => actor.send({ type: 'finish.cancel' })}
      />
      <DeleteItemDialog
        action={deleteAction}
        opened={phase === 'confirmingDelete'}
        onConfirm={() => actor.send({ type: 'delete.confirm' })}
        onCancel={() => actor.send({ type: 'delete.cancel' })}
      />
    </Stack>
  );
}
