import { getDefaultRegistry } from '@rjsf/core';
import {
  deepEquals,
  getPropertySchema,
  getSchemaType,
  getTemplate,
  getUiOptions,
  getWidget,
  isCustomWidget,
  isObject,
  optionsList,
  orderProperties,
  resolveDefaultWidget,
  resolveUiSchema,
  shouldRenderOptionalField,
  toFieldPathId,
  TranslatableString,
  type FieldPathId,
  type FieldProps,
  type RJSFSchema,
  type UiSchema,
  type Widget,
  type WidgetProps,
} from '@rjsf/utils';
import { memo, type ComponentType, type ReactNode } from 'react';
import { pointerOf } from '../FieldErrorContext';
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
  placeholder: string | undefined;
  /** A yes/no widget's own label shown (`ui:options.label`); other widgets follow the wrapper's `displayLabel`. */
  widgetLabel?: boolean;
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

/** What drawing one object with a fixed shape takes, worked out once per object per form (see `planObject`). */
interface ObjectPlan {
  kind: 'object';
  rawSchema: RJSFSchema;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  uiOptions: ReturnType<typeof getUiOptions>;
  /** The wrapper's label as RJSF's SchemaField words it, when the schemas name one (else the field's title or name). */
  label: string | undefined;
  displayLabel: boolean;
  /** The template's title and description (none when `ui:label` is false); the title falls back to the field's. */
  title: string | undefined;
  noTitle: boolean;
  description: string | undefined;
  properties: { name: string; schema: RJSFSchema; uiSchema: UiSchema | undefined; required: boolean; hidden: boolean }[];
}

type Plan = (LeafPlan & { kind?: undefined }) | ObjectPlan;

// Keyed by the field's uiSchema object: StepForm derives one per mount, so a plan lives as long as its form.
const plans = new WeakMap<object, Plan | null>();

/** The two choices of a yes/no value, as RJSF's BooleanField lists them for a widget (radio or select). */
function booleanOptions(schema: RJSFSchema, uiSchema: UiSchema, hasEnumNames: boolean, translate: FieldProps['registry']['translateString']) {
  const yes = translate(TranslatableString.YesLabel);
  const no = translate(TranslatableString.NoLabel);
  if (Array.isArray(schema.oneOf)) {
    const choices = schema.oneOf.filter(isObject).map((choice) => ({ ...choice, title: choice.title || (choice.const === true ? yes : no) }));
    return optionsList({ oneOf: choices } as RJSFSchema, uiSchema);
  }
  const values = (schema.enum ?? [true, false]) as unknown[];
  if (!hasEnumNames && values.length === 2 && values.every((value) => typeof value === 'boolean')) {
    return values.map((value) => ({ value, label: value ? yes : no }));
  }
  return optionsList({ enum: values } as RJSFSchema, uiSchema);
}

/**
 * A yes/no value, drawn as RJSF's BooleanField would draw it: the checkbox widget unless one is named, the two
 * choices' labels from the registry's translations (or the schema's `oneOf` titles, or its `enum` names), the
 * widget's own label shown unless `ui:options.label` is false (the wrapper's title follows getDisplayLabel, as
 * for every field), no placeholder.
 */
function planBoolean(
  schema: RJSFSchema,
  uiOptions: ReturnType<typeof getUiOptions>,
  base: Omit<LeafPlan, 'Widget' | 'options' | 'multiple'>,
  resolve: (name: NonNullable<ReturnType<typeof getUiOptions>['widget']>) => Widget,
  translate: FieldProps['registry']['translateString'],
): LeafPlan {
  const { widget = 'checkbox', title: uiTitle, label: widgetLabel = true, enumNames, ...options } = uiOptions;
  const { uiSchema } = base;
  return {
    ...base,
    label: String(uiTitle ?? schema.title ?? base.label),
    Widget: resolve(widget),
    options: { ...options, enumOptions: booleanOptions(schema, uiSchema, Boolean(enumNames), translate) },
    placeholder: undefined,
    widgetLabel: Boolean(widgetLabel),
    multiple: false,
  };
}

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
  if (type === 'boolean') return planBoolean(schema, uiOptions, base, resolve, registry.translateString);
  return null;
}

