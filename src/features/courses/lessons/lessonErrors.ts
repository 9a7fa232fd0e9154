import type { FieldError } from '../../../engine/validation/fieldError';

/** The messages for one input: errors at its pointer or under it, joined; undefined when none. */
export function errorAt(errors: readonly FieldError[], pointer: string, options: { exact?: boolean } = {}): string | undefined {
  const messages = errors
    .filter((e) => e.pointer === pointer || (!options.exact && e.pointer.startsWith(`${pointer}/`)))
    .map((e) => e.message);
  return messages.length ? [...new Set(messages)].join(' ') : undefined;
}
