/**
 * An element tree as text, attributes, classes and style declarations sorted and Mantine's unstyled static class
 * names (`mantine-Checkbox-root`, …; not `mantine-focus-auto`, which its stylesheet targets) left out unless
 * `staticNames` is 'keep', so markup drawn without a Mantine component compares with the component's own (tests only).
 */
export function markupShape(node: Node, staticNames: 'drop' | 'keep' = 'drop'): string {
  if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
  if (!(node instanceof Element)) return '';
  const attributes = [...node.attributes]
    .map(({ name, value }) => {
      if (name === 'style') return `style=${value.split(';').map((d) => d.trim()).filter(Boolean).sort().join(';')}`;
      if (name === 'class') return `class=${value.split(/\s+/).filter((c) => c && (staticNames === 'keep' || !/^mantine-[A-Z]/.test(c))).sort().join(' ')}`;
      return `${name}=${value}`;
    })
    .sort();
  const tag = node.tagName.toLowerCase();
  return `<${tag} ${attributes.join(' ')}>${[...node.childNodes].map((child) => markupShape(child, staticNames)).join('')}</${tag}>`;
}