/**
 * An object whose shape is fixed (no `if`, `dependencies`, `$ref`, `anyOf`/`oneOf` of its own, additional or
 * pattern properties, `ui:field`, hidden or optional-data rendering): its properties are known once, so it is drawn
 * as our FieldTemplate around the ObjectFieldTemplate, each property by SchemaField directly. That skips RJSF's
 * SchemaField, ObjectField and one ObjectFieldProperty per property; the plan holds what they would compute.
 */
function planObject(props: FieldProps): ObjectPlan | null {
  const { schema: rawSchema, registry } = props;
  if (needsRjsfPath(rawSchema) || !rawSchema.properties) return null;
  const uiSchema = resolveUiSchema(rawSchema, props.uiSchema, registry);
  const uiOptions = getUiOptions(uiSchema, registry.globalUiOptions);
  if (uiOptions.field || uiOptions.widget === 'hidden' || uiSchema['ui:field'] || uiOptions.deprecatedHandling) return null;
  const { schemaUtils } = registry;
  const schema = schemaUtils.retrieveSchema(rawSchema, undefined);
  if (getSchemaType(schema) !== 'object' || !schema.properties || schema.deprecated || schema.anyOf || schema.oneOf) return null;
  if (schema.additionalProperties || schema.patternProperties) return null;
  // An optional object drawn with an on/off control (RJSF's enableOptionalDataFieldForType) keeps RJSF's path.
  if (shouldRenderOptionalField(registry, schema, false, uiSchema) || shouldRenderOptionalField(registry, schema, true, uiSchema)) return null;
  let order: string[];
  try {
    order = orderProperties(Object.keys(schema.properties), uiOptions.order);
  } catch {
    return null; // RJSF's ObjectField shows its own configuration error for a bad `ui:order`.
  }
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const uiTitle = uiOptions.title as string | undefined;
  return {
    kind: 'object',
    rawSchema,
    schema,
    uiSchema,
    uiOptions,
    label: uiTitle || rawSchema.title || schema.title || undefined,
    displayLabel: schemaUtils.getDisplayLabel(schema, uiSchema, registry.globalUiOptions),
    title: uiTitle ?? schema.title,
    noTitle: uiOptions.label === false,
    description: uiOptions.label === false ? undefined : ((uiOptions.description as string | undefined) ?? schema.description),
    properties: order.map((name) => {
      const fieldUi = uiSchema[name] as UiSchema | undefined;
      return { name, schema: getPropertySchema(schema, name), uiSchema: fieldUi, required: required.has(name), hidden: getUiOptions(fieldUi).widget === 'hidden' };
    }),
  };
}

function planFor(props: FieldProps): Plan | null {
  const key = props.uiSchema;
  if (!key) return planLeaf(props) ?? planObject(props);
  const known = plans.get(key);
  if (known !== undefined && (known === null || known.rawSchema === props.schema)) return known;
  const plan = planLeaf(props) ?? planObject(props);
  plans.set(key, plan);
  return plan;
}

/** The FieldTemplate props a leaf and an object share: what RJSF's SchemaField passes, from the field and its plan. */
function templateProps(
  field: FieldProps,
  drawn: { label: string; displayLabel: boolean; disabled: boolean; readonly: boolean; schema: FieldProps['schema']; uiSchema: UiSchema },
) {
  return {
    id: field.fieldPathId.$id,
    fieldPathId: field.fieldPathId,
    hidden: false,
    required: field.required ?? false,
    registry: field.registry,
    formData: field.formData,
    onChange: field.onChange,
    onKeyRename: field.onKeyRename,
    onKeyRenameBlur: field.onKeyRenameBlur,
    onRemoveProperty: field.onRemoveProperty,
    ...drawn,
  };
}

