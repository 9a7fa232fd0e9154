import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * RJSF core's default widgets and templates whose names our form's registry also defines (`StepForm`: `mantineWidgets`
 * and `widgets`, `mantineTemplates` and `templates` of registry.ts): RJSF merges a theme's widgets and templates over
 * its defaults by name, so core's own are never drawn. `rjsfOverriddenDefaults.test.ts` keeps both lists inside the
 * registry. Each maps the registry name to the file core's list imports it from.
 */
export const RJSF_OVERRIDDEN_WIDGETS: Readonly<Record<string, string>> = Object.fromEntries(
  ['CheckboxWidget', 'CheckboxesWidget', 'ColorWidget', 'DateWidget', 'RadioWidget', 'SelectWidget', 'TextWidget', 'TextareaWidget'].map((name) => [name, `./${name}.js`]),
);
export const RJSF_OVERRIDDEN_TEMPLATES: Readonly<Record<string, string>> = {
  ArrayFieldItemTemplate: './ArrayFieldItemTemplate.js',
  ArrayFieldTemplate: './ArrayFieldTemplate.js',
  ArrayFieldTitleTemplate: './ArrayFieldTitleTemplate.js',
  BaseInputTemplate: './BaseInputTemplate.js',
  CyclicSchemaExpandTemplate: './CyclicSchemaExpandTemplate.js',
  DescriptionFieldTemplate: './DescriptionField.js',
  ErrorListTemplate: './ErrorList.js',
  FieldErrorTemplate: './FieldErrorTemplate.js',
  FieldHelpTemplate: './FieldHelpTemplate.js',
  FieldTemplate: './FieldTemplate/index.js',
  GridTemplate: './GridTemplate.js',
  MultiSchemaFieldTemplate: './MultiSchemaFieldTemplate.js',
  ObjectFieldTemplate: './ObjectFieldTemplate.js',
  OptionalDataControlsTemplate: './OptionalDataControlsTemplate.js',
  TitleFieldTemplate: './TitleField.js',
  WrapIfAdditionalTemplate: './WrapIfAdditionalTemplate.js',
};
/**
 * RJSF core's default widgets that no form of ours can reach: RJSF draws a widget by the name a uiSchema's
 * `ui:widget` gives (ours come from `widgetForHint` only) or by the schema's `format` (its widget table: `alt-date`,
 * `alt-datetime`, `time`, `password`, `data-url`, `file`) or by its type (text, select, checkbox); no schema file sets
 * one of those formats and no hint names one of these. `rjsfOverriddenDefaults.test.ts` walks every schema file's
 * formats and every hint's widget name through RJSF's table and wants none of these.
 */
export const RJSF_UNREACHABLE_WIDGETS: Readonly<Record<string, string>> = Object.fromEntries(
  ['AltDateWidget', 'AltDateTimeWidget', 'FileWidget', 'PasswordWidget', 'RangeWidget', 'RatingWidget', 'TimeWidget', 'UpDownWidget'].map((name) => [name, `./${name}.js`]),
);
/**
 * Core's button templates (`ButtonTemplates()` of its template list): the registry's `ButtonTemplates` names every one
 * of them, and RJSF merges the two by name, so the list's import gets the same names as stand-ins
 * (`UnusedRjsfButtonTemplates.ts`); `rjsfOverriddenDefaults.test.ts` wants the registry to name each of core's.
 */
export const RJSF_BUTTON_TEMPLATES = './ButtonTemplates/index.js';
/**
 * RJSF core's layout fields: drawn only where a uiSchema says `ui:field: '<name>'`, which none of ours does
 * (`rjsfLayoutFields.test.tsx` walks every step's uiSchema).
 */
export const RJSF_LAYOUT_FIELDS = ['LayoutGridField', 'LayoutHeaderField', 'LayoutMultiSchemaField'] as const;

const TEMPLATES_LIST = '/node_modules/@rjsf/core/lib/components/templates/index.js';
/** Each of core's lists, the files of it that are left out, and the stand-in they resolve to. */
const LISTS: ReadonlyArray<{ list: string; files: Set<string>; standIn: string }> = [
  {
    list: '/node_modules/@rjsf/core/lib/components/widgets/index.js',
    files: new Set([...Object.values(RJSF_OVERRIDDEN_WIDGETS), ...Object.values(RJSF_UNREACHABLE_WIDGETS)]),
    standIn: 'UnusedRjsfDefault.tsx',
  },
  { list: TEMPLATES_LIST, files: new Set(Object.values(RJSF_OVERRIDDEN_TEMPLATES)), standIn: 'UnusedRjsfDefault.tsx' },
  { list: TEMPLATES_LIST, files: new Set([RJSF_BUTTON_TEMPLATES]), standIn: 'UnusedRjsfButtonTemplates.ts' },
  {
    list: '/node_modules/@rjsf/core/lib/components/fields/index.js',
    files: new Set(RJSF_LAYOUT_FIELDS.map((name) => `./${name}.js`)),
    standIn: 'UnusedRjsfLayoutField.tsx',
  },
];

/**
 * Vite plugin (build only): the imports of those widgets (overridden or unreachable), templates and layout fields by
 * RJSF core's lists (`components/widgets/index.js`, `components/templates/index.js`, `components/fields/index.js`)
 * resolve to a stand-in that says why if ever drawn. Imports of the same files from elsewhere are left alone.
 */
export function rjsfOverriddenDefaultsPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'rjsf-overridden-defaults',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source, importer) {
      if (!importer) return undefined;
      const left = LISTS.find(({ list, files }) => files.has(source) && importer.includes(list));
      return left ? join(root, 'src/renderer/build', left.standIn) : undefined;
    },
  };
}
