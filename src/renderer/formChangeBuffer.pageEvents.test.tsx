import { describe, expect, it, vi } from 'vitest';
import { createFormChangeBuffer, flushOnPageEvents } from './formChangeBuffer';

// Held until the test delivers it: only the page events below may deliver.
const never = () => () => {};

describe('flushOnPageEvents', () => {
  it('delivers a held change on a press, when the page is hidden and when it closes, and asks the leave warning only while dirty', () => {
    const deliver = vi.fn();
    const buffer = createFormChangeBuffer(deliver, never);
    let dirty = false;
    const stop = flushOnPageEvents(buffer, () => dirty);

    buffer.hold({ title: 'M' });
    window.dispatchEvent(new Event('pointerdown'));
    expect(deliver).toHaveBeenLastCalledWith({ title: 'M' });

    buffer.hold({ title: 'Mo' });
    window.dispatchEvent(new Event('pagehide'));
    expect(deliver).toHaveBeenLastCalledWith({ title: 'Mo' });

    buffer.hold({ title: 'Mor' });
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(deliver).toHaveBeenLastCalledWith({ title: 'Mor' });
    expect(clean.defaultPrevented).toBe(false);

    dirty = true;
    const unsaved = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unsaved);
    expect(unsaved.defaultPrevented).toBe(true);

    stop();
    buffer.hold({ title: 'Morn' });
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    window.dispatchEvent(new Event('pagehide'));
    expect(deliver).toHaveBeenCalledTimes(3);
    expect(after.defaultPrevented).toBe(false);
  });

  it('adds its window listeners once, however many forms watch', () => {
    const added = vi.spyOn(window, 'addEventListener');
    const stops = [1, 2, 3].map(() => flushOnPageEvents(createFormChangeBuffer(vi.fn(), never), () => false));
    expect(added).not.toHaveBeenCalled();
    stops.forEach((stop) => stop());
    added.mockRestore();
  });
});
