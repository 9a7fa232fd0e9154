import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyQuestionId } from '../../src/domain/community/surveyAnswers';
import { startCommerceServer, type CommerceServer } from './commerceFixtures';
import type { TestServer } from './testServer';

// Issue 18 item 6: GET /survey/questions/{id}/answers (spec 3 §7) answers what members picked for one of
// the caller's own lessons' questions, a page at a time, with the count of each choice.
const F = '/svc/forums';
const Q1 = surveyQuestionId('course-calm-mornings', 'lesson-1');
const answersOf = (id: string) => `${F}/survey/questions/${encodeURIComponent(id)}/answers`;
let s: CommerceServer;
let server: TestServer;

beforeAll(async () => {
  s = await startCommerceServer();
  server = s.server;
}, 120_000);
afterAll(() => server.stop());

describe('survey answers (forums service)', () => {
  it('lists the seeded answers of a lesson, newest first, 10 a page, with each choice counted', async () => {
    const first = await server.call('GET', answersOf(Q1), { token: s.publisher });
    expect(first.status).toBe(200);
    const { data, total } = first.body;
    expect(data.question).toBe('How settled did you feel by the end of the practice?');
    expect(data.choices.map((c: { value: string }) => c.value)).toEqual(['Very settled', 'A little calmer', 'About the same', 'More restless']);
    expect(total).toBe(14);
    expect(Number(first.headers.get('x-total-count'))).toBe(14);
    expect(data.choices.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(14);
    expect(data.answers).toHaveLength(10);
    const epochs = data.answers.map((a: { answered_at: { epoch: number } }) => a.answered_at.epoch);
    expect(epochs).toEqual([...epochs].sort((a, b) => b - a));
    const second = await server.call('GET', `${answersOf(Q1)}?offset=10`, { token: s.publisher });
    expect(second.body.data.answers).toHaveLength(4);
    // Every answer is one of the lesson's choices, and the counts are the answers' own.
    const all = [...data.answers, ...second.body.data.answers];
    for (const choice of data.choices) expect(all.filter((a: { answer: string }) => a.answer === choice.value)).toHaveLength(choice.count);
    expect((await server.call('GET', `${answersOf(Q1)}?limit=11`, { token: s.publisher })).status).toBe(400);
  });

  it('another publisher, a lesson or course that does not exist, and a malformed id answer 404', async () => {
    expect((await server.call('GET', answersOf(Q1), { token: s.other })).status).toBe(404);
    expect((await server.call('GET', answersOf(surveyQuestionId('course-calm-mornings', 'lesson-99')), { token: s.publisher })).status).toBe(404);
    expect((await server.call('GET', answersOf(surveyQuestionId('course-nope', 'lesson-1')), { token: s.publisher })).status).toBe(404);
    expect((await server.call('GET', answersOf('course-calm-mornings'), { token: s.publisher })).status).toBe(404);
    expect((await server.call('GET', answersOf(`${Q1}~x`), { token: s.publisher })).status).toBe(404);
  });

  it('without a signed-in user the call is refused as unauthenticated', async () => {
    const answer = await server.call('GET', answersOf(Q1), {});
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Request unauthenticated');
  });

  it('the answers are not reachable through the documents API', async () => {
    const answer = await server.call('POST', `/api/query/survey_answers/${Q1}/answers`, { token: s.publisher, body: {} });
    expect(answer.status).toBe(400);
  });
});
