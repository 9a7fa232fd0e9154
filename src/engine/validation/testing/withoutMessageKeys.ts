import type { FieldError } from '../fieldError';

/**
 * Field errors without their `messageKey` (where each message is written, checked on its own in
 * messageOrigin.test.ts), for tests that compare what a publisher reads: field, message and rule.
 */
export function withoutMessageKeys<E extends FieldError>(errors: readonly E[]): Omit<E, 'messageKey'>[] {
  return errors.map(({ messageKey: _key, ...rest }) => rest);
}
