/**
 * A multi-select's click rules from `x-ui.options` (spec 2 §4: atmospheres, meals): choosing one of
 * `when` removes `removes`, optionally with a notice; `refuses` keeps a choice out while one of
 * `while` is chosen, with its notice. The schema's own rules (exclusiveOption, not/contains) refuse the
 * same combinations on the server; these only spare the publisher the message.
 */
export interface DeselectRule {
  when: readonly string[];
  removes: readonly string[];
  notice?: string;
}

export interface RefuseRule {
  when: readonly string[];
  while: readonly string[];
  notice: string;
}

export interface ChoiceRules {
  deselects?: readonly DeselectRule[];
  refuses?: readonly RefuseRule[];
}

/** The selection after one click on `choice`, and the notice the click raises (if any). */
export function applyChoiceClick(selected: readonly string[], choice: string, rules: ChoiceRules): { next: string[]; notice: string | null } {
  if (selected.includes(choice)) return { next: selected.filter((v) => v !== choice), notice: null };
  const refusal = rules.refuses?.find((r) => r.when.includes(choice) && r.while.some((v) => selected.includes(v)));
  if (refusal) return { next: [...selected], notice: refusal.notice };
  let next = [...selected];
  let notice: string | null = null;
  for (const rule of rules.deselects ?? []) {
    if (!rule.when.includes(choice)) continue;
    const removed = next.filter((v) => rule.removes.includes(v));
    if (removed.length === 0) continue;
    next = next.filter((v) => !rule.removes.includes(v));
    if (rule.notice) notice = rule.notice;
  }
  return { next: [...next, choice], notice };
}

/** The rules a widget's options hold (anything else reads as none). */
export function choiceRulesOf(options: Record<string, unknown>): ChoiceRules {
  const list = <T>(value: unknown): T[] | undefined => (Array.isArray(value) ? (value as T[]) : undefined);
  return { deselects: list<DeselectRule>(options.deselects), refuses: list<RefuseRule>(options.refuses) };
}
