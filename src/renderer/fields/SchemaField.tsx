import { getDefaultRegistry } from '@rjsf/core';
import {
  deepEquals,
  getSchemaType,
  getTemplate,
  getUiOptions,
  getWidget,
  isCustomWidget,
  optionsList,
  resolveDefaultWidget,
  resolveUiSchema,
  type FieldProps,
  type RJSFSchema,
  type UiSchema,
  type Widget,
  type WidgetProps,
} from '@rjsf/utils';
import { memo, type ComponentType } from 'react';
import { needsRjsfPath } from './needsRjsfPath';

const StockSchemaField = getDefaultRegistry().fields.SchemaField as ComponentType<FieldProps>;

/** What drawing one leaf field takes, worked out once per field per form (see `planLeaf`). */
interface LeafPlan {
  rawSchema: RJSFSchema;
  schema: RJSFSchema;
  Widget: Widget;
  options: WidgetProps['options'];
  uiSchema: UiSchema;
  label: string;
  displayLabel: boolean;
  placeholder: string;
  multiple: boolean;
  /** The field's `ui:options`, as RJSF hands them to `getTemplate` (a field may name its own templates). */
  uiOptions: ReturnType<typeof getUiOptions>;
  help: string | undefined;
  disabled: boolean | undefined;
  readonly: boolean | undefined;
}

/**
 * RJSF's `getWidget` hands back a wrapper that only merges the widget's `defaultProps.options` into its
 * options; for a widget without them (all of ours) the registered component itself is drawn instead.
 */
function withoutPassThrough(resolved: Widget, widgets: Record<string, Widget>): Widget {
  const own = Object.values(widgets).find((w) => (w as { MergedWidget?: Widget }).MergedWidget === resolved);
  return own && !(own as { defaultProps?: { options?: unknown } }).defaultProps?.options ? own : resolved;
}

// Keyed by the field's uiSchema object: StepForm derives one per mount, so a plan lives as long as its form.
const plans = new WeakMap<object, LeafPlan | null>();

/**
 * A leaf is a value one widget draws whole: a string or number (a select too), or an array drawn by a
 * multi-select or a custom widget (chips, tags). Anything else (objects, item lists, `ui:field`, choices
 * between sub-schemas, hidden fields, schemas whose shape depends on the data or on a `$ref`) goes through RJSF's own
 * SchemaField. The plan holds exactly what RJSF's SchemaField, StringField and ArrayField would compute.
 */
function planLeaf(props: FieldProps): LeafPlan | null {
  const { schema: rawSchema, registry } = props;
  if (needsRjsfPath(rawSchema)) return null;
  const uiSchema = resolveUiSchema(rawSchema, props.uiSchema, registry);
  const uiOptions = getUiOptions(uiSchema, registry.globalUiOptions);
  if (uiOptions.field || uiOptions.widget === 'hidden' || uiSchema['ui:field'] || uiOptions.deprecatedHandling) return null;
  const { schemaUtils, widgets } = registry;
  const schema = schemaUtils.retrieveSchema(rawSchema, undefined);
  if (schema.deprecated || Object.keys(schema).length === 0) return null;
  const type = getSchemaType(schema);
  if ((schema.anyOf || schema.oneOf) && !schemaUtils.isSelect(schema)) return null;
  const { title: uiTitle, widget, placeholder = '', ...options } = uiOptions;
  const resolve = (name: NonNullable<typeof widget>) => withoutPassThrough(getWidget(schema, name, widgets), widgets);
  const base = {
    rawSchema,
    schema,
    uiSchema,
    label: String(uiTitle ?? rawSchema.title ?? schema.title ?? props.title ?? props.name),
    displayLabel: schemaUtils.getDisplayLabel(schema, uiSchema, registry.globalUiOptions),
    placeholder: String(placeholder),
    uiOptions,
    help: typeof uiOptions.help === 'string' ? uiOptions.help : undefined,
    disabled: uiOptions.disabled as boolean | undefined,
    readonly: uiOptions.readonly as boolean | undefined,
  };
  if (type === 'string' || type === 'number' || type === 'integer') {
    const { defaultWidget, enumOptions } = resolveDefaultWidget(schema, uiSchema, schemaUtils, widgets);
    return { ...base, Widget: resolve(widget ?? defaultWidget), options: { ...options, enumOptions }, multiple: false };
  }
  if (type === 'array' && schema.items && schemaUtils.isMultiSelect(schema)) {
    const itemsSchema = schemaUtils.retrieveSchema(schema.items as RJSFSchema, undefined);
    const enumOptions = optionsList(itemsSchema, (uiSchema.items ?? uiSchema) as UiSchema);
    return { ...base, Widget: resolve(widget ?? 'select'), options: { ...options, enumOptions }, multiple: true };
  }
  if (type === 'array' && schema.items && isCustomWidget(uiSchema)) {
    return { ...base, Widget: resolve(widget!), options, multiple: true };
  }
  return null;
}

