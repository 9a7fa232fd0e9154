import { HTTPError } from 'ky';
import { createServiceClient, type ServiceClient } from '../../../backend/http/createServiceClient';
import { teacherDashboardApi } from '../../../backend/http/services/teacherDashboard';
import type { Notifier } from '../../../backend/http/notifier';
import type { Backend } from '../../../backend/ports';
import type { FieldError } from '../../../engine/validation/fieldError';
import { browserTimeZone, TIME_ZONE_HEADER } from '../../../lib/time/browserTimeZone';

/** One row of the /courses list. */
export interface CourseRow {
  id: string;
  title: string;
  status: string;
  status_label: string;
  created_at: { epoch: number } | null;
  updated_at: { epoch: number } | null;
}

/** A course as the wizard edits it. */
export interface CourseForWizard {
  id: string;
  status: string;
  status_label?: string;
  /** What the wizard edits: for a live course, its pending revision applied over the live version. */
  data: Record<string, unknown>;
  /** The published version (same shape as `data`) while the course is PUBLISHED, REJECTED_EDIT or PENDING_EDIT. */
  live?: Record<string, unknown>;
  has_revision?: boolean;
}

/** A refused step save or submit: the server's FieldErrors (the same the browser computes), a submit's naming their step. */
export class StepRefused extends Error {
  constructor(
    readonly errors: Array<FieldError & { step?: string }>,
    message?: string,
  ) {
    super(message ?? errors[0]?.message ?? 'Refused');
  }
}

// A 400 with field errors becomes a StepRefused; anything else is rethrown as it came.
async function refusedWithErrors(error: unknown): Promise<never> {
  if (error instanceof HTTPError && error.response.status === 400) {
    const body = (await error.response.clone().json().catch(() => ({}))) as { message?: string; errors?: Array<FieldError & { step?: string }> };
    if (Array.isArray(body.errors)) throw new StepRefused(body.errors, body.message);
  }
  throw error;
}

const PATH = 'api/v1/publishers/courses';
const seg = encodeURIComponent;

/** The course calls of the teacher dashboard service (server: src/server/services/courses.ts). */
export function coursesApi(client: ServiceClient) {
  const td = teacherDashboardApi(client);
  return {
    async list(): Promise<CourseRow[]> {
      return (await client.request<{ data: CourseRow[] }>('get', PATH))?.data ?? [];
    },
    async get(id: string): Promise<CourseForWizard | null> {
      return (await client.request<{ data: CourseForWizard }>('get', `${PATH}/${seg(id)}`))?.data ?? null;
    },
    /**
     * Saves one step with the browser's time zone, so the server judges dates as the browser did; quiet
     * because the wizard shows its own message ('Error occurred while saving').
     */
    async saveStep(id: string, stepKey: string, fields: Record<string, unknown>): Promise<{ id: string; status: string; created: boolean }> {
      try {
        const headers = { [TIME_ZONE_HEADER]: browserTimeZone() };
        const answer = await client.request<{ data: { id: string; status: string; created: boolean } }>('put', `${PATH}/${seg(id)}/steps/${seg(stepKey)}`, { json: fields, headers, quiet: true });
        if (!answer) throw new Error('Cancelled');
        return answer.data;
      } catch (error) {
        return refusedWithErrors(error);
      }
    },
    async createLesson(id: string, lesson: Record<string, unknown>) {
      return (await client.request<{ data: { lesson: Record<string, unknown> } }>('post', `${PATH}/${seg(id)}/lessons`, { json: lesson, quiet: true }))?.data.lesson;
    },
    async updateLesson(id: string, lessonId: string, lesson: Record<string, unknown>) {
      return (await client.request<{ data: { lesson: Record<string, unknown> } }>('put', `${PATH}/${seg(id)}/lessons/${seg(lessonId)}`, { json: lesson, quiet: true }))?.data.lesson;
    },
    async deleteLesson(id: string, lessonId: string): Promise<void> {
      await client.request('delete', `${PATH}/${seg(id)}/lessons/${seg(lessonId)}`, { quiet: true });
    },
    async reorderLessons(id: string, order: Array<{ id: string; day: number }>): Promise<void> {
      await client.request('put', `${PATH}/${seg(id)}/lessons/order`, { json: { order }, quiet: true });
    },
    /** Submit for review: POST libraryitems SET_PENDING (spec 1 §7) with the browser's time zone; an incomplete course is a StepRefused. */
    async setPending(id: string): Promise<void> {
      await td.postLibraryItemStatus('SET_PENDING', id, { quiet: true, headers: { [TIME_ZONE_HEADER]: browserTimeZone() } }).catch(refusedWithErrors);
    },
  };
}

export type CoursesApi = ReturnType<typeof coursesApi>;

/** The course calls on the app's backend and notifier. */
export function createCoursesApi(backend: Backend, notifier: Notifier): CoursesApi {
  return coursesApi(createServiceClient('teacherDashboard', backend, notifier));
}
