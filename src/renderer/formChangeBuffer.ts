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
export function createFormChangeBuffer(deliver: (data: Data) => void, schedule: (task: () => void) => () => void = afterNextPaint): FormChangeBuffer {
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
      cancel ??= schedule(flush);
    },
    flush,
  };
}
