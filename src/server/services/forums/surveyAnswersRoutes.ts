import type { DocData } from '../../../backend/ports';
import { PAGE_SIZE } from '../../../domain/community/inboxQuery';
import { surveyQuestionId, SURVEY_ANSWERS } from '../../../domain/community/surveyAnswers';
import { notFound } from '../../http/HttpError';
import { sendJson } from '../../http/respond';
import { Router } from '../../http/Router';
import type { ServerContext } from '../../ServerContext';
import { allOf, epochOf } from '../community/communityCollections';
import { pageParams } from '../community/listParams';

/** Where one question's answers are kept: a root the documents API does not know, so only this call reads it. */
export const surveyAnswersPath = (questionId: string) => `${SURVEY_ANSWERS}/${questionId}/answers`;

/**
 * Forums service GET /survey/questions/{id}/answers (spec 3 §7): the answers members gave to a lesson's
 * question, newest first, a page at a time (the default list limit, 10), with how often each of the
 * lesson's choices was picked. A question id names the caller's own course and lesson
 * (`{courseId}~{lessonId}`); another publisher's course or a lesson without a question answers 404.
 */
export function surveyAnswersRoutes(ctx: Pick<ServerContext, 'docs'>): Router {
  return new Router().add('GET', '/survey/questions/:id/answers', async ({ res, url, params, user }) => {
    const questionId = params.id!;
    const [courseId, lessonId, extra] = questionId.split('~');
    if (!courseId || !lessonId || extra !== undefined || surveyQuestionId(courseId, lessonId) !== questionId) throw notFound('Question not found');
    const lesson = (await ctx.docs.get(`users/${user.uid}/library_items/${courseId}/lessons/${lessonId}`))?.data;
    const survey = lesson?.question as { question?: unknown; answers?: Array<{ value?: unknown }> } | undefined;
    if (!survey || typeof survey.question !== 'string' || survey.question.trim() === '') throw notFound('Question not found');
    const choices = (survey.answers ?? []).map((answer) => (typeof answer?.value === 'string' ? answer.value : '')).filter((value) => value !== '');
    const answers = (await allOf(ctx.docs, surveyAnswersPath(questionId))).sort((a, b) => epochOf(b.answered_at) - epochOf(a.answered_at));
    const counts = choices.map((value) => ({ value, count: answers.filter((answer: DocData) => answer.answer === value).length }));
    const { offset, limit } = pageParams(url, PAGE_SIZE.forum);
    sendJson(
      res,
      200,
      { data: { question_id: questionId, course_id: courseId, lesson_id: lessonId, question: survey.question, choices: counts, answers: answers.slice(offset, offset + limit) }, total: answers.length },
      { 'x-total-count': String(answers.length) },
    );
  });
}
