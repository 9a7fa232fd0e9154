/**
 * What `@rjsf/core` gets for its layout fields (LayoutGridField, LayoutHeaderField, LayoutMultiSchemaField) in a
 * build (`rjsfOverriddenDefaultsPlugin`): RJSF draws them only where a uiSchema names them (`ui:field`), and ours never
 * does (uiSchemaFromSchema names our own fields; the test checks every wizard). About 3 kB gzip off every wizard
 * route. Drawn anyway, it says why instead of drawing nothing.
 */
export default function UnusedRjsfLayoutField(): never {
  throw new Error("RJSF's layout fields are left out of this build: no uiSchema of ours names them (rjsfOverriddenDefaultsPlugin)");
}
