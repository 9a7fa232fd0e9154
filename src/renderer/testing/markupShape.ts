import { varsOfClass } from '../varsClass';

/**
 * An element tree as text, attributes, classes and style declarations sorted and Mantine's unstyled static class
 * names (`mantine-Checkbox-root`, …; not `mantine-focus-auto`, which its stylesheet targets) left out unless
 * `staticNames` is 'keep', so markup drawn without a Mantine component compares with the component's own (tests only).
 * A class of `varsClass` is read as the inline declarations it stands for, as Mantine writes them.
 */
export function markupShape(node: Node, staticNames: 'drop' | 'keep' = 'drop'): string {
  if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
  if (!(node instanceof Element)) return '';
  const classes = (node.getAttribute('class') ?? '').split(/\s+/).filter(Boolean);
  const fromClasses = classes.flatMap((name) => Object.entries(varsOfClass(name) ?? {}).map(([property, value]) => `${property}: ${value}`));
  const inline = (node.getAttribute('style') ?? '').split(';').map((d) => d.trim()).filter(Boolean);
  const declarations = [...inline, ...fromClasses].sort();
  const kept = classes.filter((name) => !varsOfClass(name) && (staticNames === 'keep' || !/^mantine-[A-Z]/.test(name))).sort();
  const attributes = [...node.attributes]
    .filter(({ name }) => name !== 'style' && name !== 'class')
    .map(({ name, value }) => `${name}=${value}`)
    .concat(node.hasAttribute('class') ? [`class=${kept.join(' ')}`] : [])
    .concat(declarations.length ? [`style=${declarations.join(';')}`] : [])
    .sort();
  const tag = node.tagName.toLowerCase();
  return `<${tag} ${attributes.join(' ')}>${[...node.childNodes].map((child) => markupShape(child, staticNames)).join('')}</${tag}>`;
}
