/**
 * Survey answers (issue 18 item 6, spec 3 §7 GET /survey/questions/{id}/answers): the answers members
 * gave to a lesson's question. A lesson's question has no id of its own in the course, so its id names
 * the course and the lesson; browser and server build it the same way.
 */
export const SURVEY_ANSWERS = 'survey_answers';

export const surveyQuestionId = (courseId: string, lessonId: string) => `${courseId}~${lessonId}`;

/** One member's answer as the call lists it. */
export interface SurveyAnswer {
  id: string;
  user: { id: string; name: string };
  answer: string;
  answered_at: { epoch: number; iso_8601_datetime_tz: string };
}

/** One page of a question's answers, with how often each of the lesson's choices was picked. */
export interface SurveyAnswersPage {
  question_id: string;
  course_id: string;
  lesson_id: string;
  question: string;
  choices: Array<{ value: string; count: number }>;
  answers: SurveyAnswer[];
}
