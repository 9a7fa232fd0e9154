/*
 * Topology (the accordion layout: every section on one page, in order, one Finish):
 *
 *   (confirmingFinish, the Delete states and viewing exist only when the manifest offers them)
 *   editing (initial) ──always[view mode]──▶ viewing
 *     ── form.change (self: data, dirty; every section re-validated live once errors were shown)
 *     ── section.toggle (self: the section opens or closes)
 *     ── finish.request [every section valid] ▶ confirmingFinish (confirmFinish) or saving
 *     ── finish.request [a section invalid] (self: every section's errors shown, the first invalid one opened)
 *     ── delete.request [canDelete] ▶ confirmingDelete
 *     ── leave.request [dirty] ▶ confirmingLeave, else ▶ left
 *   confirmingFinish ── finish.confirm ▶ saving ── finish.cancel ▶ editing
 *   saving ── save.done ▶ finished (final) ── save.failed ▶ editing (error kept, nothing lost)
 *   confirmingDelete ── delete.confirm ▶ deleting ── delete.cancel ▶ editing
 *   deleting ── delete.done ▶ deleted (final) ── delete.failed ▶ editing (error kept)
 *   confirmingLeave ── leave.confirm ▶ left ── leave.cancel ▶ editing
 *   viewing ── section.toggle (self) ── leave.request ▶ left
 *   left (final)
 *
 * Like the step wizard, no `invoke`: `saving` and `deleting` wait for their `*.done` / `*.failed`
 * events, which `attachAccordionIo` (src/engine/accordionIo.ts) sends, so `createTestModel` can walk
 * the same machine the UI runs. Nothing here names a wizard, a section or a field.
 */
import { assign, setup } from 'xstate';
import type { WizardFieldError } from './wizardRules';

/** The slice of a compiled wizard the accordion needs: its sections, validation and what Finish asks. */
export interface AccordionShape {
  id: string;
  sections: ReadonlyArray<{ key: string }>;
  /** Ask before Finish saves (the manifest's `confirmFinish`). */
  confirmFinish: boolean;
  /** Statuses Delete is offered for (`null`: the item is not saved yet); empty when there is no Delete. */
  deletableStatuses: ReadonlyArray<string | null>;
  /** The wizard offers a read-only view mode. */
  hasViewMode: boolean;
}

/** The I/O-free services the machine needs. */
export interface AccordionDeps {
  /**
   * A section's errors; given the whole data, since a section's rules may read other sections' fields,
   * and the validation context the actor was started with (today in the user's zone, status, facts).
   */
  validateSection(key: string, data: Record<string, unknown>, validation: object | undefined): WizardFieldError[];
  sectionFields(key: string): readonly string[];
}

/** create and edit fill the form; view only shows it. */
export type AccordionMode = 'create' | 'edit' | 'view';

export interface AccordionContext {
  mode: AccordionMode;
  itemId: string | null;
  /** The item's stored status (null when not saved yet): decides whether Delete is offered. */
  status: string | null;
  data: Record<string, unknown>;
  saved: Record<string, unknown>;
  dirty: boolean;
  open: string[];
  /** Errors per section, shown once Finish was tried. */
  errors: Record<string, WizardFieldError[]>;
  errorsShown: boolean;
  lastError: string | null;
  /** Opaque to the machine: handed to `validateSection`. */
  validation: object | undefined;
}

export type AccordionEvent =
  | { type: 'form.change'; data: Record<string, unknown> }
  | { type: 'section.toggle'; key: string }
  | { type: 'finish.request' }
  | { type: 'finish.confirm' }
  | { type: 'finish.cancel' }
  | { type: 'save.done'; itemId?: string }
  | { type: 'save.failed'; message: string }
  | { type: 'delete.request' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'delete.done' }
  | { type: 'delete.failed'; message: string }
  | { type: 'leave.request' }
  | { type: 'leave.confirm' }
  | { type: 'leave.cancel' };

export interface AccordionInput {
  mode: AccordionMode;
  itemId?: string | null;
  status?: string | null;
  data?: Record<string, unknown>;
  validation?: object;
  /** The item as last saved, when it differs from `data` (a restart on a new schema version carries both). */
  saved?: Record<string, unknown>;
  /** Sections open at start (default: all); a restart keeps the ones the publisher closed closed. */
  open?: string[];
  /** Start with every section's errors shown, as after a refused Finish. */
  errorsShown?: boolean;
}

/** Every section's errors over the whole data; sections without errors are left out. */
export function sectionErrors(
  shape: AccordionShape,
  deps: AccordionDeps,
  data: Record<string, unknown>,
  validation?: object,
): Record<string, WizardFieldError[]> {
  const out: Record<string, WizardFieldError[]> = {};
  for (const { key } of shape.sections) {
    const errors = deps.validateSection(key, data, validation);
    if (errors.length > 0) out[key] = errors;
  }
  return out;
}

