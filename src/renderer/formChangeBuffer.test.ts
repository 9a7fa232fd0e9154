import { describe, expect, it, vi } from 'vitest';
import { createFormChangeBuffer } from './formChangeBuffer';

function manualSchedule() {
  const tasks: (() => void)[] = [];
  const schedule = vi.fn((task: () => void) => {
    tasks.push(task);
    return () => void tasks.splice(tasks.indexOf(task), 1);
  });
  return { schedule, run: () => tasks.splice(0).forEach((task) => task()), pending: () => tasks.length };
}

describe('createFormChangeBuffer', () => {
  it('delivers the changes held in one frame once, after the scheduled task, merged in order', () => {
    const deliver = vi.fn();
    const frame = manualSchedule();
    const buffer = createFormChangeBuffer(deliver, frame.schedule);
    buffer.hold({ title: 'M', summary: 'kept' });
    buffer.hold({ title: 'Mo', lang: undefined });
    buffer.hold({ title: 'Mor' });
    expect(deliver).not.toHaveBeenCalled();
    expect(frame.schedule).toHaveBeenCalledTimes(1);
    frame.run();
    expect(deliver).toHaveBeenCalledTimes(1);
    // A field cleared by an earlier change stays cleared (undefined), a field only an earlier change names keeps its value.
    expect(deliver).toHaveBeenCalledWith({ title: 'Mor', summary: 'kept', lang: undefined });
  });

  it('delivers at once on flush and drops the scheduled delivery; a flush with nothing held does nothing', () => {
    const deliver = vi.fn();
    const frame = manualSchedule();
    const buffer = createFormChangeBuffer(deliver, frame.schedule);
    buffer.flush();
    expect(deliver).not.toHaveBeenCalled();
    buffer.hold({ title: 'Morning' });
    buffer.flush();
    expect(deliver).toHaveBeenCalledWith({ title: 'Morning' });
    expect(frame.pending()).toBe(0);
    buffer.hold({ title: 'Morning calm' });
    expect(frame.schedule).toHaveBeenCalledTimes(2);
    frame.run();
    expect(deliver).toHaveBeenLastCalledWith({ title: 'Morning calm' });
    expect(deliver).toHaveBeenCalledTimes(2);
  });
});