/**
 * One leaf: our FieldTemplate around its widget, with the props RJSF's own path would have given both, and the
 * field's JSON pointer (`fieldPointer`), so the widget reads its errors without a context around it. Drawn by
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
      {...templateProps(field, { label: plan.label, displayLabel: plan.displayLabel, disabled, readonly, schema, uiSchema })}
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
        hideLabel={!(plan.widgetLabel ?? plan.displayLabel)}
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
        fieldPointer={pointerOf(fieldPathId.path)}
      />
    </FieldTemplate>
  );
}

// Each property's FieldPathId, kept per parent FieldPathId so that an unchanged property gets the same object.
const childIds = new WeakMap<FieldPathId, Map<string, FieldPathId>>();
function childId(parent: FieldPathId, name: string, registry: FieldProps['registry']): FieldPathId {
  let byName = childIds.get(parent);
  if (!byName) childIds.set(parent, (byName = new Map()));
  let id = byName.get(name);
  if (!id) byName.set(name, (id = toFieldPathId(name, registry.globalFormOptions, parent.path)));
  return id;
}

const noKeyRename = () => {};

/**
 * One object with a fixed shape: our FieldTemplate around the ObjectFieldTemplate, each property drawn by SchemaField
 * with the props RJSF's ObjectField and ObjectFieldProperty would give it (no additional properties to rename).
 */
function objectField(field: FieldProps, plan: ObjectPlan) {
  const { fieldPathId, registry, onChange, formData, errorSchema, required = false } = field;
  const { uiOptions, schema, uiSchema } = plan;
  const FieldTemplate = getTemplate('FieldTemplate', registry, uiOptions);
  const ObjectFieldTemplate = getTemplate('ObjectFieldTemplate', registry, uiOptions);
  const FieldHelpTemplate = getTemplate('FieldHelpTemplate', registry, uiOptions);
  const disabled = Boolean(uiOptions.disabled ?? field.disabled);
  const readonly = Boolean(uiOptions.readonly ?? (field.readonly || field.schema.readOnly || schema.readOnly));
  const hideError = uiOptions.hideError === undefined ? field.hideError : Boolean(uiOptions.hideError);
  const SchemaField = registry.fields.SchemaField as ComponentType<FieldProps>;
  const data = formData as Record<string, unknown> | undefined;
  const errors = errorSchema as Record<string, FieldProps['errorSchema']> | undefined;
  const properties = plan.properties.map((property) => ({
    name: property.name,
    readonly,
    disabled,
    required,
    hidden: property.hidden,
    content: (
      <SchemaField
        key={property.name}
        name={property.name}
        required={property.required}
        schema={property.schema}
        uiSchema={property.uiSchema}
        errorSchema={errors?.[property.name]}
        fieldPathId={childId(fieldPathId, property.name, registry)}
        formData={data?.[property.name]}
        wasPropertyKeyModified={false}
        onKeyRename={noKeyRename}
        onKeyRenameBlur={noKeyRename}
        onRemoveProperty={noKeyRename}
        onChange={onChange}
        onBlur={field.onBlur}
        onFocus={field.onFocus}
        registry={registry}
        disabled={disabled}
        readonly={readonly}
        hideError={hideError}
      />
    ),
  }));
  const help: ReactNode =
    typeof uiOptions.help === 'string' ? <FieldHelpTemplate help={uiOptions.help} fieldPathId={fieldPathId} schema={schema} uiSchema={uiSchema} registry={registry} /> : undefined;
  return (
    <FieldTemplate
      {...templateProps(field, { label: plan.label || field.title || field.name, displayLabel: plan.displayLabel, disabled, readonly, schema, uiSchema })}
      rawDescription={plan.description ?? ''}
      classNames="rjsf-field rjsf-field-object"
      help={help}
    >
      <ObjectFieldTemplate
        title={plan.noTitle ? '' : (plan.title ?? field.title ?? field.name)}
        description={plan.description}
        properties={properties}
        readonly={readonly}
        disabled={disabled}
        required={required}
        fieldPathId={fieldPathId}
        uiSchema={uiSchema}
        errorSchema={errorSchema}
        schema={schema}
        formData={formData}
        registry={registry}
        onAddProperty={noKeyRename}
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
  if (!plan) return <StockSchemaField {...props} />;
  return plan.kind === 'object' ? objectField(props, plan) : leafField(props, plan);
}

// The same comparison as RJSF's SchemaField: a parent re-render hands over equal but new objects (error schemas).
export const SchemaField = memo(SchemaFieldView, deepEquals);
