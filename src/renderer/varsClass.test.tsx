import { describe, expect, it } from 'vitest';
import type { CSSProperties } from 'react';
import { styleProps, varsClass, varsOfClass } from './varsClass';

const rulesText = () =>
  [...document.querySelectorAll('style[data-wizard-vars]')].flatMap((element) => [...((element as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText));

describe('theme variables as a class', () => {
  it('writes one rule per set of declarations, above class rules, and reuses it', () => {
    const look = { '--button-bg': 'var(--mantine-color-blue-filled)', '--button-height': 'var(--button-height-sm)' } as CSSProperties;
    const name = varsClass(look);
    expect(varsClass(look)).toBe(name);
    // The same declarations in another object (another order) are the same look.
    expect(varsClass({ '--button-height': 'var(--button-height-sm)', '--button-bg': 'var(--mantine-color-blue-filled)' } as CSSProperties)).toBe(name);
    expect(varsClass({ '--button-bg': 'var(--mantine-color-red-filled)' } as CSSProperties)).not.toBe(name);
    expect(varsOfClass(name)).toEqual({ '--button-bg': 'var(--mantine-color-blue-filled)', '--button-height': 'var(--button-height-sm)' });
    const rule = rulesText().find((text) => text.startsWith(`.${name}`));
    expect(rule).toContain(':not(#wizard-vars-none)');
    expect(rule).toContain('--button-bg: var(--mantine-color-blue-filled)');
    expect(rulesText().filter((text) => text.startsWith(`.${name}:`))).toHaveLength(1);
  });

  it('leaves what is not a variable inline, and names no class when there are no variables', () => {
    const title = { '--title-fw': 'var(--mantine-h3-font-weight)', fontWeight: 'normal' } as CSSProperties;
    const props = styleProps('m_1', title);
    expect(props.style).toEqual({ fontWeight: 'normal' });
    const [base, vars] = props.className.split(' ');
    expect(base).toBe('m_1');
    expect(varsOfClass(vars!)).toEqual({ '--title-fw': 'var(--mantine-h3-font-weight)' });
    expect(styleProps('m_1', title)).toEqual(props);
    expect(styleProps('m_1', { maxWidth: 900 })).toEqual({ className: 'm_1', style: { maxWidth: 900 } });
    expect(styleProps(undefined, title).className).toBe(vars);
    expect(varsOfClass('m_1')).toBeUndefined();
  });
});
