// Field paths as Firestore writes them in masks, orders and filters.

/** A field path of a mask (`a.b`, `` `x.y`.z ``) as its segments. */
export function fieldPathSegments(path: string): string[] {
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < path.length; i += 1) {
    const char = path[i]!;
    if (char === '`') quoted = !quoted;
    else if (char === '\\' && quoted) current += path[(i += 1)] ?? '';
    else if (char === '.' && !quoted) {
      segments.push(current);
      current = '';
    } else current += char;
  }
  segments.push(current);
  return segments;
}
