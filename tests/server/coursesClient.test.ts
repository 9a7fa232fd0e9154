import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthPort, Backend } from '../../src/backend/ports';
import { createCoursesApi, StepRefused, type CoursesApi } from '../../src/features/courses/api/coursesApi';
import { courseWizardIo, SAVE_FAILED } from '../../src/features/courses/wizard/courseWizardIo';
import { EDIT_UNDER_REVIEW } from '../../src/server/services/coursesEditLock';
import { DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { VALID, lesson } from './coursesRuleTable';
import { startTestServer, type TestServer } from './testServer';

// The browser's course client (coursesApi + the wizard I/O) against the real embedded server: the whole
// create → save every step → submit flow, and a live course's edit submission.
let server: TestServer;
let api: CoursesApi;
const alerts: string[] = [];
beforeAll(async () => {
  server = await startTestServer();
  const token = await server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password);
  const backend = {
    auth: { getIdToken: async () => token } as Partial<AuthPort> as AuthPort,
    serviceUrls: { teacherDashboard: `${server.url}/svc/teacherDashboard` },
  } as Partial<Backend> as Backend;
  api = createCoursesApi(backend, { alert: (m) => void alerts.push(m), toast: () => {} });
});
afterAll(() => server.stop());

const step = (stepKey: string, fields: Record<string, unknown>, itemId: string | null) => ({ wizardId: 'course', stepKey, itemId, mode: 'create' as const, fields });

describe('course client against the embedded server', () => {
  it('creates, saves every step with lessons, submits, and lists the course as PENDING', async () => {
    const io = courseWizardIo(api, () => 'client-course-1');
    const { itemId } = (await io.saveStep(step('details', VALID.details, null))) as { itemId: string };
    expect(itemId).toBe('client-course-1');
    await io.saveStep(step('promo', VALID.promo, itemId));
    await io.saveStep(step('lessons', { lessons: [lesson('Arriving'), lesson('Settling')] }, itemId));
    // A second save of the same list (still without ids) must not duplicate the lessons.
    await io.saveStep(step('lessons', { lessons: [lesson('Arriving'), lesson('Settling, again')] }, itemId));
    const course = await api.get(itemId);
    expect((course?.data.lessons as Array<{ title: string; day: number }>).map((l) => [l.day, l.title])).toEqual([[1, 'Arriving'], [2, 'Settling, again']]);
    await io.submit({ wizardId: 'course', itemId, data: {} });
    const row = (await api.list()).find((c) => c.id === itemId);
    expect(row).toMatchObject({ title: VALID.details.title, status: 'PENDING', status_label: 'PENDING' });
    expect(alerts).toEqual([]);
  });

  it('turns a refused save into StepRefused (api) and the spec message (wizard), without an alert', async () => {
    const refused = await api.saveStep('client-course-2', 'details', { ...VALID.details, title: 'Short' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(StepRefused);
    expect((refused as StepRefused).errors).toEqual([{ pointer: '/title', message: 'Title must be at least 10 characters', keyword: 'minLength' }]);
    const io = courseWizardIo(api, () => 'client-course-2');
    await expect(io.saveStep(step('details', { title: 'Short' }, null))).rejects.toThrow(SAVE_FAILED);
    expect(alerts).toEqual([]);
  });

  it("edits a live course across steps, then submits the edit: PENDING_EDIT, labelled 'EDIT WAITING FOR APPROVAL'", async () => {
    const seed = await api.get('course-calm-mornings');
    expect(seed?.status).toBe('PUBLISHED');
    const io = courseWizardIo(api, () => 'unused');
    const restricted = (stepKey: string, fields: Record<string, unknown>) => ({ ...step(stepKey, fields, 'course-calm-mornings'), mode: 'restricted' as const });
    await io.saveStep(restricted('details', VALID.details));
    await io.saveStep(restricted('promo', VALID.promo));
    expect((await api.get('course-calm-mornings'))?.status).toBe('PUBLISHED');
    await io.submit({ wizardId: 'course', itemId: 'course-calm-mornings', data: {} });
    expect((await api.list()).find((c) => c.id === 'course-calm-mornings')?.status_label).toBe('EDIT WAITING FOR APPROVAL');
    // Nothing can be changed until the edit is reviewed: the server's sentence reaches the publisher (409).
    await expect(io.saveStep(restricted('details', { ...VALID.details, title: 'Once more, changed' }))).rejects.toThrow(EDIT_UNDER_REVIEW);
  });
});
