import { describe, expect, it } from 'vitest';
import { getDefaultRegistry } from '@rjsf/core';
import { templates, widgets } from '../registry';
import { mantineTemplates, mantineWidgets } from '../rjsfMantineParts';
import { RJSF_OVERRIDDEN_TEMPLATES, RJSF_OVERRIDDEN_WIDGETS } from './rjsfOverriddenDefaultsPlugin';

// rjsfOverriddenDefaultsPlugin leaves these of RJSF core's widgets and templates out of the build: that holds only
// while the form's registry (StepForm: `{ ...mantineWidgets, ...widgets }`, `{ ...mantineTemplates, ...templates }`)
// draws each of these names itself.
describe.each([
  ['widgets', RJSF_OVERRIDDEN_WIDGETS, { ...mantineWidgets, ...widgets }, getDefaultRegistry().widgets],
  ['templates', RJSF_OVERRIDDEN_TEMPLATES, { ...mantineTemplates, ...templates }, getDefaultRegistry().templates],
] as const)("RJSF core's %s left out of the build", (_kind, overridden, registry, core) => {
  const ours = registry as Record<string, unknown>;
  const defaults = core as Record<string, unknown>;

  it('are each drawn under the same name by our registry, by another component than core\'s', () => {
    for (const name of Object.keys(overridden)) {
      // A component: a function, or an object React draws (memo, forwardRef).
      expect(['function', 'object'], name).toContain(typeof defaults[name]);
      expect(defaults[name], name).toBeTruthy();
      expect(['function', 'object'], name).toContain(typeof ours[name]);
      expect(ours[name], name).toBeTruthy();
      expect(ours[name], name).not.toBe(defaults[name]);
    }
  });

  it('leave alone what our registry leaves to RJSF', () => {
    const left = Object.keys(defaults).filter((name) => !(name in ours));
    expect(left.length).toBeGreaterThan(0);
    expect(left.filter((name) => name in overridden)).toEqual([]);
  });
});
