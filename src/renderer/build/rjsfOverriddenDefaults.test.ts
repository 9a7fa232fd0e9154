import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getDefaultRegistry } from '@rjsf/core';
import { getWidget, type RegistryWidgetsType, type RJSFSchema, type Widget } from '@rjsf/utils';
import { templates, widgetForHint, widgets } from '../registry';
import { mantineTemplates, mantineWidgets } from '../rjsfMantineParts';
import unusedRjsfButtonTemplates from './UnusedRjsfButtonTemplates';
import { RJSF_OVERRIDDEN_TEMPLATES, RJSF_OVERRIDDEN_WIDGETS, RJSF_UNREACHABLE_WIDGETS } from './rjsfOverriddenDefaultsPlugin';

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

/** Every file under `dir` whose name ends with `ext`, recursively. */
function filesUnder(dir: string, ext: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path, ext);
    return entry.name.endsWith(ext) ? [path] : [];
  });
}

/** Every string under a `format` key anywhere in `node` (schema formats, and errorMessage texts, which match no widget). */
function formatsIn(node: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const item of node) formatsIn(item, into);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === 'format' && typeof value === 'string') into.add(value);
      formatsIn(value, into);
    }
  return into;
}

// The unreachable widgets are left out of the build too: that holds only while no form can name one. RJSF picks a
// widget by a uiSchema's `ui:widget` (ours: `widgetForHint`'s names, written by uiSchemaFromSchema only), by the
// schema's `format` through its widget table, or by its type's default; RJSF's own `getWidget` resolves each name here.
describe("RJSF core's unreachable widgets left out of the build", () => {
  const unreachable = Object.keys(RJSF_UNREACHABLE_WIDGETS);
  // The form's registry, with a marker component in place of each unreachable widget.
  const markers = new Map<Widget, string>();
  const registry: RegistryWidgetsType = { ...getDefaultRegistry().widgets, ...mantineWidgets, ...widgets };
  for (const name of unreachable) {
    const marker: Widget = () => null;
    registry[name] = marker;
    markers.set(marker, name);
  }
  const formats = new Set<string>();
  for (const file of filesUnder(join(process.cwd(), 'schemas'), '.json')) formatsIn(JSON.parse(readFileSync(file, 'utf8')), formats);
  /** The unreachable widget RJSF would draw for `name` on a value of `type`, if any. */
  const drawn = (type: string, name: string): string | undefined => {
    let widget: Widget;
    try {
      widget = getWidget({ type } as RJSFSchema, name, registry);
    } catch {
      return undefined; // no widget of that name for that type: RJSF does not pick it by format there
    }
    for (const [marker, markerName] of markers) if (widget === marker || widget === (marker as { MergedWidget?: Widget }).MergedWidget) return markerName;
    return undefined;
  };
  const TYPES = ['string', 'number', 'integer', 'boolean', 'array'];

  it('are widgets of RJSF core that our registry does not replace', () => {
    const core = getDefaultRegistry().widgets as Record<string, unknown>;
    const ours = { ...mantineWidgets, ...widgets } as Record<string, unknown>;
    for (const name of unreachable) {
      expect(core[name], name).toBeTruthy();
      expect(name in ours, name).toBe(false);
      expect(name in RJSF_OVERRIDDEN_WIDGETS, name).toBe(false);
    }
  });

  it('the check finds a widget a format or name reaches (RJSF resolves the name through its table)', () => {
    expect(drawn('string', 'time')).toBe('TimeWidget');
    expect(drawn('string', 'data-url')).toBe('FileWidget');
    expect(drawn('array', 'files')).toBe('FileWidget');
    expect(drawn('number', 'updown')).toBe('UpDownWidget');
    expect(drawn('string', 'RatingWidget')).toBe('RatingWidget');
    expect(drawn('string', 'date-time')).toBeUndefined();
  });

  it("no schema file's format draws one", () => {
    // The walk sees the formats the schemas use.
    expect([...formats]).toEqual(expect.arrayContaining(['date', 'date-time', 'uri']));
    const reached = [...formats].flatMap((format) => TYPES.map((type) => drawn(type, format)).filter(Boolean).map((name) => `${format}: ${name}`));
    expect(reached).toEqual([]);
    // An array of data-url strings draws RJSF's `files` widget; no schema has one (no data-url format above).
    expect(formats.has('data-url')).toBe(false);
  });

  it("no x-ui hint's widget and no type's default draws one", () => {
    const names = [...Object.values(widgetForHint), 'text', 'select', 'checkbox', 'radio', 'checkboxes', 'hidden', 'textarea'];
    const reached = names.flatMap((name) => TYPES.map((type) => drawn(type, name)).filter(Boolean).map((widget) => `${name}: ${widget}`));
    expect(reached).toEqual([]);
  });

  it('only uiSchemaFromSchema writes a ui:widget (from widgetForHint)', () => {
    const writes = /['"]ui:widget['"]\s*(?:\]\s*=[^=]|:)/;
    const writers = filesUnder(join(process.cwd(), 'src'), '.ts')
      .concat(filesUnder(join(process.cwd(), 'src'), '.tsx'))
      .filter((file) => !/\.test\.tsx?$/.test(file) && writes.test(readFileSync(file, 'utf8')))
      .map((file) => file.slice(process.cwd().length + 1));
    expect(writers).toEqual(['src/renderer/uiSchemaFromSchema.ts']);
  });
});

// Core's button templates are left out of the build too (the list's `ButtonTemplates()` gets stand-ins).
describe("RJSF core's button templates left out of the build", () => {
  const core = getDefaultRegistry().templates.ButtonTemplates as Record<string, unknown>;
  const ours = { ...mantineTemplates, ...templates }.ButtonTemplates as Record<string, unknown>;

  it("are each drawn under the same name by our registry's ButtonTemplates, by another component than core's", () => {
    expect(Object.keys(core).length).toBeGreaterThan(0);
    for (const name of Object.keys(core)) {
      expect(['function', 'object'], name).toContain(typeof ours[name]);
      expect(ours[name], name).toBeTruthy();
      expect(ours[name], name).not.toBe(core[name]);
    }
  });

  it("the stand-in list has exactly core's names", () => {
    expect(Object.keys(unusedRjsfButtonTemplates()).sort()).toEqual(Object.keys(core).sort());
  });
});
