/** Errors show under their fields, so the list at the top of the form stays empty. */
export function ErrorListTemplate() {
  return null;
}
