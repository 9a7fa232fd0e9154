import Form, { type FormProps, type FormState } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';

type Segment = string | number;
interface Change {
  newValue: unknown;
  path: readonly Segment[] | undefined;
  newErrorSchema: unknown;
}
type ProcessChange = (change: Change, isLast: boolean, prevState: FormState, props: FormProps) => Partial<FormState>;

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isScalar = (value: unknown) => value === undefined || value === null || ['string', 'number', 'boolean'].includes(typeof value);

// Keywords that make RJSF's defaults or its retrieved schema depend on the data (or that it resolves by looking
// elsewhere): with one of them anywhere, every change takes RJSF's own path.
const DATA_DEPENDENT = ['$ref', 'default', 'const', 'if', 'then', 'else', 'dependencies', 'dependentSchemas', 'patternProperties', 'additionalItems'];

// A choice list (`oneOf`/`anyOf` of `const` options with their titles) draws a select; it derives nothing from the data.
const isChoiceList = (branches: unknown) =>
  Array.isArray(branches) && branches.every((b) => isPlainObject(b) && 'const' in b && Object.keys(b).every((k) => k === 'const' || k === 'title' || k === 'description' || k === 'x-ui'));

function isStatic(schema: unknown): boolean {
  if (typeof schema === 'boolean') return true;
  if (!isPlainObject(schema)) return false;
  if (DATA_DEPENDENT.some((keyword) => keyword in schema)) return false;
  if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) return false;
  for (const keyword of ['oneOf', 'anyOf'] as const) if (keyword in schema && !isChoiceList(schema[keyword])) return false;
  if (Array.isArray(schema.items)) return false;
  const subschemas: unknown[] = [
    ...Object.values(isPlainObject(schema.properties) ? schema.properties : {}),
    ...(Array.isArray(schema.allOf) ? schema.allOf : []),
    ...(schema.items === undefined ? [] : [schema.items]),
    ...(schema.not === undefined ? [] : [schema.not]),
    ...(schema.contains === undefined ? [] : [schema.contains]),
  ];
  return subschemas.every(isStatic);
}

const staticSchemas = new WeakMap<object, boolean>();
/** Whether RJSF derives nothing from the data for `schema` (no defaults, conditions, references or open shapes); cached per schema. */
export function hasStaticShape(schema: RJSFSchema): boolean {
  let known = staticSchemas.get(schema);
  if (known === undefined) staticSchemas.set(schema, (known = isStatic(schema)));
  return known;
}

/** `data` with `value` at `path`, copying only the containers on the path; null when a container on it is missing. */
function withValueAt(data: unknown, path: readonly Segment[], value: unknown): Record<string, unknown> | null {
  const copy = (container: unknown, segment: Segment): Record<string, unknown> | unknown[] | null => {
    if (typeof segment === 'number') return Array.isArray(container) && segment >= 0 && segment < container.length ? [...container] : null;
    return typeof segment === 'string' && segment !== '' && isPlainObject(container) ? { ...container } : null;
  };
  const root = copy(data, path[0]!);
  if (!root || Array.isArray(root)) return null;
  let parent: Record<string, unknown> | unknown[] = root;
  for (let i = 0; i < path.length - 1; i++) {
    const segment = path[i]!;
    const child = copy((parent as Record<Segment, unknown>)[segment], path[i + 1]!);
    if (!child) return null;
    (parent as Record<Segment, unknown>)[segment] = child;
    parent = child;
  }
  (parent as Record<Segment, unknown>)[path[path.length - 1]!] = value;
  return root;
}

/**
 * A value typed or picked in one field, on a form whose schema derives nothing from the data: the new form data is
 * the old with that value at its path (the other fields keep their objects), and the retrieved schema stays.
 * RJSF's own change (a clone of the whole form data, then its defaults for the whole form, the retrieved schema
 * again and a comparison of registries) gives the same data there, since the defaults of such a schema were
 * filled on mount and a scalar written into an existing place adds none. Anything else returns null: RJSF's path.
 */
function leafChangeState(change: Change, prevState: FormState, props: FormProps): Partial<FormState> | null {
  const { newValue, path, newErrorSchema } = change;
  if (newErrorSchema !== undefined || !Array.isArray(path) || path.length === 0 || !isScalar(newValue)) return null;
  // A cleared array item becomes null in RJSF; left to it.
  if (newValue === undefined && typeof path[path.length - 1] === 'number') return null;
  // Live validation, omitted extra data and custom errors make RJSF do more per change than set the value.
  if (props.liveValidate || props.omitExtraData || prevState.customErrors || prevState.fieldPathId.path.length > 0) return null;
  const { schemaUtils, schema } = prevState;
  if (schemaUtils.doesSchemaUtilsDiffer(props.validator, props.schema, props.experimental_defaultFormStateBehavior, props.experimental_customMergeAllOf)) return null;
  if (!hasStaticShape(schema)) return null;
  const formData = withValueAt(prevState.formData, path, newValue);
  return formData ? { formData, retrievedSchema: prevState.retrievedSchema } : null;
}

/**
 * RJSF's Form, with a field's value change applied without form-wide work where the schema allows it (see
 * `leafChangeState`): on a 40-field step RJSF's own change costs about as much script as the rest of a keystroke.
 */
export class StepRjsfForm extends Form {
  constructor(props: FormProps) {
    super(props);
    const self = this as unknown as { processChange: ProcessChange };
    const stock = self.processChange.bind(this);
    self.processChange = (change, isLast, prevState, nextProps) => leafChangeState(change, prevState, nextProps) ?? stock(change, isLast, prevState, nextProps);
  }
}
