import { Alert, Stack, Title, useMantineTheme } from '@mantine/core';
import { useT } from '../lib/i18n';
import { useSchemaText } from '../lib/i18n/schema/useSchemaText';
import type { RegistryFieldsType, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import type { InspectionEvent } from 'xstate';
import type { WizardContext, WizardEvent, WizardInput } from '../../machines/wizardMachine';
import { canJump, pickFields, submitRuleMet } from '../../machines/wizardRules';
import { buildWizardMachine, wizardShape } from '../engine/buildWizardMachine';
import { DEFAULT_UNSAVED_CHANGES, type CompiledWizard } from '../engine/compiledWizard';
import { attachWizardIo, type WizardIo } from '../engine/buildWizardMachineIo';
import { afterNextPaint } from './afterNextPaint';
import { DeleteItemDialog } from './DeleteItemDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { FieldErrorContext } from './FieldErrorContext';
import { createFormChangeBuffer, flushOnPageEvents } from './formChangeBuffer';
import { createFieldErrorStore } from './fieldErrorStore';
import { lazyReviewStepContent } from './review/LazyReviewStepContent';
import { focusStepHeading, revealFirstError } from './revealFirstError';
import { useSchemaSwap } from './schemaSwap';
import { StepBar } from './StepBar';
import { groupProps, lightButton, stackProps } from './lightChrome';
import { setAtPath } from './fields/itemList/setAtPath';
import { StepContext, type StepContextValue } from './StepContext';
import { StepForm } from './StepForm';
import { wizardPhase } from './wizardPhase';
import { sameScreen, screenSelector } from './wizardScreen';

/** The spec's unsaved-changes question (spec 1 §2, §8): the dialog's title unless the manifest words it otherwise. */
export const UNSAVED_CHANGES = DEFAULT_UNSAVED_CHANGES.title;

export interface WizardViewProps {
  wizard: CompiledWizard;
  io: WizardIo;
  input: WizardInput;
  inspect?: (event: InspectionEvent) => void;
  /** Called once the wizard is over: submitted, or left (Back on step 1, or leaving confirmed). */
  /**
   * Called once the wizard is over. `to` is the route the manifest names for it: Save & Finish Later's,
   * Delete's, or Back-on-the-first-step's for 'left' (the page may prefer its own).
   */
  onFinish?(outcome: 'submitted' | 'left' | 'finishedLater' | 'deleted' | 'outcomeDone', to?: string): void;
  /** RJSF fields the screen adds (e.g. `ImageUploadField` under its upload provider). Keep it stable. */
  fields?: RegistryFieldsType;
  /** Extra uiSchema per step key, merged over the one derived from the schema's `x-ui`. Keep it stable. */
  uiSchemas?: Record<string, UiSchema>;
  /** Bump to ask to leave (the route's navigation blocker does): asks first when there are unsaved changes. */
  leaveRequests?: number;
  /** Sees every context change (the draft store listens here). */
  onContext?(context: { data: Record<string, unknown>; saved: Record<string, unknown>; validated: string[]; itemId: string | null }): void;
  /** Another version of the data (e.g. the live one): the review step then shows what changed against it. */
  /** Text of the submit confirmation (e.g. that submitting a live item sends an edit for review). */
  submitMessage?: string;
  compareTo?: { data: Record<string, unknown>; itemLabel?(item: Record<string, unknown>, index: number, field: string): string };
}

// The errors of the step on screen: those the server tied to another step wait until the user is there.
const errorsOf = (context: WizardContext) => context.fieldErrors.filter((e) => !e.step || e.step === context.current);

const ignoreChange = () => {};
const untitled = new WeakMap<object, RJSFSchema>();

/**
 * The review step's own fields (a confirmation box) under its heading: a schema title that repeats the
 * heading ('Review and Submit' twice) is left out; the same object each time, so the form keeps its state.
 */
function withoutRepeatedTitle(schema: RJSFSchema, heading: string): RJSFSchema {
  if (schema.title !== heading) return schema;
  let bare = untitled.get(schema);
  if (!bare) {
    const { title: _repeated, ...rest } = schema;
    bare = rest;
    untitled.set(schema, bare);
  }
  return bare;
}
// The focused element takes typed text: a keystroke's change, not a pick, tick or a list's button. Inputs that hold a
// text selection are the typed ones (text, search, url, tel, password); a box, radio or button has none.
const isTextEntry = (element: Element | null) => element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && element.selectionStart !== null);

/**
 * Draws a compiled wizard driven by its machine: step bar, the current step's form, buttons and dialogs.
 * In development a schema edit (a new wizard version) restarts the machine where the publisher was
 * (`useSchemaSwap`); production builds leave that wrapper out.
 */