function planFor(props: FieldProps): LeafPlan | null {
  const key = props.uiSchema;
  if (!key) return planLeaf(props);
  const known = plans.get(key);
  if (known !== undefined && (known === null || known.rawSchema === props.schema)) return known;
  const plan = planLeaf(props);
  plans.set(key, plan);
  return plan;
}

/**
 * One leaf: our FieldTemplate around its widget, with the props RJSF's own path would have given both. Drawn by
 * SchemaField itself (no component of its own, so no hooks): it only re-renders when the field's props change,
 * and then its widget re-renders anyway.
 */
function leafField(field: FieldProps, plan: LeafPlan) {
  const { fieldPathId, registry, onChange, formData, required = false } = field;
  const id = fieldPathId.$id;
  const handleChange = (value: unknown) => onChange(value, fieldPathId.path, undefined, id);
  const FieldTemplate = getTemplate('FieldTemplate', registry, plan.uiOptions);
  const FieldHelpTemplate = getTemplate('FieldHelpTemplate', registry, plan.uiOptions);
  const disabled = Boolean(plan.disabled ?? field.disabled);
  const readonly = Boolean(plan.readonly ?? (field.readonly || field.schema.readOnly || plan.schema.readOnly));
  const { Widget, schema, uiSchema } = plan;
  const value = plan.multiple ? (formData ?? []) : formData;
  return (
    <FieldTemplate
      id={id}
      fieldPathId={fieldPathId}
      label={plan.label}
      displayLabel={plan.displayLabel}
      hidden={false}
      required={required}
      disabled={disabled}
      readonly={readonly}
      schema={schema}
      uiSchema={uiSchema}
      registry={registry}
      formData={formData}
      onChange={onChange}
      onKeyRename={field.onKeyRename}
      onKeyRenameBlur={field.onKeyRenameBlur}
      onRemoveProperty={field.onRemoveProperty}
      rawDescription=""
      classNames={`rjsf-field rjsf-field-${String(getSchemaType(schema))}`}
      help={
        plan.help ? <FieldHelpTemplate help={plan.help} fieldPathId={fieldPathId} schema={schema} uiSchema={uiSchema} registry={registry} /> : undefined
      }
    >
      <Widget
        id={id}
        name={field.name}
        htmlName={fieldPathId.name}
        schema={schema}
        uiSchema={uiSchema}
        options={plan.options}
        value={value}
        label={plan.label}
        hideLabel={!plan.displayLabel}
        placeholder={plan.placeholder}
        multiple={plan.multiple || undefined}
        required={required}
        disabled={disabled}
        readonly={readonly}
        autofocus={Boolean(field.autofocus)}
        hideError={field.hideError}
        rawErrors={field.errorSchema?.__errors}
        registry={registry}
        onChange={handleChange}
        onBlur={field.onBlur}
        onFocus={field.onFocus}
      />
    </FieldTemplate>
  );
}

/**
 * RJSF's SchemaField, with a short path for leaves: a leaf is drawn as our FieldTemplate around its widget,
 * skipping the SchemaField → StringField/ArrayField → widget-wrapper layers and their per-render schema work
 * (on a 40-field step, most of the form's own first-render cost). Everything else is RJSF's.
 */
function SchemaFieldView(props: FieldProps) {
  const plan = planFor(props);
  return plan ? leafField(props, plan) : <StockSchemaField {...props} />;
}

// The same comparison as RJSF's SchemaField: a parent re-render hands over equal but new objects (error schemas).
export const SchemaField = memo(SchemaFieldView, deepEquals);
