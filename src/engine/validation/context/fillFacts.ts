const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * `text` with each `{name}` replaced by the fact of that name. A name without a fact stays as written
 * and is listed in `missing`: a message keeps it visible, an allow-list entry is dropped.
 */
export function fillFacts(text: string, facts: Readonly<Record<string, string>>): { text: string; missing: string[] } {
  const missing: string[] = [];
  const filled = text.replace(PLACEHOLDER, (whole, name: string) => {
    const fact = Object.hasOwn(facts, name) ? facts[name] : undefined;
    if (fact === undefined) missing.push(name);
    return fact ?? whole;
  });
  return { text: filled, missing };
}
