import './stepForm.css';
import type { IChangeEvent } from '@rjsf/core';
import type { RegistryFieldsType, RJSFSchema, UiSchema } from '@rjsf/utils';
import { memo, useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { loadedSchemaFiles, loadedSchemaFilesVersion, onSchemaFilesLoaded } from '../engine/loadedSchemaFiles';
import { useKeyedSchemaText } from '../lib/i18n/schema/useSchemaText';
import { engineValidator } from './engineValidator';
import { FieldTextContext } from './FieldErrorContext';
import { createFormValuesStore, type StepFormContext } from './formValues';
import { dropEmptyObjects } from './dropEmptyObjects';
import { localizedStepSchema, stepUiSchema, textOriginsOf } from './drawnStep';
import { dropHiddenValues } from './shownWhen';
import { fields as ownFields, templates, widgets } from './registry';
import { mantineTemplates, mantineWidgets } from './rjsfMantineParts';
import { StepRjsfForm } from './StepRjsfForm';

// The theme: Mantine's widgets and templates under ours, built once (a new registry per render would be compared deeply).
const WIDGETS = { ...mantineWidgets, ...widgets };
const TEMPLATES = { ...mantineTemplates, ...templates };

interface StepFormProps {
  stepKey: string;
  schema: RJSFSchema;
  /**
   * The schema file `schema` was compiled from (CompiledStep.schemaFile): its texts are then translated
   * by the file and pointer each was written at (a `$ref`'d common text once, in its own file).
   */
  schemaFile?: string;
  initialData: Record<string, unknown>;
  onChange(data: Record<string, unknown>): void;
  readonly?: boolean;
  /** Every field disabled: the wizard is read-only (browsing only). */
  disabled?: boolean;
  /** Extra RJSF fields from the screen (media uploaders, feature fields), keyed by export name. Keep it stable. */
  fields?: RegistryFieldsType;
  /** Per-property uiSchema the screen adds on top of the one derived from `x-ui`. Keep it stable. */
  uiSchema?: UiSchema;
}

const NO_FIELDS: RegistryFieldsType = {};
// RJSF would otherwise prefill a choice list's first `const` (e.g. the first language) as if the user chose it,
// and fill a required object (an uploaded file) with `{}`, which the engine then reports as a file without
// its name instead of the field's own 'Please upload …' message.
// It would also fill a list whose items are added through their own editor or uploader (item and image lists) up
// to its `minItems` with empty items: those would show as phantom rows ('Untitled') and make a step the user
// only opened look changed. The list's `minItems` message still refuses it when the user goes on without one.
const SELF_FILLED_LISTS = new Set(['itemList', 'imageList']);
const listFillsItself = (_validator: unknown, schema: RJSFSchema) => {
  const ui = (schema as { 'x-ui'?: { widget?: unknown } })['x-ui'];
  return typeof ui?.widget === 'string' && SELF_FILLED_LISTS.has(ui.widget);
};
const DEFAULTS = {
  constAsDefaults: 'never',
  emptyObjectFields: 'skipEmptyDefaults',
  arrayMinItems: { populate: 'all', computeSkipPopulate: listFillsItself },
} as const;

/**
 * One step's fields. Uncontrolled on purpose: the form owns the typed values and reports them up, so
 * a keystroke never flows back down through props; errors reach fields through FieldErrorContext.
 */
function StepFormView({ stepKey, schema: englishSchema, schemaFile, initialData, onChange, readonly, disabled, fields = NO_FIELDS, uiSchema: extraUi }: StepFormProps) {
  // Titles, descriptions, messages and x-ui texts in the reader's language; validation keeps the English schemas.
  // Each text is found by where it is written (compiledTextOrigins), by its English only when the map has
  // no key for it (a text a variant or platform fact rewrote, a form without a schema file).
  const schemaText = useKeyedSchemaText();
  const filesVersion = useSyncExternalStore(onSchemaFilesLoaded, loadedSchemaFilesVersion);
  // Made once per step, language and screen fields, and reused by every later mount of the step (drawnStep.ts).
  const schema = localizedStepSchema(englishSchema, schemaText, textOriginsOf(loadedSchemaFiles(), filesVersion, schemaFile));
  const uiSchema = stepUiSchema(schema, fields, extraUi);
  // Fields that depend on a sibling's value read it here (see formValues.ts); the store never changes identity.
  const allFields = useMemo(() => ({ ...ownFields, ...fields }), [fields]);
  const [formContext] = useState<StepFormContext>(() => ({ formValues: createFormValuesStore(initialData) }));
  const handleChange = useCallback(
    (event: IChangeEvent<Record<string, unknown>>) => {
      formContext.formValues?.set(event.formData ?? {});
      onChange(dropEmptyObjects(dropHiddenValues(englishSchema, event.formData ?? {})));
    },
    [onChange, formContext, englishSchema],
  );
  return (
    <FieldTextContext.Provider value={schemaText}>
      <StepRjsfForm
        id={`step-${stepKey}`}
        idPrefix={stepKey}
        schema={schema}
        uiSchema={uiSchema}
        fields={allFields}
        widgets={WIDGETS}
        templates={TEMPLATES}
        validator={engineValidator}
        initialFormData={initialData}
        formContext={formContext}
        onChange={handleChange}
        noHtml5Validate
        showErrorList={false}
        experimental_defaultFormStateBehavior={DEFAULTS}
        readonly={readonly}
        disabled={disabled}
        className={disabled ? 'wizard-read-only' : undefined}
      />
    </FieldTextContext.Provider>
  );
}

export const StepForm = memo(StepFormView);
