type Path = readonly (string | number)[];

/** A copy of `target` with `value` at `path` (objects and arrays copied along the path only); [] replaces it. */
export function setAtPath(target: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(target) ? [...(target as unknown[])] : [];
    list[head] = setAtPath(list[head], rest, value);
    return list;
  }
  const record = target && typeof target === 'object' && !Array.isArray(target) ? (target as Record<string, unknown>) : {};
  return { ...record, [head!]: setAtPath(record[head!], rest, value) };
}
