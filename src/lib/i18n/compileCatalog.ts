import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

/**
 * ICU message strings → Lingui's compiled form. Runs in the lazily loaded catalog chunk (never in the
 * entry chunk), so the ICU parser costs nothing until a language loads, and no Babel pass or generated
 * files are needed. `wrap` marks every message (the pseudo-locale).
 */
export function compileCatalog(
  messages: Record<string, string>,
  wrap?: { before: string; after: string },
): Record<string, CompiledMessage> {
  const compiled: Record<string, CompiledMessage> = {};
  for (const [key, message] of Object.entries(messages)) {
    const tokens = compileMessageOrThrow(message);
    compiled[key] = wrap ? [wrap.before, ...tokens, wrap.after] : tokens;
  }
  return compiled;
}
