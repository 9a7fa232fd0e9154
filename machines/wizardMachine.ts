/*
 * Topology (one state node per manifest step, generated):
 *
 *   navigating (transient hub; initial) ──always──▶ editing.<step> | left
 *   editing.<step>
 *     idle ── form.change (self) ── step.next[valid] ▶ saving   ── step.next[invalid] (self, shows errors)
 *          ── step.back / step.jump[canJumpTo] / leave.request ──[dirty]▶ confirmingLeave, else ▶ navigating
 *          ── submit.request[canSubmit] (last step) ▶ confirmingSubmit; with `checksSubmit`, a refused
 *             submit check (review-step fields, submit schema) stays and shows why
 *     saving ── save.done ▶ editing.<next step> (or idle on the last) ── save.failed ▶ idle (error kept)
 *     confirmingLeave ── leave.confirm (discard) ▶ navigating ── leave.cancel (keep) ▶ idle
 *   confirmingSubmit ── submit.confirm ▶ submitting ── submit.cancel ▶ editing.<last>
 *   submitting ── submit.done ▶ submitted (final) ── submit.failed ▶ editing.<last> (error kept)
 *   left (final): the user left the wizard
 *   With the manifest's actions: finishLater.request[valid] (a step with fields) ▶ savingToLeave ── save.done ▶
 *   finishedLater (final), save.failed ▶ idle; on the review step (it saves nothing of its own: its fields travel
 *   with Submit) finishLater.request ▶ finishedLater at once; delete.request[canDelete] (any step) ▶ confirmingDelete ──
 *   delete.confirm ▶ deleting ── delete.done ▶ deleted (final), delete.failed / delete.cancel ▶ back to the step;
 *   with named outcomes: step.next[valid, endsInOutcome] ▶ runningOutcome ── outcome.done ▶ outcomeDone (final),
 *   outcome.failed ▶ idle (error kept)
 *
 * Why no `invoke`: `createTestModel` (xstate/graph) rejects machines with `invoke` or `after`, and the
 * machine the UI runs must be the machine the model walks. So saving and submitting are states that wait
 * for `save.done` / `save.failed` / `submit.done` / `submit.failed`; the injected `saveStep` and `submit`
 * functions are called outside the machine by `attachWizardIo` (src/engine/buildWizardMachineIo.ts),
 * which watches the actor enter `saving` / `submitting`. Dirty steps are entered clean (a save commits,
 * a discard restores), so the review step never needs dirty-guarded transitions.
 */
import { and, assign, setup } from 'xstate';
import {
  canJump,
  pickFields,
  skippedSteps,
  submitRuleMet,
  type WizardFieldError,
  type WizardMachineDeps,
  type WizardMode,
  type WizardShape,
} from './wizardRules';

/** Where a pending navigation goes: a step key, or out of the wizard. */
export const EXIT = '#exit';

/** What the wizard machine remembers between events. */
export interface WizardContext {
  mode: WizardMode;
  itemId: string | null;
  /** The data being edited, all steps together (each step owns some of its fields). */
  data: Record<string, unknown>;
  /** What the server acknowledged last; a discard restores it. */
  saved: Record<string, unknown>;
  validated: string[];
  current: string;
  dirty: boolean;
  target: string | null;
  lastError: string | null;
  fieldErrors: WizardFieldError[];
  /** Set once the user tried to advance: from then on, every change re-validates the step live. */
  errorsShown: boolean;
  /** Read-only: browsing only; no change, save or submit is taken, and jumps check nothing. */
  readOnly: boolean;
  /** The validation context (today in the user's zone, status, facts), opaque here: handed to validation. */
  validation: object | undefined;
  /** The item's stored status (null when not saved yet): decides whether Delete is offered. */
  status: string | null;
  /** The named outcome a save is running or ended in (its index in the manifest's list), or -1. */
  outcome: number;
}

