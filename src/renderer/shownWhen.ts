/** `x-ui.shownWhen` of a field: drawn only while a sibling field holds one of the listed values. */
export interface ShownWhen {
  field: string;
  in: unknown[];
}

type Properties = Record<string, { 'x-ui'?: { shownWhen?: ShownWhen } } | boolean>;

/**
 * The step data with the values of fields hidden by their `shownWhen` set to undefined: a value the
 * publisher can no longer see is neither validated nor saved (e.g. the course introduction of a
 * Workplace skill course). The form keeps what was typed, so showing the field again brings it back.
 */
export function dropHiddenValues(schema: { properties?: unknown }, data: Record<string, unknown>): Record<string, unknown> {
  let out = data;
  for (const [name, field] of Object.entries((schema.properties ?? {}) as Properties)) {
    const rule = typeof field === 'object' ? field['x-ui']?.shownWhen : undefined;
    if (!rule || rule.in.includes(data[rule.field]) || data[name] === undefined) continue;
    if (out === data) out = { ...data };
    out[name] = undefined;
  }
  return out;
}
