import type { CSSProperties } from 'react';

/*
 * Mantine's components put their theme variables (`--button-bg`, `--stack-gap`, …) in each root's inline style.
 * The light markup that draws those components without them (lightChrome, the array templates, the light inputs)
 * gave each element the same inline variables. Chromium then works out every such element's style on its own:
 * an inline declaration block belongs to one element, so the cache of styles matched by shared rules cannot serve
 * it. Measured on the bench steps, the wizard's six chrome buttons alone cost about 0.28 ms of style work per mount
 * with their variables inline, against none once the variables came from a shared rule.
 *
 * So the variables of one look become one class: its rule, written once per page, holds exactly the declarations
 * the inline style held. The rule beats Mantine's own class rules as the inline style did, through an id in its
 * specificity (`:not(#…)`, which no element matches), so Mantine's defaults on the same element stay beneath it.
 */

const PREFIX = 'wizard-vars-';
// An id no element carries: it lifts each rule's specificity above any class rule of Mantine's, as inline style is.
const ABOVE_CLASS_RULES = ':not(#wizard-vars-none)';

const byObject = new WeakMap<CSSProperties, string>();
const byText = new Map<string, string>();
const declarationsOf = new Map<string, Readonly<Record<string, string>>>();
let sheet: CSSStyleSheet | null = null;

function ruleSheet(): CSSStyleSheet | null {
  if (sheet) return sheet;
  if (typeof document === 'undefined') return null;
  const element = document.createElement('style');
  element.dataset.wizardVars = '';
  document.head.append(element);
  sheet = element.sheet;
  return sheet;
}

/**
 * The class whose rule sets exactly the custom properties of `style` (which holds nothing else), its rule written
 * the first time. The same object, or the same declarations, give the same class.
 */
export function varsClass(style: CSSProperties): string {
  const known = byObject.get(style);
  if (known) return known;
  const entries = Object.entries(style as Record<string, string>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const text = entries.map(([name, value]) => `${name}: ${value};`).join(' ');
  let name = byText.get(text);
  if (!name) {
    name = `${PREFIX}${byText.size + 1}`;
    byText.set(text, name);
    declarationsOf.set(name, Object.fromEntries(entries));
    const target = ruleSheet();
    target?.insertRule(`.${name}${ABOVE_CLASS_RULES} { ${text} }`, target.cssRules.length);
  }
  byObject.set(style, name);
  return name;
}

interface StyleProps {
  className: string;
  style?: CSSProperties;
}

// Per style object: its variables' class and what is left inline.
const splits = new WeakMap<CSSProperties, { variables?: string; rest?: CSSProperties }>();

/**
 * Element props for markup drawn without its Mantine component: the `base` classes with the custom properties of
 * `style` as one class (`varsClass`), anything else left inline. The split is cached per style object, so pass the
 * same (cached or constant) object each time.
 */
export function styleProps(base: string | undefined, style: CSSProperties): StyleProps {
  let split = splits.get(style);
  if (!split) {
    const isVariable = ([name, value]: [string, unknown]) => name.startsWith('--') && typeof value === 'string';
    const entries = Object.entries(style);
    const variables = entries.filter(isVariable);
    const rest = entries.filter((entry) => !isVariable(entry));
    split = {
      ...(variables.length ? { variables: varsClass(Object.fromEntries(variables) as CSSProperties) } : {}),
      ...(rest.length ? { rest: Object.fromEntries(rest) as CSSProperties } : {}),
    };
    splits.set(style, split);
  }
  const className = split.variables ? (base ? `${base} ${split.variables}` : split.variables) : (base ?? '');
  return split.rest ? { className, style: split.rest } : { className };
}

/** The declarations a class of `varsClass` stands for (tests compare markup as if they were inline). */
export function varsOfClass(name: string): Readonly<Record<string, string>> | undefined {
  return name.startsWith(PREFIX) ? declarationsOf.get(name) : undefined;
}
