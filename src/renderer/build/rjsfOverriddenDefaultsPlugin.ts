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
const TEMPLATES_LIST = '/node_modules/@rjsf/core/lib/components/templates/index.js';
const LISTS: ReadonlyArray<[string, Set<string>]> = [
  ['/node_modules/@rjsf/core/lib/components/widgets/index.js', new Set([...Object.values(RJSF_OVERRIDDEN_WIDGETS), ...Object.values(RJSF_UNREACHABLE_WIDGETS)])],
  [TEMPLATES_LIST, new Set(Object.values(RJSF_OVERRIDDEN_TEMPLATES))],
];

/**
 * Vite plugin (build only): the imports of those widgets (overridden or unreachable) and templates by RJSF core's lists
 * (`components/widgets/index.js`, `components/templates/index.js`) resolve to `UnusedRjsfDefault.tsx`, a stand-in that
 * says why if ever drawn. Imports of the same files from elsewhere are left alone.
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
      if (importer?.includes(TEMPLATES_LIST) && source === RJSF_BUTTON_TEMPLATES) return join(root, 'src/renderer/build/UnusedRjsfButtonTemplates.ts');
      const list = LISTS.find(([file]) => importer?.includes(file));
      if (!list?.[1].has(source)) return undefined;
      return join(root, 'src/renderer/build/UnusedRjsfDefault.tsx');
    },
  };
}
