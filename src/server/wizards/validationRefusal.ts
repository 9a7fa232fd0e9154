import type { FieldError } from '../../engine/validation/fieldError';
import { HttpError } from '../http/HttpError';
import { localizeBody } from '../http/localizeMessages';
import { sendJson } from '../http/respond';
import type { Handler } from '../http/Router';

/** A field error of a whole-item check: which step the field belongs to. */
export type StepFieldError = FieldError & { step?: string };

/** A refused save or submit: 400 with the same FieldErrors (and messages) the browser shows. */
export class ValidationRefusal extends HttpError {
  constructor(
    readonly errors: StepFieldError[],
    message = errors[0]?.message ?? 'Invalid data',
  ) {
    super(400, message);
  }
}

/** A route handler that answers a ValidationRefusal with 400 `{ message, errors }` so the client can show each field's message. */
export function answeringRefusals(handler: Handler): Handler {
  return async (rc) => {
    try {
      await handler(rc);
    } catch (error) {
      if (!(error instanceof ValidationRefusal)) throw error;
      // The same messages the browser shows, in the language the request asked for.
      sendJson(rc.res, 400, localizeBody(rc.req, { message: error.message, errors: error.errors }));
    }
  };
}
