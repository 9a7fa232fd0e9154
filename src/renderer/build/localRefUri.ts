/**
 * What `@rjsf/utils` asks of `fast-uri` (`resolve` and `equal`), for the references a single schema
 * document can hold: a fragment (`#/…`) against any base, or any reference against an absolute URL.
 * `rjsfLocalUriPlugin` hands this to `@rjsf/utils` in place of the package (7.5 kB gzip on every wizard
 * route): RJSF calls it only for a `$ref`, and the forms get dereferenced schemas (`dereference`), so
 * it is a guard more than a path. A reference it cannot resolve throws rather than guessing.
 */
function absolute(uri: string): URL | undefined {
  try {
    return new URL(uri);
  } catch {
    return undefined;
  }
}

function resolve(base: string, ref: string): string {
  if (ref.startsWith('#')) return base.split('#')[0] + ref;
  const url = absolute(base);
  if (!url) throw new Error(`Cannot resolve "${ref}" against "${base}": the form's schemas are dereferenced (only local references are supported)`);
  return new URL(ref, url).href;
}

function equal(a: string, b: string): boolean {
  if (a === b) return true;
  const [left, right] = [absolute(a), absolute(b)];
  return left !== undefined && right !== undefined && left.href === right.href;
}

export default { resolve, equal };
