/**
 * What `@rjsf/core` gets, in a build (`rjsfOverriddenDefaultsPlugin`), for its default widgets and templates whose
 * names our form's registry defines too (RJSF merges the registry over its defaults by name, so core's are never
 * drawn), and for the widgets no uiSchema or format of ours reaches. Drawn anyway, it says why instead of drawing nothing.
 */
export default function UnusedRjsfDefault(): never {
  throw new Error("RJSF core's default is left out of this build: the form's registry draws this name, or no schema reaches it (rjsfOverriddenDefaultsPlugin)");
}
