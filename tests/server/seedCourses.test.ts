import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCalendarDate } from '../../machines/libraryItemStatus';
import { compileWizard } from '../../src/engine/compileWizard';
import { loadSchemasFromDisk } from '../../src/engine/loadSchemasFromDisk';
import { courseWizardInput } from '../../src/features/courses/wizard/courseWizardInput';
import { withCourseRules } from '../../src/features/courses/wizard/withCourseRules';
import { DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { startTestServer, type TestServer } from './testServer';

// The seeded courses as the wizard opens them (GET …/courses/{id}), judged by the course wizard's own
// step schemas: editing the published seed course must not start with errors.
const COURSES = '/svc/teacherDashboard/api/v1/publishers/courses';
const wizard = compileWizard(loadSchemasFromDisk(process.cwd()), 'course');

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password);
});
afterAll(() => server.stop());

type Course = { id: string; status: string; data: Record<string, unknown> };
const open = async (id: string): Promise<Course> => (await server.call('GET', `${COURSES}/${id}`, { token })).body.data as Course;
const stepKeys = wizard.steps.filter((s) => !s.review).map((s) => s.key);
const onDisk = (remoteFile: unknown) => readFileSync(join(server.dataDir, 'files', ...String(remoteFile).split('/')));
type Media = { remoteFile: string; bytes: number; durationSec?: number; width?: number; height?: number };

describe('seeded courses against the course rules', () => {
  it('the PUBLISHED seed course passes every step, with the course rules for its status too', async () => {
    const course = await open('course-calm-mornings');
    expect(course.status).toBe('PUBLISHED');
    expect(stepKeys).toEqual(['details', 'promo', 'lessons']);
    for (const key of stepKeys) expect([key, wizard.validateStep(key, course.data)]).toEqual([key, []]);
    const ruled = withCourseRules(wizard, { status: course.status, today: localCalendarDate(new Date()) });
    for (const key of stepKeys) expect([key, ruled.validateStep(key, course.data)]).toEqual([key, []]);
    expect((course.data.lessons as unknown[]).length).toBe(3);
    // So the wizard opens it in restricted mode with every step already valid: Review can submit at once.
    expect(courseWizardInput(ruled, course)).toMatchObject({ mode: 'restricted', validated: ['details', 'promo', 'lessons'] });
  });

  it('the DRAFT seed course passes Details and is incomplete only in later steps', async () => {
    const draft = await open('course-sleep-well');
    expect(draft.status).toBe('DRAFT');
    expect(wizard.validateStep('details', draft.data)).toEqual([]);
    expect(wizard.validateStep('promo', draft.data).map((e) => e.message)).toEqual(['Please upload the course image']);
    expect(wizard.validateStep('lessons', draft.data).map((e) => e.message)).toEqual(['Your course must have at least 2 lessons']);
    // Its one lesson is complete: only the count is missing.
    expect(wizard.validateStep('lessons', { lessons: [...(draft.data.lessons as unknown[]), ...(draft.data.lessons as unknown[])] })).toEqual([]);
  });

  it('points at real files: a 1600 x 1600 PNG and silent mp3s of the stated length', async () => {
    const course = await open('course-calm-mornings');
    const image = course.data.course_image as Media;
    const png = onDisk(image.remoteFile);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20), png.length]).toEqual([image.width, image.height, image.bytes]);
    for (const crop of ['square', 'rectangle', 'portrait']) {
      expect(onDisk(image.remoteFile.replace('original.jpeg', `${crop}.jpeg`)).subarray(1, 4).toString('ascii')).toBe('PNG');
    }
    const audio = [course.data.intro_audio, ...(course.data.lessons as Array<{ audio: unknown }>).map((l) => l.audio)] as Media[];
    for (const file of audio) {
      const mp3 = onDisk(file.remoteFile);
      // 32 kbit/s frames of 96 bytes, 24 ms each: the length in bytes is the duration.
      expect([mp3[0], mp3[1], mp3.length]).toEqual([0xff, 0xfb, file.bytes]);
      expect(mp3.length / 96 * 0.024).toBeCloseTo(file.durationSec!, 6);
    }
    // The files API serves them to their owner with their real type.
    const listed = await server.call('GET', `/api/files?prefix=${encodeURIComponent(image.remoteFile.replace('/original.jpeg', ''))}`, { token });
    const types = Object.fromEntries((listed.body.items as Array<{ name: string; contentType: string }>).map((f) => [f.name, f.contentType]));
    expect(types).toMatchObject({ 'original.jpeg': 'image/png', 'square.jpeg': 'image/png', 'intro.mp3': 'audio/mpeg' });
  });
});
