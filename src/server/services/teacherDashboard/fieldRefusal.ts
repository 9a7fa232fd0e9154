import type { FieldError } from '../../../engine/validation/fieldError';
import { HttpError } from '../../http/HttpError';
import { localizeBody } from '../../http/localizeMessages';
import { sendJson } from '../../http/respond';
import type { Handler } from '../../http/Router';

/** A refused profile call: its status and the field errors the form shows at each field. */
export class FieldRefusal extends HttpError {
  constructor(
    status: number,
    readonly errors: FieldError[],
  ) {
    super(status, errors[0]?.message ?? 'Invalid data');
  }
}

/** Answers a FieldRefusal as `{ message, errors }`, the shape of a refused course step save, in the request's language. */
export const answeringFieldErrors =
  (handler: Handler): Handler =>
  async (rc) => {
    try {
      await handler(rc);
    } catch (error) {
      if (!(error instanceof FieldRefusal)) throw error;
      sendJson(rc.res, error.status, localizeBody(rc.req, { message: error.message, errors: error.errors }));
    }
  };
