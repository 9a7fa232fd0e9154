import { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import { FieldErrorsRefusal } from '../../../engine/fieldErrorsRefusal';
import { StepRefused, type CoursesApi } from '../api/coursesApi';
import { courseWizardIo, PUBLISH_FAILED, SAVE_FAILED } from './courseWizardIo';

type Lesson = Record<string, unknown>;

/** An in-memory course service: one course with stored lessons, recording every call. */
function fakeApi(stored: Lesson[], fail: Partial<Record<string, boolean>> = {}) {
  const calls: string[] = [];
  let lessons = stored.map((l) => ({ ...l }));
  let created = 0;
  const api = {
    list: async () => [],
    get: async (id: string) => ({ id, status: 'DRAFT', data: { lessons } }),
    saveStep: async (id: string, step: string) => {
      calls.push(`save ${step}`);
      if (fail.save) throw new Error('400');
      return { id, status: 'DRAFT', created: false };
    },
    createLesson: async (_id: string, lesson: Lesson) => {
      const made = { ...lesson, id: `new-${(created += 1)}` };
      lessons.push(made);
      calls.push(`create ${String(lesson.title)}`);
      return made;
    },
    updateLesson: async (_id: string, lessonId: string, lesson: Lesson) => {
      lessons = lessons.map((l) => (l.id === lessonId ? { ...lesson, id: lessonId } : l));
      calls.push(`update ${lessonId} ${String(lesson.title)}`);
      return lesson;
    },
    deleteLesson: async (_id: string, lessonId: string) => {
      lessons = lessons.filter((l) => l.id !== lessonId);
      calls.push(`delete ${lessonId}`);
    },
    reorderLessons: async (_id: string, order: Array<{ id: string; day: number }>) => {
      calls.push(`order ${order.map((o) => `${o.id}:${o.day}`).join(',')}`);
    },
    setPending: async () => {
      calls.push('SET_PENDING');
      if (fail.submit) throw new Error('409');
    },
  } satisfies CoursesApi;
  return { api, calls };
}

const request = (stepKey: string, fields: Record<string, unknown>, itemId: string | null = 'c1') => ({ wizardId: 'course', stepKey, itemId, mode: 'edit' as const, fields });

describe('course wizard I/O', () => {
  it('creates the course under a new id on the first save', async () => {
    const { api, calls } = fakeApi([]);
    const io = courseWizardIo(api, () => 'fresh-id');
    await expect(io.saveStep(request('details', { title: 'x' }, null))).resolves.toEqual({ itemId: 'fresh-id' });
    expect(calls).toEqual(['save details']);
  });

  it('syncs the lessons before the lessons step save, without duplicating lessons that lack ids', async () => {
    const { api, calls } = fakeApi([{ id: 'a', title: 'Old A' }, { id: 'b', title: 'Old B' }, { id: 'c', title: 'Old C' }]);
    const io = courseWizardIo(api, () => 'x');
    await io.saveStep(request('lessons', { lessons: [{ id: 'b', title: 'B' }, { title: 'New 1' }] }));
    expect(calls).toEqual(['update b B', 'update a New 1', 'delete c', 'order b:1,a:2', 'save lessons']);
    calls.length = 0;
    await io.saveStep(request('lessons', { lessons: [{ title: 'First' }, { title: 'Second' }, { title: 'Third' }] }));
    expect(calls).toEqual(['update a First', 'update b Second', 'create Third', 'order a:1,b:2,new-1:3', 'save lessons']);
  });

  it("fails a save with the spec's 'Error occurred while saving'", async () => {
    const io = courseWizardIo(fakeApi([], { save: true }).api, () => 'x');
    await expect(io.saveStep(request('details', {}))).rejects.toThrow(SAVE_FAILED);
    expect(SAVE_FAILED).toBe('Error occurred while saving');
  });

  it('submits with SET_PENDING, failing with the spec message', async () => {
    const ok = fakeApi([]);
    await courseWizardIo(ok.api, () => 'x').submit({ wizardId: 'course', itemId: 'c1', data: {} });
    expect(ok.calls).toEqual(['SET_PENDING']);
    const failing = courseWizardIo(fakeApi([], { submit: true }).api, () => 'x');
    await expect(failing.submit({ wizardId: 'course', itemId: 'c1', data: {} })).rejects.toThrow(PUBLISH_FAILED);
    expect(PUBLISH_FAILED).toBe('Some error occurred while publishing your course');
  });

  it('submits a live course edited across steps with SET_PENDING too: the saves do not submit it', async () => {
    const { api, calls } = fakeApi([]);
    const io = courseWizardIo(api, () => 'x');
    await io.saveStep({ ...request('details', { title: 'x' }), mode: 'restricted' });
    await io.saveStep({ ...request('promo', {}), mode: 'restricted' });
    await io.submit({ wizardId: 'course', itemId: 'c1', data: {} });
    expect(calls).toEqual(['save details', 'save promo', 'SET_PENDING']);
  });

  it("hands the server's field errors on: a refused save or submit is a FieldErrorsRefusal under the spec's message", async () => {
    const errors = [{ pointer: '/title', message: 'Please add a title', keyword: 'required', step: 'details' }];
    const { api } = fakeApi([]);
    const io = courseWizardIo({ ...api, saveStep: async () => Promise.reject(new StepRefused(errors)), setPending: async () => Promise.reject(new StepRefused(errors)) }, () => 'x');
    const saved = await io.saveStep(request('details', {})).catch((error: unknown) => error);
    expect(saved).toBeInstanceOf(FieldErrorsRefusal);
    expect(saved).toMatchObject({ message: SAVE_FAILED, fieldErrors: errors });
    const submitted = await io.submit({ wizardId: 'course', itemId: 'c1', data: {} }).catch((error: unknown) => error);
    expect(submitted).toMatchObject({ message: PUBLISH_FAILED, fieldErrors: errors });
  });

  it("shows a 409's own sentence (an edit waiting for review) instead of the general save message", async () => {
    const sentence = 'This course has an edit waiting for approval: nothing can be changed until it is reviewed';
    const conflict = new HTTPError(new Response('{}', { status: 409 }), new Request('http://localhost/x'), {} as never);
    conflict.message = sentence;
    const { api } = fakeApi([]);
    const io = courseWizardIo({ ...api, saveStep: async () => Promise.reject(conflict) }, () => 'x');
    await expect(io.saveStep(request('details', {}))).rejects.toThrow(sentence);
  });
});