export const WizardView: (props: WizardViewProps) => ReactElement | null = import.meta.env.DEV ? SchemaSwappingWizardView : WizardMachineView;

function SchemaSwappingWizardView(props: WizardViewProps) {
  const swap = useSchemaSwap(props.wizard, props.input, props.onContext);
  return <WizardMachineView key={swap.key} {...props} wizard={swap.wizard} input={swap.input} onContext={swap.onContext} />;
}

// Mantine's Stack maw={900}, as the style its style props give.
const WIZARD_WIDTH = { maxWidth: 'calc(56.25rem * var(--mantine-scale))' };

function WizardMachineView({ wizard, io, input, inspect, onFinish, onContext, leaveRequests = 0, fields, uiSchemas, compareTo, submitMessage }: WizardViewProps) {
  const machine = useMemo(() => buildWizardMachine(wizard), [wizard]);
  const shape = useMemo(() => wizardShape(wizard), [wizard]);
  // A wizard compiled for view mode opens every step read-only, whatever the screen asked.
  const actor = useActorRef(machine, { input: wizard.mode === 'view' ? { ...input, readOnly: true } : input, ...(inspect ? { inspect } : {}) });
  const errors = useMemo(createFieldErrorStore, []);
  const [formVersion, setFormVersion] = useState(0);
  useEffect(() => attachWizardIo(actor, { id: shape.id, stepFields: wizard.stepFields, outcomes: wizard.outcomes }, io), [actor, shape, wizard, io]);
  // A form change reaches the machine after the typed character is painted (its validation, the error store and the
  // context listeners are then off the keystroke's frame). Every other event, and every read of the machine's data,
  // delivers the held change first, so no save, jump, leave check or draft sees an older value. Outside the plain
  // editing state (saving, a dialog open) a change is delivered at once, so no I/O answer can overtake it.
  const changes = useMemo(() => createFormChangeBuffer((data) => actor.send({ type: 'form.change', data })), [actor]);
  const send = useCallback(
    (event: WizardEvent) => {
      changes.flush();
      actor.send(event);
    },
    [actor, changes],
  );
  useEffect(() => {
    const showErrors = () => errors.set(errorsOf(actor.getSnapshot().context));
    let wasDirty = actor.getSnapshot().context.dirty;
    const sub = actor.subscribe((snapshot) => {
      showErrors();
      onContext?.(snapshot.context);
      // Dirty going clean without leaving the step means a discard or a save: redraw the form from the machine's data.
      if (wasDirty && !snapshot.context.dirty) setFormVersion((v) => v + 1);
      wasDirty = snapshot.context.dirty;
    });
    showErrors();
    return () => sub.unsubscribe();
  }, [actor, errors, onContext]);
  // Each render of the view (new props from the page, a selector change) delivers a held change before the page's own
  // effects read the context (the schema swap restarts the machine from the last one it saw).
  useLayoutEffect(() => changes.flush());
  // A press anywhere (a link away, whose guard reads the dirty flag), the page closing or hidden (the browser's own
  // leave-page warning while changes are unsaved, spec 1 §2; the draft's last write) and leaving the wizard deliver a held change. Layout cleanup: before the actor stops and the draft store flushes
  // in theirs. Not on keydown: with it, the courseWizard e2e's keyboard reorder of the lessons (dnd-kit) failed
  // twice while list changes were held too; the same failure came back once without it, until only keystrokes were.
  useLayoutEffect(() => {
    const stop = flushOnPageEvents(changes, () => actor.getSnapshot().context.dirty);
    return () => {
      stop();
      changes.flush();
    };
  }, [actor, changes]);

  useEffect(() => {
    if (leaveRequests > 0) send({ type: 'leave.request' });
  }, [send, leaveRequests]);
  const selectScreen = useMemo(() => screenSelector(wizard.steps), [wizard]);
  const { phase, current, mode, validated, lastError, dirty, readOnly, canDelete, errorsShown, errorStep } = useSelector(actor, selectScreen, sameScreen);
  const t = useT();
  const theme = useMantineTheme();
  // Manifest texts (labels, dialogs) and the spec's messages are English in schemas/: shown through the overlays.
  const schemaText = useSchemaText();
  const body = useRef<HTMLDivElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  // After a step change the focus would stay on a button that is gone (Tab restarts from <body>): it goes
  // to the new step's heading, so screen readers announce the step and Tab continues from there. The
  // effect below runs after this one and moves it on to the first invalid field when errors are shown.
  const shownStep = useRef<string | null>(null);
  useEffect(() => {
    const first = shownStep.current === null;
    if (shownStep.current === current) return;
    shownStep.current = current;
    // On mount only when nothing holds the focus: the page was swapped under it (the create route
    // becoming the item's edit route after the first save), not a page someone is reading from the top.
    return afterNextPaint(() => {
      if (!first || document.activeElement === null || document.activeElement === document.body) focusStepHeading(body.current);
    });
  }, [current]);
  // The steps opened so far, for the manifest's marker policy 'visitedSteps' (⚠ only where the user has been).
  const [visitedSteps, setVisitedSteps] = useState<readonly string[]>(() => [current]);
  if (!visitedSteps.includes(current)) setVisitedSteps([...visitedSteps, current]);
  const markVisitedOnly = wizard.navigation.unvalidatedMarker === 'visitedSteps';
  // A failure or errors after an attempt are brought into view: the first invalid field gets the focus,
  // else the error message is scrolled to (it is an alert, so it is announced too).
  useEffect(() => {
    if (!lastError && !errorsShown) return;
    return afterNextPaint(() => revealFirstError(body.current, alert.current));
  }, [lastError, errorsShown, current]);
  // A submit refused with errors of an earlier step goes there, so each message shows at its field.
  useEffect(() => {
    if (errorStep && phase === 'idle') send({ type: 'step.jump', to: errorStep });
  }, [send, errorStep, phase]);
  useEffect(() => {
    const outcome = actor.getSnapshot().context.outcome;
    const routes = {
      submitted: undefined,
      left: wizard.actions.backOnFirstStep?.to,
      finishedLater: wizard.actions.saveAndFinishLater?.to,
      deleted: wizard.actions.delete?.to,
      outcomeDone: wizard.outcomes[outcome]?.to,
    };
    if (phase === 'submitted' || phase === 'left' || phase === 'finishedLater' || phase === 'deleted' || phase === 'outcomeDone') onFinish?.(phase, routes[phase]);
  }, [actor, phase, onFinish, wizard]);

  const canJumpTo = useCallback((key: string) => canJump(shape, mode, current, key), [shape, mode, current]);
  const onJump = useCallback((to: string) => send({ type: 'step.jump', to }), [send]);
  // Asked for once the wizard has drawn (an effect), on every step, so it is here when the review step is.
  const ReviewStepContent = lazyReviewStepContent.useLoaded();
  const onChange = useCallback(
    (data: Record<string, unknown>) => {
      changes.hold(data);
      // Only a keystroke's change waits for the paint: a list's add, move or remove, a pick or a tick is delivered at
      // once, as a keyboard drag of the lessons (dnd-kit) lost its row when a list change arrived after the paint.
      if (!isTextEntry(document.activeElement) || wizardPhase(actor.getSnapshot()) !== 'idle') changes.flush();
    },
    [actor, changes],
  );
  const initialData = useMemo(
    () => pickFields(actor.getSnapshot().context.data, wizard.stepFields(current)),
    // formVersion re-reads the machine's data after a discard.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [actor, wizard, current, formVersion],
  );
  // What a field may ask of its step (item lists): restricted mode, the item's id, the step's validation.
  const stepContext = useMemo<StepContextValue>(
    () => ({
      restricted: mode === 'restricted',
      itemId: () => actor.getSnapshot().context.itemId,
      validateWith: (path, value) => {
        changes.flush();
        return wizard.validateStep(current, setAtPath(actor.getSnapshot().context.data, path, value) as Record<string, unknown>);
      },
      readValue: (field) => {
        changes.flush();
        return actor.getSnapshot().context.data[field];
      },
    }),
    [actor, changes, wizard, current, mode],
  );
  if (phase === 'submitted' || phase === 'left' || phase === 'finishedLater' || phase === 'deleted' || phase === 'outcomeDone') return null;

  const index = wizard.steps.findIndex((s) => s.key === current);
  const step = wizard.steps[index];
  if (!step) return null;
  const isLast = index === wizard.steps.length - 1;
  const busy = phase === 'saving' || phase === 'savingToLeave' || phase === 'runningOutcome' || phase === 'submitting' || phase === 'deleting';
  const { saveAndFinishLater, delete: deleteAction, backOnFirstStep } = wizard.actions;
  const submitReady = !readOnly && !dirty && submitRuleMet(shape, validated);
  const next = wizard.steps[index + 1];
  const context = actor.getSnapshot().context;
  // The step's own fields: a whole step, or the review step's confirmation fields below its summary.
  const stepForm = (
    <StepForm
      key={`${current}:${formVersion}`}
      stepKey={current}
      schema={step.review ? withoutRepeatedTitle(step.schema as RJSFSchema, step.title) : (step.schema as RJSFSchema)}
      schemaFile={step.schemaFile}
      initialData={initialData}
      onChange={readOnly ? ignoreChange : onChange}
      readonly={busy}
      disabled={readOnly}
      fields={fields}
      uiSchema={uiSchemas?.[current]}
    />
  );
  return (
    <FieldErrorContext.Provider value={errors}>
      <div {...stackProps(theme, WIZARD_WIDTH)}>
        <StepBar steps={wizard.steps} current={current} validated={validated} canJumpTo={canJumpTo} onJump={onJump} visited={markVisitedOnly ? visitedSteps : undefined} />
        <div ref={body}>
          {step.review ? (
            <Stack gap="lg">
              <Title order={3} size="h3" fw="normal">
                {schemaText(step.title)}
              </Title>
              {ReviewStepContent ? (
                <ReviewStepContent
                  wizard={wizard}
                  data={context.data}
                  validated={validated}
                  compareTo={compareTo}
                  readOnly={readOnly}
                  canJumpTo={canJumpTo}
                  onJump={onJump}
                  errors={context.fieldErrors}
                  ownFields={step.fields}
                  errorsShown={errorsShown}
                />
              ) : null}
              {step.fields.length > 0 ? stepForm : null}
            </Stack>
          ) : (
            <StepContext.Provider value={stepContext}>{stepForm}</StepContext.Provider>
          )}
        </div>
        {/* Near the buttons the user just pressed, so the message is in view; role=alert announces it. */}
        {lastError ? <Alert ref={alert} color="red" role="alert" title={schemaText(lastError)} tabIndex={-1} /> : null}
        {/* Mantine's Groups and Buttons as markup (lightChrome.tsx); the buttons that save show Mantine's loader. */}
        <div {...groupProps(theme, 'space-between')}>
          <div {...groupProps(theme)}>
            {lightButton({
              theme,
              variant: 'default',
              disabled: busy,
              onClick: () => send({ type: 'step.back' }),
              children: index === 0 && backOnFirstStep ? schemaText(backOnFirstStep.label) : t('wizard.back'),
            })}
            {deleteAction && canDelete
              ? lightButton({ theme, color: 'red', variant: 'light', disabled: busy, onClick: () => send({ type: 'delete.request' }), children: schemaText(deleteAction.label) })
              : null}
          </div>
          <div {...groupProps(theme)}>
            {readOnly && next ? lightButton({ theme, variant: 'default', onClick: () => send({ type: 'step.jump', to: next.key }), children: t('wizard.next') }) : null}
            {saveAndFinishLater && (step.review || step.fields.length > 0) && !readOnly ? (
              lightButton({
                theme,
                variant: 'default',
                loading: phase === 'savingToLeave',
                disabled: busy,
                onClick: () => send({ type: 'finishLater.request' }),
                children: schemaText(saveAndFinishLater.label),
              })
            ) : null}
            {!step.review && !readOnly ? (
              lightButton({ theme, loading: phase === 'saving' || phase === 'runningOutcome', onClick: () => send({ type: 'step.next' }), children: t('wizard.saveAndNext') })
            ) : null}
            {isLast && !readOnly ? (
              lightButton({ theme, disabled: !submitReady || busy, loading: phase === 'submitting', onClick: () => send({ type: 'submit.request' }), children: t('wizard.submit') })
            ) : null}
          </div>
        </div>
      </div>
      <ConfirmDialog
        opened={phase === 'confirmingLeave'}
        title={schemaText(wizard.dialogs.unsavedChanges.title)}
        message={wizard.dialogs.unsavedChanges.message ? schemaText(wizard.dialogs.unsavedChanges.message) : undefined}
        confirmLabel={schemaText(wizard.dialogs.unsavedChanges.discard)}
        cancelLabel={schemaText(wizard.dialogs.unsavedChanges.keep)}
        onConfirm={() => send({ type: 'leave.confirm' })}
        onCancel={() => send({ type: 'leave.cancel' })}
      />
      <DeleteItemDialog
        action={deleteAction}
        opened={phase === 'confirmingDelete'}
        onConfirm={() => send({ type: 'delete.confirm' })}
        onCancel={() => send({ type: 'delete.cancel' })}
      />
      <ConfirmDialog
        opened={phase === 'confirmingSubmit'}
        title={schemaText(wizard.manifest.submit.confirmTitle)}
        message={submitMessage}
        confirmLabel={t('wizard.submit')}
        cancelLabel={t('wizard.cancel')}
        onConfirm={() => send({ type: 'submit.confirm' })}
        onCancel={() => send({ type: 'submit.cancel' })}
      />
    </FieldErrorContext.Provider>
  );
}
