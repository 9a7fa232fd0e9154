/** One validation failure as the UI shows it: which field, what to say, which rule. */
export interface FieldError {
  /** JSON pointer of the field inside the step data, e.g. '/title' or '/lessons/0/title'. */
  pointer: string;
  /** The message from the schema's `errorMessage`, word for word; ajv's own text when none is given. */
  message: string;
  /** The rule that failed (`required`, `maxLength`, `noEmoji`, …), never `errorMessage`. */
  keyword: string;
}
