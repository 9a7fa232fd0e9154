import { useCallback, useEffect, useRef, useState } from 'react';

/** How long 'copied' stays visible (spec 1 §2). */
export const COPIED_FEEDBACK_MS = 2000;

/** Copies text to the clipboard and reports `copied` for 2 s. */
export function useCopyFeedback(): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  const copy = useCallback(async (text: string) => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
  }, []);
  return { copied, copy };
}
