/** One validation failure as the UI shows it: which field, what to say, which rule. */
export interface FieldError {
  /** JSON pointer of the field inside the step data, e.g. '/title' or '/lessons/0/title'. */
  pointer: string;
  /** The message from the schema's `errorMessage`, word for word; ajv's own text when none is given. */
  message: string;
  /** The rule that failed (`required`, `maxLength`, `noEmoji`, …), never `errorMessage`. */
  keyword: string;
  /**
   * Where the message is written, `<schema file>#<pointer of its errorMessage leaf>` (a message shared
   * through `$ref` names its shared file): the key its translations are stored under. Absent for ajv's
   * own texts and messages built in code; those are translated by their English.
   */
  messageKey?: string;
}