/** Every event the wizard understands; I/O results arrive as `save.*` and `submit.*`. */
export type WizardEvent =
  | { type: 'form.change'; data: Record<string, unknown> }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'step.jump'; to: string }
  | { type: 'leave.request' }
  | { type: 'leave.confirm' }
  | { type: 'leave.cancel' }
  | { type: 'save.done'; itemId?: string }
  | { type: 'save.failed'; message: string; fieldErrors?: WizardFieldError[] }
  | { type: 'submit.request' }
  | { type: 'submit.confirm' }
  | { type: 'submit.cancel' }
  | { type: 'submit.done' }
  | { type: 'submit.failed'; message: string; fieldErrors?: WizardFieldError[] }
  | { type: 'finishLater.request' }
  | { type: 'delete.request' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'delete.done' }
  | { type: 'delete.failed'; message: string }
  | { type: 'outcome.done' }
  | { type: 'outcome.failed'; message: string };

/** How a wizard actor starts: its mode, and the item's data when editing or resuming a draft. */
export interface WizardInput {
  mode: WizardMode;
  itemId?: string | null;
  data?: Record<string, unknown>;
  /** Data the server already has (defaults to `data`); differs from `data` when a draft is resumed. */
  saved?: Record<string, unknown>;
  validated?: string[];
  startStep?: string;
  /** Opens every step read-only (e.g. an item whose edit waits for review): steps can be browsed, nothing changed. */
  readOnly?: boolean;
  /** The validation context every check of this actor uses. */
  validation?: object;
  /** The item's stored status, for status-conditioned actions (Delete). */
  status?: string | null;
}

