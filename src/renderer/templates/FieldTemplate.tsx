import type { FieldTemplateProps } from '@rjsf/utils';
import { isValidElement, memo, type ReactNode } from 'react';
import { FieldPointerContext, pointerOf, useFieldErrors } from '../FieldErrorContext';
import { useFormValue } from '../formValues';
import { selfErrorWidgets, wrapperTitledFields } from '../registry';
import { FieldHint } from './FieldHint';
import { LockedFieldHint } from './LockedFieldHint';

/** The field's messages under it, one block line each (a component of its own: the wrapper itself subscribes to nothing). */
function FieldErrorText({ id, pointer }: { id: string; pointer: string }) {
  const errors = useFieldErrors(pointer);
  if (errors.length === 0) return null;
  return (
    <p id={`${id}__error`} className="wizard-field-error" role="alert">
      {/* Several messages of one field read as separate lines, not one run-on sentence. */}
      {errors.map((message, i) => (
        <span key={i} style={{ display: 'block' }}>
          {message}
        </span>
      ))}
    </p>
  );
}

/** A group of controls named by the field's title and described by its message while there is one. */
function DescribedGroup({ id, pointer, titled, children }: { id: string; pointer: string; titled: boolean; children: ReactNode }) {
  const errors = useFieldErrors(pointer);
  return (
    <div role="group" aria-labelledby={titled ? `${id}__title` : undefined} aria-describedby={errors.length > 0 ? `${id}__error` : undefined}>
      {children}
    </div>
  );
}

// A widget SchemaField draws directly is handed its pointer (`fieldPointer`): no context needed around it.
const knowsPointer = (children: ReactNode) => isValidElement<{ fieldPointer?: unknown }>(children) && typeof children.props.fieldPointer === 'string';

/** Titled field wrapper: the title (with an optional hover hint, at most 650 px wide), the input, the engine's error under it. */
function FieldTemplateView({ id, label, children, hidden, required, displayLabel, fieldPathId, uiSchema, schema, help, registry }: FieldTemplateProps) {
  const pointer = pointerOf(fieldPathId.path);
  // x-ui.shownWhen: drawn only while a sibling field holds one of the listed values (a step's top-level fields).
  const shownWhen = (schema['x-ui'] as { shownWhen?: { field: string; in: unknown[] } } | undefined)?.shownWhen;
  const sibling = useFormValue(registry.formContext, shownWhen?.field);
  if (shownWhen && !shownWhen.in.includes(sibling)) return null;
  const widgetShowsErrors = selfErrorWidgets.has(String(uiSchema?.['ui:widget'] ?? uiSchema?.['ui:field'] ?? ''));
  // A checkbox names itself with the field's title beside the box: a title above it too would say it twice
  // (RJSF hides it only when no widget is named, so an explicit x-ui widget 'checkbox' showed both).
  const checkboxNamesItself = schema.type === 'boolean' && uiSchema?.['ui:widget'] === 'checkbox';
  const wrapperTitled = wrapperTitledFields.has(String(uiSchema?.['ui:field'] ?? ''));
  const showTitle = (displayLabel && !checkboxNamesItself) || wrapperTitled;
  // A field drawn by several controls with none to carry the message (an uploader's buttons): they form a
  // group named by the title and described by the message, so a screen reader entering it hears both.
  const grouped = wrapperTitled && !widgetShowsErrors;
  if (hidden) return <div hidden>{children}</div>;
  const hint = (schema['x-ui'] as { hint?: string } | undefined)?.hint ?? (uiSchema?.['ui:hint'] as string | undefined);
  const lockedHint = uiSchema?.['ui:lockedHint'] as string | undefined;
  const isRoot = fieldPathId.path.length === 0;
  const title = (
    <label htmlFor={id} id={grouped ? `${id}__title` : undefined} className="wizard-field-title">
      {/* One text node (the title and its required mark), not two. */}
      {required ? `${label} *` : label}
    </label>
  );
  const body = grouped ? (
    <DescribedGroup id={id} pointer={pointer} titled={Boolean(showTitle && label)}>
      {children}
    </DescribedGroup>
  ) : (
    children
  );
  const field = (
    <div className={isRoot ? undefined : 'wizard-field'}>
      {showTitle && label && !isRoot ? hint ? <FieldHint hint={hint}>{title}</FieldHint> : title : null}
      {knowsPointer(children) ? body : <FieldPointerContext.Provider value={pointer}>{body}</FieldPointerContext.Provider>}
      {help}
      {widgetShowsErrors ? null : <FieldErrorText id={id} pointer={pointer} />}
    </div>
  );
  // An item editor's field that restricted mode locks (see fields/itemList/itemEditorUi.ts).
  return lockedHint ? <LockedFieldHint hint={lockedHint}>{field}</LockedFieldHint> : field;
}

export const FieldTemplate = memo(FieldTemplateView);
