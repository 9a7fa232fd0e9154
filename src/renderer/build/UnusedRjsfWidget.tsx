/**
 * What `@rjsf/core` gets, in a build (`rjsfOverriddenWidgetsPlugin`), for its default widgets whose names our form's
 * registry defines too (checkbox, checkboxes, colour, date, radio, select, text, textarea): RJSF merges the registry
 * over its defaults by name, so core's are never drawn. Drawn anyway, it says why instead of drawing nothing.
 */
export default function UnusedRjsfWidget(): never {
  throw new Error("RJSF core's widget is left out of this build: the form's registry draws this name (rjsfOverriddenWidgetsPlugin)");
}
