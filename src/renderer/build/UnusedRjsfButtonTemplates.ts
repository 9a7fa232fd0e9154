import UnusedRjsfDefault from './UnusedRjsfDefault';

/**
 * What RJSF core's template list gets, in a build (`rjsfOverriddenDefaultsPlugin`), for its button templates: the form's
 * registry gives every one of those names (`mantineTemplates.ButtonTemplates`), and RJSF merges the registry's buttons
 * over its own by name, so core's are never drawn. Same names, each the stand-in that throws if drawn.
 */
export default function unusedRjsfButtonTemplates() {
  return {
    SubmitButton: UnusedRjsfDefault,
    AddButton: UnusedRjsfDefault,
    CopyButton: UnusedRjsfDefault,
    MoveDownButton: UnusedRjsfDefault,
    MoveUpButton: UnusedRjsfDefault,
    RemoveButton: UnusedRjsfDefault,
    ClearButton: UnusedRjsfDefault,
  };
}
