import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { compileWizard } from '../../engine/compileWizard';
import { listWizardIds } from '../../engine/findManifest';
import { loadSchemasFromDisk } from '../../engine/loadSchemasFromDisk';
import { fieldForHint, fields, ownFieldForHint } from '../registry';
import { uiSchemaFromSchema } from '../uiSchemaFromSchema';
import { RJSF_LAYOUT_FIELDS } from './rjsfOverriddenDefaultsPlugin';

// rjsfOverriddenDefaultsPlugin leaves RJSF's layout fields out of the build: that holds only while no uiSchema names one.
describe("RJSF's layout fields are never drawn by our forms", () => {
  const layout = new Set<string>(RJSF_LAYOUT_FIELDS);

  it('no field name of ours is one of them', () => {
    const names = [...Object.keys(fields), ...Object.values(fieldForHint), ...Object.values(ownFieldForHint), 'LanguageField'];
    expect(names.filter((name) => layout.has(name))).toEqual([]);
  });

  it("no wizard step's uiSchema names one (every screen field registered)", () => {
    const source = loadSchemasFromDisk(process.cwd());
    const screenFields = new Set(Object.values(fieldForHint));
    const named: Array<{ at: string; field: string }> = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if (key === 'ui:field') named.push({ at, field: String(value) });
        else walk(value, `${at}/${key}`);
      }
    };
    for (const id of listWizardIds(source))
      for (const step of compileWizard(source, id).steps) walk(uiSchemaFromSchema(step.schema as RJSFSchema, screenFields), `${id}/${step.key}`);
    // The walk sees our own fields, so it would see a layout field too.
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter(({ field }) => layout.has(field))).toEqual([]);
  });
});