/** Builds the navigation machine of one wizard from its manifest and the engine's validation. */
export function createWizardMachine(wizard: WizardShape, deps: WizardMachineDeps) {
  const steps = wizard.steps;
  if (steps.length === 0) throw new Error(`Wizard ${wizard.id} has no steps`);
  const keys = steps.map((s) => s.key);
  const last = keys[keys.length - 1] as string;
  // The whole data goes to validation: the engine picks the step's own fields and those it reads.
  const stepErrors = (key: string, data: Record<string, unknown>, validation: object | undefined): WizardFieldError[] =>
    steps.find((s) => s.key === key)?.review ? [] : deps.validateStep(key, data, validation);
  const submitErrors = (data: Record<string, unknown>, validation: object | undefined): WizardFieldError[] => deps.validateSubmit?.(data, validation) ?? [];
  const alwaysValidated = steps.filter((s) => s.alwaysValidated && !s.review).map((s) => s.key);
  const isReview = (key: string) => steps.find((s) => s.key === key)?.review === true;
  // On the review step, a change re-checks what refused the submit; elsewhere the step's own rules.
  const liveErrors = (key: string, data: Record<string, unknown>, validation: object | undefined) =>
    steps.find((s) => s.key === key)?.review ? submitErrors(data, validation) : stepErrors(key, data, validation);
  // The saved side of a step, as JSON, per saved object (a save or a discard makes a new one): typing compares against it each change.
  const savedJson = new WeakMap<object, Map<string, string>>();
  const isDirty = (key: string, data: Record<string, unknown>, saved: Record<string, unknown>) => {
    const fields = deps.stepFields(key);
    let byStep = savedJson.get(saved);
    if (!byStep) savedJson.set(saved, (byStep = new Map()));
    let before = byStep.get(key);
    if (before === undefined) byStep.set(key, (before = JSON.stringify(pickFields(saved, fields))));
    return JSON.stringify(pickFields(data, fields)) !== before;
  };

  const wizardSetup = setup({
    types: {
      context: {} as WizardContext,
      events: {} as WizardEvent,
      input: {} as WizardInput,
    },
    guards: {
      isStepValid: ({ context }) => stepErrors(context.current, context.data, context.validation).length === 0,
      isSubmitValid: ({ context }) => submitErrors(context.data, context.validation).length === 0,
      isDirty: ({ context }) => context.dirty,
      canJumpTo: ({ context, event }) =>
        event.type === 'step.jump' && canJump(wizard, context.mode, context.current, event.to),
      isEditable: ({ context }) => !context.readOnly,
      canSubmit: ({ context }) => !context.readOnly && !context.dirty && submitRuleMet(wizard, context.validated),
      isTarget: ({ context }, params: { key: string }) => context.target === params.key,
      endsInOutcome: ({ context }) => (deps.outcomeFor?.(context.current, context.data, context.saved, context.status) ?? -1) >= 0,
      canDelete: ({ context }) => !context.readOnly && (wizard.actions?.deleteStatuses ?? []).includes(context.status),
    },
    actions: {
      enterStep: assign((_, params: { key: string }) => ({ current: params.key, target: null })),
      applyChange: assign(({ context, event }) => {
        if (event.type !== 'form.change') return {};
        // A cleared field arrives as undefined: drop it, as JSON would, so validation sees it absent.
        const data = { ...context.data, ...event.data };
        for (const [field, value] of Object.entries(event.data)) if (value === undefined) delete data[field];
        return {
          data,
          // Review-step fields are not saved by a step save: they travel with the submit, so they never block it.
          dirty: isReview(context.current) ? false : isDirty(context.current, data, context.saved),
          fieldErrors: context.errorsShown ? liveErrors(context.current, data, context.validation) : context.fieldErrors,
        };
      }),
      showFieldErrors: assign(({ context }) => ({
        fieldErrors: stepErrors(context.current, context.data, context.validation),
        errorsShown: true,
      })),
      showSubmitErrors: assign(({ context }) => ({
        fieldErrors: submitErrors(context.data, context.validation),
        errorsShown: true,
      })),
      clearErrors: assign({ fieldErrors: [], errorsShown: false, lastError: null }),
      setTarget: assign((_, params: { to: string }) => ({ target: params.to })),
      returnToCurrent: assign(({ context }) => ({ target: context.current })),
      chooseOutcome: assign(({ context }) => ({
        outcome: deps.outcomeFor?.(context.current, context.data, context.saved, context.status) ?? -1,
        fieldErrors: [],
        errorsShown: false,
        lastError: null,
      })),
      clearTarget: assign({ target: null }),
      setJumpTarget: assign(({ event }) => (event.type === 'step.jump' ? { target: event.to } : {})),
      discardChanges: assign(({ context }) => ({ data: { ...context.saved }, dirty: false })),
      commitStep: assign(({ context, event }) => {
        const fields = deps.stepFields(context.current);
        return {
          saved: { ...context.saved, ...pickFields(context.data, fields) },
          validated: context.validated.includes(context.current)
            ? context.validated
            : [...context.validated, context.current],
          itemId: event.type === 'save.done' && event.itemId ? event.itemId : context.itemId,
          dirty: false,
          fieldErrors: [],
          errorsShown: false,
          lastError: null,
        };
      }),
      // Field errors the server answered with are shown at their fields (those of another step wait for a jump there).
      recordFailure: assign(({ context, event }) => {
        if (event.type === 'delete.failed' || event.type === 'outcome.failed') return { lastError: event.message, outcome: -1 };
        if (event.type !== 'save.failed' && event.type !== 'submit.failed') return {};
        if (!event.fieldErrors?.length) return { lastError: event.message };
        const here = event.fieldErrors.filter((e) => (e.step ?? context.current) === context.current);
        return { lastError: event.message, fieldErrors: event.fieldErrors, errorsShown: here.length > 0 };
      }),
      // A jump lands on the step clicked (spec 1 §2, spec 2 §2: in edit mode any step may be clicked). The
      // steps it passes that hold valid data count as validated; an invalid one stays unvalidated, keeps its
      // marker and is listed with its errors on the review step, instead of taking the user elsewhere.
      resolveTarget: assign(({ context }) => {
        const target = context.target ?? keys[0]!;
        if (target === EXIT) return { fieldErrors: [], errorsShown: false };
        // Errors the server tied to the target step (a refused submit) are shown there, with their message.
        const carried = context.fieldErrors.filter((e) => e.step === target);
        if (carried.length > 0) return { target, fieldErrors: carried, errorsShown: true };
        if (context.readOnly) return { target, fieldErrors: [], errorsShown: false, lastError: null };
        const passed = keys.includes(context.current) ? skippedSteps(wizard, context.current, target) : [];
        const validated = [...context.validated];
        for (const key of passed) {
          if (validated.includes(key) || steps.find((s) => s.key === key)?.review) continue;
          if (stepErrors(key, context.data, context.validation).length === 0) validated.push(key);
        }
        return { target, validated, fieldErrors: [], errorsShown: false, lastError: null };
      }),
    },
  });

  const leaveTo = (to: string) => [
    { guard: 'isDirty' as const, target: 'confirmingLeave', actions: { type: 'setTarget' as const, params: { to } } },
    { target: '#wizard.navigating', actions: { type: 'setTarget' as const, params: { to } } },
  ];

  const stepState = (index: number) => {
    const step = steps[index]!;
    const next = keys[index + 1];
    // A view-only wizard declares no editing at all, so every transition it has is one a viewer can take.
    const editable = !step.review && !wizard.viewOnly;
    // A step without fields of its own (an information step) can be neither invalid nor dirty.
    const hasFields = deps.stepFields(step.key).length > 0;
    const guarded = editable && hasFields;
    const isLast = step.key === last;
    const finishLater = guarded && wizard.actions?.finishLater === true;
    const finishLaterFromReview = step.review && !wizard.viewOnly && wizard.actions?.finishLater === true;
    const deletable = (wizard.actions?.deleteStatuses ?? []).length > 0;
    const outcomeHere = wizard.outcomeSteps?.includes(step.key) === true;
    return wizardSetup.createStateConfig({
      initial: 'idle',
      entry: { type: 'enterStep', params: { key: step.key } },
      states: {
        idle: {
          on: {
            ...((editable || (step.hasFields && !wizard.viewOnly)) && hasFields ? { 'form.change': { guard: 'isEditable', actions: 'applyChange' } } : {}),
            ...(guarded
              ? {
                  'step.next': [
                    ...(outcomeHere
                      ? [{ guard: and(['isEditable', 'isStepValid', 'endsInOutcome']), target: 'runningOutcome', actions: 'chooseOutcome' } as const]
                      : []),
                    { guard: and(['isEditable', 'isStepValid']), target: 'saving', actions: 'clearErrors' },
                    { guard: 'isEditable', actions: 'showFieldErrors' },
                  ],
                }
              : editable
                ? { 'step.next': { guard: 'isEditable', target: 'saving', actions: 'clearErrors' } }
                : {}),
            'step.back': guarded
              ? leaveTo(keys[index - 1] ?? EXIT)
              : [{ target: '#wizard.navigating', actions: { type: 'setTarget', params: { to: keys[index - 1] ?? EXIT } } }],
            'step.jump': guarded
              ? [
                  { guard: and(['canJumpTo', 'isDirty']), target: 'confirmingLeave', actions: 'setJumpTarget' },
                  { guard: 'canJumpTo', target: '#wizard.navigating', actions: 'setJumpTarget' },
                ]
              : [{ guard: 'canJumpTo', target: '#wizard.navigating', actions: 'setJumpTarget' }],
            'leave.request': guarded
              ? leaveTo(EXIT)
              : [{ target: '#wizard.navigating', actions: { type: 'setTarget', params: { to: EXIT } } }],
            ...(isLast && !wizard.viewOnly
              ? {
                  'submit.request': wizard.checksSubmit
                    ? [
                        { guard: and(['canSubmit', 'isSubmitValid']), target: '#wizard.confirmingSubmit', actions: 'clearErrors' },
                        { guard: 'canSubmit', actions: 'showSubmitErrors' },
                      ]
                    : { guard: 'canSubmit', target: '#wizard.confirmingSubmit' },
                }
              : {}),
            ...(finishLater
              ? {
                  'finishLater.request': [
                    { guard: and(['isEditable', 'isStepValid']), target: 'savingToLeave', actions: 'clearErrors' },
                    { guard: 'isEditable', actions: 'showFieldErrors' },
                  ],
                }
              : {}),
            ...(finishLaterFromReview ? { 'finishLater.request': { guard: 'isEditable', target: '#wizard.finishedLater' } } : {}),
            ...(deletable ? { 'delete.request': { guard: 'canDelete', target: '#wizard.confirmingDelete', actions: 'returnToCurrent' } } : {}),
          },
        },
        ...(guarded && outcomeHere
          ? {
              runningOutcome: {
                on: {
                  'outcome.done': { target: '#wizard.outcomeDone', actions: 'commitStep' },
                  'outcome.failed': { target: 'idle', actions: 'recordFailure' },
                },
              },
            }
          : {}),
        ...(finishLater
          ? {
              savingToLeave: {
                on: {
                  'save.done': { target: '#wizard.finishedLater', actions: 'commitStep' },
                  'save.failed': { target: 'idle', actions: 'recordFailure' },
                },
              },
            }
          : {}),
        ...(editable
          ? {
              saving: {
                on: {
                  'save.done': { target: next ? `#wizard.editing.${next}` : 'idle', actions: 'commitStep' },
                  'save.failed': { target: 'idle', actions: 'recordFailure' },
                },
              },
            }
          : {}),
        ...(guarded
          ? {
              confirmingLeave: {
                on: {
                  'leave.confirm': { target: '#wizard.navigating', actions: 'discardChanges' },
                  'leave.cancel': { target: 'idle', actions: 'clearTarget' },
                },
              },
            }
          : {}),
      },
    });
  };

  return wizardSetup.createMachine({
    id: 'wizard',
    initial: 'navigating',
    context: ({ input }) => ({
      mode: input.mode,
      itemId: input.itemId ?? null,
      data: { ...(input.data ?? {}) },
      saved: { ...(input.saved ?? input.data ?? {}) },
      validated: [...new Set([...alwaysValidated, ...(input.validated ?? [])])],
      current: '',
      dirty: false,
      target: input.startStep && keys.includes(input.startStep) ? input.startStep : keys[0]!,
      lastError: null,
      fieldErrors: [],
      errorsShown: false,
      readOnly: input.readOnly === true,
      validation: input.validation,
      status: input.status ?? null,
      outcome: -1,
    }),
    states: {
      navigating: {
        entry: 'resolveTarget',
        always: [
          ...keys.map((key) => ({ guard: { type: 'isTarget' as const, params: { key } }, target: `editing.${key}` })),
          { target: 'left' },
        ],
      },
      editing: {
        initial: keys[0]!,
        states: Object.fromEntries(keys.map((key, index) => [key, stepState(index)])),
      },
      ...(wizard.viewOnly
        ? {}
        : {
            confirmingSubmit: {
              on: {
                'submit.confirm': { target: 'submitting' },
                'submit.cancel': { target: `#wizard.editing.${last}` },
              },
            },
            submitting: {
              on: {
                'submit.done': { target: 'submitted' },
                'submit.failed': { target: `#wizard.editing.${last}`, actions: 'recordFailure' },
              },
            },
            submitted: { type: 'final' as const },
          }),
      ...(wizard.actions?.finishLater ? { finishedLater: { type: 'final' as const } } : {}),
      ...((wizard.outcomeSteps ?? []).length > 0 ? { outcomeDone: { type: 'final' as const } } : {}),
      ...((wizard.actions?.deleteStatuses ?? []).length > 0
        ? {
            // Cancel and failure go back to the step the publisher was on (its key is the pending target).
            confirmingDelete: { on: { 'delete.confirm': 'deleting', 'delete.cancel': '#wizard.navigating' } },
            deleting: {
              on: { 'delete.done': 'deleted', 'delete.failed': { target: '#wizard.navigating', actions: 'recordFailure' } },
            },
            deleted: { type: 'final' as const },
          }
        : {}),
      left: { type: 'final' },
    },
  });
}

/** The machine type one wizard produces; actors and the test kit are typed by it. */
export type WizardMachine = ReturnType<typeof createWizardMachine>;
