import { afterNextPaint } from './afterNextPaint';

type Data = Record<string, unknown>;

/** A step's form changes held until after the next paint, merged in order; see `createFormChangeBuffer`. */
export interface FormChangeBuffer {
  /** Holds `data` (merged over any change still held) and schedules its delivery after the next paint. */
  hold(data: Data): void;
  /** Delivers what is held now, if anything: call it before anything reads or acts on the delivered data. */
  flush(): void;
}

/**
 * Holds a form's changes so a keystroke's frame carries only the form's own render: `deliver` (the wizard machine's
 * change, its validation and listeners) runs after the typed character is painted, once for all the changes held.
 * Merging keeps the order's meaning: a field a later change names takes that change's value (undefined included,
 * which the machine reads as cleared); a field only an earlier change names keeps that change's value.
 */
export function createFormChangeBuffer(deliver: (data: Data) => void, defer: (task: () => void) => () => void = afterNextPaint): FormChangeBuffer {
  let held: Data | null = null;
  let cancel: (() => void) | null = null;
  const flush = () => {
    cancel?.();
    cancel = null;
    if (held === null) return;
    const data = held;
    held = null;
    deliver(data);
  };
  return {
    hold(data) {
      held = held === null ? data : { ...held, ...data };
      cancel ??= defer(flush);
    },
    flush,
  };
}

interface Watched {
  buffer: FormChangeBuffer;
  dirty: () => boolean;
}

const watched = new Set<Watched>();
let listening = false;

function flushAll(): boolean {
  let dirty = false;
  for (const entry of watched) {
    entry.buffer.flush();
    if (entry.dirty()) dirty = true;
  }
  return dirty;
}

// Installed once per page and kept: adding a capturing pointerdown listener to the window makes Chromium redo its
// event-handler bookkeeping, which on a 40-field step cost more per mount than some of its fields.
function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const capture = { capture: true };
  window.addEventListener('pointerdown', () => flushAll(), capture);
  window.addEventListener('pagehide', () => flushAll());
  // Closing the page just after a keystroke: the change that makes the step dirty still asks for the warning.
  window.addEventListener('beforeunload', (event) => {
    if (flushAll()) event.preventDefault();
  });
}

/**
 * Delivers `buffer`'s held change on a press anywhere (a link away, whose guard reads the dirty flag), when the page
 * is hidden (the draft's last write) and when it is closing, which then asks for the browser's leave warning while
 * `dirty()` says the step has unsaved changes. Returns the stop.
 */
export function flushOnPageEvents(buffer: FormChangeBuffer, dirty: () => boolean): () => void {
  listen();
  const entry = { buffer, dirty };
  watched.add(entry);
  return () => {
    watched.delete(entry);
  };
}
