type Data = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

// An object holding nothing but (objects holding nothing but) empty objects is no value at all: undefined.
function pruned(value: Data): Data | undefined {
  let out: Data | null = null;
  for (const [name, inner] of Object.entries(value)) {
    if (!isPlainObject(inner)) continue;
    const next = pruned(inner);
    if (next === inner) continue;
    out ??= { ...value };
    if (next === undefined) delete out[name];
    else out[name] = next;
  }
  const result = out ?? value;
  return Object.values(result).some((v) => v !== undefined) ? result : undefined;
}

/**
 * The step's values without the empty objects RJSF's defaults make up for an object field nobody filled
 * (a required venue becomes `{ region: {} }` once another field changes): such a field is sent as cleared
 * (undefined), so the step reads as unchanged and the field's own 'required' message applies. Lists are
 * left as they are.
 */
export function dropEmptyObjects(data: Data): Data {
  let out: Data | null = null;
  for (const [name, value] of Object.entries(data)) {
    if (!isPlainObject(value)) continue;
    const next = pruned(value);
    if (next === value) continue;
    out ??= { ...data };
    out[name] = next;
  }
  return out ?? data;
}
