import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { VALID } from './coursesRuleTable';
import { startTestServer, type TestServer } from './testServer';

// Issue 19: the server validates with the one compiled (English) schema per step and answers its
// messages in the request's language: the X-Locale header the dashboard sends, else Accept-Language.

const COURSES = '/svc/teacherDashboard/api/v1/publishers/courses';
let server: TestServer;
let publisher: string;
beforeAll(async () => {
  server = await startTestServer();
  publisher = await server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password);
}, 60_000);
afterAll(() => server.stop());

const shortTitle = (headers: Record<string, string>) =>
  server.call('PUT', `${COURSES}/i18n-course/steps/details`, { token: publisher, body: { ...VALID.details, title: 'Short' }, headers });

describe('a refused course save in the request’s language', () => {
  it('answers in English by default', async () => {
    const res = await shortTitle({});
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual(expect.objectContaining({ pointer: '/title', message: 'Title must be at least 10 characters' }));
  });

  it.each([
    [{ 'X-Locale': 'ru' }, 'Название должно содержать не менее 10 символов'],
    [{ 'X-Locale': 'hi' }, 'शीर्षक कम से कम 10 अक्षरों का होना चाहिए'],
    [{ 'Accept-Language': 'de-AT,de;q=0.9,en;q=0.5' }, 'Der Titel muss mindestens 10 Zeichen lang sein'],
    [{ 'X-Locale': 'fr', 'Accept-Language': 'de' }, 'Le titre doit contenir au moins 10 caractères'],
  ])('%o → %s', async (headers, message) => {
    const res = await shortTitle(headers);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toContainEqual(expect.objectContaining({ pointer: '/title', message }));
  });
});

describe('the server’s own messages (not schema texts) in the request’s language', () => {
  it.each([
    ['ru', 'Курс не найден'],
    ['hi', 'कोर्स नहीं मिला'],
    ['en', 'Course not found'],
  ])('a course that does not exist (404) in %s', async (locale, message) => {
    const res = await server.call('GET', `${COURSES}/no-such-course`, { token: publisher, headers: { 'X-Locale': locale } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(message);
  });

  it('a call without a session (401) in Dutch by Accept-Language', async () => {
    const res = await server.call('GET', COURSES, { headers: { 'Accept-Language': 'nl-BE,nl;q=0.9' } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Verzoek niet aangemeld');
  });
});

describe('a message shared through $ref is translated by where it is written (common/text.schema.json)', () => {
  it.each([
    ['ru', 'Текст не должен быть написан только заглавными буквами'],
    ['hi', 'पूरा टेक्स्ट बड़े अक्षरों में नहीं होना चाहिए'],
    ['en', 'Text should not be all in uppercase'],
  ])('an all-caps course title refused in %s', async (locale, message) => {
    const res = await server.call('PUT', `${COURSES}/i18n-course/steps/details`, {
      token: publisher,
      body: { ...VALID.details, title: 'ALL CAPS COURSE TITLE' },
      headers: { 'X-Locale': locale },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ pointer: '/title', message, keyword: 'notAllUppercase' });
    // The key the server translated by stays on the server: the answer's shape is unchanged.
    expect(JSON.stringify(res.body)).not.toContain('messageKey');
  });
});

describe('refusals answered outside the step-save path speak the request’s language too', () => {
  const PROFILE = '/svc/teacherDashboard/api/v1/publishers/profile';
  it('a username the profile rules refuse (400), in Russian and Hindi as well as English', async () => {
    const refuse = (locale: string) => server.call('PATCH', PROFILE, { token: publisher, body: { username: 'not a username!' }, headers: { 'X-Locale': locale } });
    const en = await refuse('en');
    expect(en.status).toBe(400);
    const english = en.body.errors[0].message as string;
    for (const [locale, script] of [['ru', /[А-Яа-яЁё]/], ['hi', /[\u0900-\u097F]/]] as const) {
      const res = await refuse(locale);
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ pointer: en.body.errors[0].pointer });
      expect(res.body.errors[0].message).not.toBe(english);
      expect(res.body.errors[0].message).toMatch(script);
      expect(res.body.message).toBe(res.body.errors[0].message);
    }
  });
});
