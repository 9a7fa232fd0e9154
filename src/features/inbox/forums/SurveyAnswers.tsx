import { Accordion, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { PAGE_SIZE } from '../../../domain/community/inboxQuery';
import { surveyQuestionId, type SurveyAnswersPage } from '../../../domain/community/surveyAnswers';
import { useFormat } from '../../../lib/format/useFormat';
import { useT } from '../../../lib/i18n';
import { useBackend, useSessionUser } from '../../../lib/session/AppServices';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';
import type { ForumsClientApi } from '../api/forumsClientApi';
import { MemberName } from '../MemberName';
import { Pager } from '../../../lib/ui/Pager';

interface LessonQuestion {
  lessonId: string;
  day: number;
  title: string;
  question: string;
}

/** One lesson's answers: how often each choice was picked, then the members' answers a page at a time. */
function QuestionAnswers({ api, questionId }: { api: ForumsClientApi; questionId: string }) {
  const t = useT();
  const f = useFormat();
  const [pageIndex, setPageIndex] = useState(0);
  const [page, setPage] = useState<{ data: SurveyAnswersPage; total: number } | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    api.surveyAnswers(questionId, pageIndex * PAGE_SIZE.forum).then(
      (answer) => live && setPage(answer ?? 'failed'),
      () => live && setPage('failed'),
    );
    return () => {
      live = false;
    };
  }, [api, questionId, pageIndex]);
  if (page === null) return <LoadingSpinner />;
  if (page === 'failed') return <Text size="sm">{t('survey.loadFailed')}</Text>;
  const { data, total } = page;
  if (total === 0) return <Text size="sm" c="dimmed">{t('survey.none')}</Text>;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE.forum));
  return (
    <Stack gap="sm">
      <Text size="sm">{t('survey.total', { count: total })}</Text>
      <Stack gap={6} component="ul" aria-label={t('survey.choices')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {data.choices.map((choice) => {
          const share = total === 0 ? 0 : choice.count / total;
          const label = t('survey.choiceCount', { choice: choice.value, count: choice.count, share: f.number(share, { style: 'percent', maximumFractionDigits: 0 }) });
          return (
            <li key={choice.value}>
              <Text size="sm">{label}</Text>
              <Progress value={share * 100} size="sm" aria-hidden />
            </li>
          );
        })}
      </Stack>
      <Stack gap={4} component="ul" aria-label={t('survey.answers')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {data.answers.map((answer) => (
          <Group key={answer.id} component="li" gap="xs" wrap="wrap" justify="space-between">
            <Group gap="xs" wrap="wrap">
              <MemberName name={answer.user.name} />
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {answer.answer}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {f.relative(answer.answered_at.epoch, Date.now())}
            </Text>
          </Group>
        ))}
      </Stack>
      {pages > 1 ? <Pager total={pages} page={pageIndex + 1} onChange={(value) => setPageIndex(value - 1)} /> : null}
    </Stack>
  );
}

/**
 * The survey answers of a classroom's course (issue 18 item 6): each lesson that asks a question, in day
 * order, opens to what members answered (GET /survey/questions/{id}/answers).
 */
export function SurveyAnswers({ api, courseId }: { api: ForumsClientApi; courseId: string }) {
  const t = useT();
  const backend = useBackend();
  const uid = useSessionUser()?.uid;
  const [lessons, setLessons] = useState<LessonQuestion[] | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  useEffect(() => {
    if (!uid) return;
    let live = true;
    backend.documents.query(`users/${uid}/library_items/${courseId}/lessons`).then(
      (docs) => {
        if (!live) return;
        const asked = docs
          .map((doc) => {
            const survey = doc.data.question as { question?: unknown } | undefined;
            return { lessonId: doc.id, day: Number(doc.data.day) || 0, title: String(doc.data.title ?? ''), question: typeof survey?.question === 'string' ? survey.question.trim() : '' };
          })
          .filter((lesson) => lesson.question !== '')
          .sort((a, b) => a.day - b.day);
        setLessons(asked);
      },
      () => live && setLessons([]),
    );
    return () => {
      live = false;
    };
  }, [backend.documents, uid, courseId]);
  return (
    <Stack gap="xs" component="section" aria-labelledby="survey-answers">
      <Title order={2} size="h5" id="survey-answers">
        {t('survey.heading')}
      </Title>
      {lessons === null ? (
        <LoadingSpinner />
      ) : lessons.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('survey.noQuestions')}
        </Text>
      ) : (
        <Accordion variant="separated" value={open} onChange={setOpen}>
          {lessons.map((lesson) => (
            <Accordion.Item key={lesson.lessonId} value={lesson.lessonId}>
              <Accordion.Control>
                <Text size="sm" fw={600}>
                  {t('survey.lesson', { day: lesson.day, title: lesson.title })}
                </Text>
                <Text size="sm" c="dimmed">
                  {lesson.question}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>{open === lesson.lessonId ? <QuestionAnswers api={api} questionId={surveyQuestionId(courseId, lesson.lessonId)} /> : null}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