/** Builds the accordion machine of one wizard. */
export function createAccordionMachine(shape: AccordionShape, deps: AccordionDeps) {
  if (shape.sections.length === 0) throw new Error(`Wizard ${shape.id} has no sections`);
  const fields = [...new Set(shape.sections.flatMap((section) => deps.sectionFields(section.key)))];
  const deletable = shape.deletableStatuses.length > 0;
  const sameFields = (a: Record<string, unknown>, b: Record<string, unknown>) => fields.every((f) => JSON.stringify(a[f]) === JSON.stringify(b[f]));
  return setup({
    types: { context: {} as AccordionContext, events: {} as AccordionEvent, input: {} as AccordionInput },
    guards: {
      isViewMode: ({ context }) => context.mode === 'view',
      isEverySectionValid: ({ context }) => Object.keys(sectionErrors(shape, deps, context.data, context.validation)).length === 0,
      canDelete: ({ context }) => shape.deletableStatuses.includes(context.status),
      isDirty: ({ context }) => context.dirty,
    },
    actions: {
      applyChange: assign(({ context, event }) => {
        if (event.type !== 'form.change') return {};
        const data = { ...context.data, ...event.data };
        // A cleared field arrives as undefined: drop it, as JSON would.
        for (const [field, value] of Object.entries(event.data)) if (value === undefined) delete data[field];
        return {
          data,
          dirty: !sameFields(data, context.saved),
          errors: context.errorsShown ? sectionErrors(shape, deps, data, context.validation) : context.errors,
        };
      }),
      toggleSection: assign(({ context, event }) => {
        if (event.type !== 'section.toggle') return {};
        const open = context.open.includes(event.key) ? context.open.filter((k) => k !== event.key) : [...context.open, event.key];
        return { open };
      }),
      showErrors: assign(({ context }) => {
        const errors = sectionErrors(shape, deps, context.data, context.validation);
        const firstInvalid = shape.sections.find((section) => errors[section.key])?.key;
        const open = firstInvalid && !context.open.includes(firstInvalid) ? [...context.open, firstInvalid] : context.open;
        return { errors, errorsShown: true, open };
      }),
      clearError: assign({ lastError: null }),
      commitSave: assign(({ context, event }) => ({
        saved: { ...context.data },
        dirty: false,
        itemId: event.type === 'save.done' && event.itemId ? event.itemId : context.itemId,
      })),
      keepError: assign(({ event }) => ({ lastError: event.type === 'save.failed' || event.type === 'delete.failed' ? event.message : null })),
    },
  }).createMachine({
    id: 'accordionWizard',
    initial: 'editing',
    context: ({ input }) => ({
      mode: input.mode,
      itemId: input.itemId ?? null,
      status: input.status ?? null,
      data: { ...input.data },
      saved: { ...(input.saved ?? input.data) },
      dirty: input.saved ? !sameFields(input.data ?? {}, input.saved) : false,
      // Every section starts open: the layout's point is one page the publisher reads top to bottom.
      open: input.open ?? shape.sections.map((section) => section.key),
      errors: input.errorsShown ? sectionErrors(shape, deps, input.data ?? {}, input.validation) : {},
      errorsShown: input.errorsShown ?? false,
      lastError: null,
      validation: input.validation,
    }),
    // States and transitions a wizard cannot reach (no confirm, no Delete, no view mode) are left out, so
    // every declared transition is one a walk can take.
    states: {
      editing: {
        // An actor started in view mode passes straight through (no transient hub: coverage sees only resting states).
        ...(shape.hasViewMode ? { always: { guard: 'isViewMode', target: 'viewing' } } : {}),
        on: {
          'form.change': { actions: 'applyChange' },
          'section.toggle': { actions: 'toggleSection' },
          'finish.request': [
            { guard: 'isEverySectionValid', target: shape.confirmFinish ? 'confirmingFinish' : 'saving' },
            { actions: 'showErrors' },
          ],
          ...(deletable ? { 'delete.request': { guard: 'canDelete', target: 'confirmingDelete' } } : {}),
          'leave.request': [{ guard: 'isDirty', target: 'confirmingLeave' }, { target: 'left' }],
        },
      },
      ...(shape.confirmFinish ? { confirmingFinish: { on: { 'finish.confirm': 'saving', 'finish.cancel': 'editing' } } } : {}),
      saving: {
        entry: 'clearError',
        on: {
          'save.done': { target: 'finished', actions: 'commitSave' },
          'save.failed': { target: 'editing', actions: 'keepError' },
        },
      },
      ...(deletable
        ? {
            confirmingDelete: { on: { 'delete.confirm': 'deleting', 'delete.cancel': 'editing' } },
            deleting: {
              entry: 'clearError',
              on: { 'delete.done': 'deleted', 'delete.failed': { target: 'editing', actions: 'keepError' } },
            },
            deleted: { type: 'final' as const },
          }
        : {}),
      confirmingLeave: { on: { 'leave.confirm': 'left', 'leave.cancel': 'editing' } },
      ...(shape.hasViewMode ? { viewing: { on: { 'section.toggle': { actions: 'toggleSection' }, 'leave.request': 'left' } } } : {}),
      finished: { type: 'final' },
      left: { type: 'final' },
    },
  });
}

/** The accordion machine's type, for actors and I/O. */
export type AccordionMachine = ReturnType<typeof createAccordionMachine>;
