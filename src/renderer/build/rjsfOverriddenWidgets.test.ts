import { describe, expect, it } from 'vitest';
import { getDefaultRegistry } from '@rjsf/core';
import { widgets } from '../registry';
import { mantineWidgets } from '../rjsfMantineParts';
import { RJSF_OVERRIDDEN_WIDGETS } from './rjsfOverriddenWidgetsPlugin';

// rjsfOverriddenWidgetsPlugin leaves these of RJSF core's widgets out of the build: that holds only while the form's
// registry (StepForm: `{ ...mantineWidgets, ...widgets }`) draws each of these names itself.
describe("RJSF core's widgets left out of the build", () => {
  const registry = { ...mantineWidgets, ...widgets } as Record<string, unknown>;

  it('are each drawn under the same name by our registry, by another component than core\'s', () => {
    const core = getDefaultRegistry().widgets as Record<string, unknown>;
    for (const name of RJSF_OVERRIDDEN_WIDGETS) {
      expect(core[name], name).toBeTypeOf('function');
      expect(registry[name], name).toBeTypeOf('function');
      expect(registry[name], name).not.toBe(core[name]);
    }
  });

  it('are not the ones our registry leaves to RJSF (hidden, file, the date-time and number variants stay)', () => {
    const left = Object.keys(getDefaultRegistry().widgets).filter((name) => !(name in registry));
    expect(left.length).toBeGreaterThan(0);
    expect(left.filter((name) => (RJSF_OVERRIDDEN_WIDGETS as readonly string[]).includes(name))).toEqual([]);
  });
});
