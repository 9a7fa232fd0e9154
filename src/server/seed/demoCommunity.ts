import type { DocData } from '../../backend/ports';
import { lastReadField } from '../../domain/community/lastRead';
import { withPublisherReply } from '../../domain/community/replyState';
import type { DocumentStore } from '../db/DocumentStore';
import { donationsPath, FORUM_POSTS, FORUMS, repliesPath, reviewsPath, settingsPath } from '../services/community/communityCollections';
import { refreshNotificationDots } from '../services/community/lastReadMarkers';
import { surveyQuestionId } from '../../domain/community/surveyAnswers';
import { surveyAnswersPath } from '../services/forums/surveyAnswersRoutes';
import { DEMO_PUBLISHER } from './demoAccounts';
import { daysFrom, timestamp } from './timestamp';

const P = DEMO_PUBLISHER.uid;
const PUBLISHER_NAME = 'Maya Rivers';

// Members as the apps name them: some never set a name (the 'Guest' rule of spec 1 §3 shows them as Guest).
const MEMBERS = ['Ana Lima', 'guest_5521', 'Tom Becker', 'Priya Nair', 'user_88213', 'Sofia Rossi', 'Kenji Ito', '', 'Lena Vogel', 'Omar Haddad', 'Guest', 'Claire Martin'];
const member = (i: number) => ({ id: `member-${(i % MEMBERS.length) + 1}`, name: MEMBERS[i % MEMBERS.length]! });

const ITEMS = [
  { id: 'course-calm-mornings', type: 'COURSES', title: 'Calm Mornings' },
  { id: 'course-sleep-well', type: 'COURSES', title: 'Sleep Well' },
  { id: 'track-morning-breath', type: 'SINGLE_TRACKS', title: 'Morning breath' },
  { id: 'track-deep-rest', type: 'SINGLE_TRACKS', title: 'Deep rest for busy minds' },
  { id: 'track-body-scan', type: 'SINGLE_TRACKS', title: 'Ten minute body scan' },
  { id: 'demo-workshop-breathwork', type: 'SHOP_PRODUCT', title: 'Breathwork Basics: Two Calm Mornings' },
];

const REVIEW_TEXTS: Array<[rating: number, text: string]> = [
  [5, 'This became my morning ritual. Thank you for the gentle pace.'],
  [4, 'Lovely voice and clear guidance. I would like a slightly longer ending.'],
  [5, 'I fall asleep before the end every time, which is the point!'],
  [3, 'Good content, but the background sound was a little loud for me.'],
  [5, 'Simple and kind. Exactly what I needed this week.'],
  [2, 'Hard to follow the breathing counts at first.'],
  [4, 'Helped with my anxiety before work meetings.'],
  [5, ''],
  [1, 'The audio cut out on day three for me.'],
  [4, 'Calm, warm and practical.'],
];

const GRATITUDE_TEXTS = [
  'Thank you for getting me through a hard month.',
  'A small thank you for your evening practice.',
  'Your body scan helps my mother sleep. Grateful!',
  '',
  'From a nurse on night shifts: thank you.',
  'Keep sharing, your voice is so calming.',
];
const TIERS = [1.99, 4.99, 19.99, 9.99, 49.99, 4.99, 1.99, 99.99];
const PLATFORMS = ['ios', 'android', 'web'];

const SAVED_REPLIES = [
  { title: 'Thank you', text: 'Thank you {first_name}, it means a lot that {item_title} is part of your day.' },
  { title: 'Audio problem', text: 'Sorry about the audio, {first_name}. Please try downloading the session again, and tell me if it still cuts out.' },
  { title: 'Donation thanks', text: 'Thank you so much for your kindness, {first_name}. It helps me keep teaching.' },
];

/**
 * The demo publisher's community: 40 reviews across their courses, tracks and workshop (about a third
 * answered), gratitude posts among their donations, a forum with threads and replies, a course
 * classroom with submitted responses, saved replies and last-read markers ten days old, so the inbox
 * has unanswered, answered and new items and the side menu shows its dots.
 */
export async function seedDemoCommunity(docs: DocumentStore, now: Date): Promise<void> {
  const at = (days: number, hours = 0) => timestamp(new Date(daysFrom(now, -days).getTime() - hours * 3_600_000));
  for (let i = 0; i < 40; i++) {
    const item = ITEMS[i % ITEMS.length]!;
    const [rating, review] = REVIEW_TEXTS[i % REVIEW_TEXTS.length]!;
    const created = at(i * 3 + 1, i % 5);
    const base: DocData = { item_id: item.id, item_type: item.type, item_title: item.title, rating, review, user: member(i), rated_at: created, created_at: created, owner_id: P, has_publisher_reply: false, publisher_reply: null, publisher_replied_at: null };
    const answered = i % 3 === 2;
    await docs.set(`${reviewsPath(P)}/demo-review-${String(i + 1).padStart(2, '0')}`, answered ? withPublisherReply(base, `Thank you ${member(i).name.split(' ')[0] || 'so much'}, I'm glad it helps.`, at(i * 3)) : base);
  }
  for (let i = 0; i < 18; i++) {
    const created = at(i * 4 + 2, i % 7);
    const base: DocData = {
      message: GRATITUDE_TEXTS[i % GRATITUDE_TEXTS.length],
      user: member(i + 3),
      amount_donated: TIERS[i % TIERS.length],
      is_purchase_valid: true,
      purchase_metadata: { type: 'DONATION', platform: PLATFORMS[i % PLATFORMS.length] },
      created_at: created,
      owner_id: P,
      has_publisher_reply: false,
      publisher_reply: null,
      publisher_replied_at: null,
    };
    await docs.set(`${donationsPath(P)}/demo-gratitude-${String(i + 1).padStart(2, '0')}`, i % 4 === 3 ? withPublisherReply(base, 'Thank you, this means a lot.', at(i * 4 + 1)) : base);
  }
  await seedForums(docs, at);
  await docs.set(settingsPath(P), { saved_replies: SAVED_REPLIES, [lastReadField('reviews')]: daysFrom(now, -10).getTime(), [lastReadField('gratitude')]: daysFrom(now, -10).getTime() }, true);
  await refreshNotificationDots(docs, P);
}

type At = (days: number, hours?: number) => { epoch: number; iso_8601_datetime_tz: string };

const THREADS: Array<[text: string, replies: string[], pinned?: boolean]> = [
  ['Welcome! Share what brought you to meditation and what you hope to find here.', ['I came for sleep and stayed for the mornings.', 'Stress at work, mostly.'], true],
  ['Does anyone else find the 4-7-8 breath hard at first? Any tips?', ['Start with 3-5-6 and build up.']],
  ['I missed a week. How do I get back into the habit without feeling guilty?', []],
  ['Which session do you use before an exam?', ['Morning breath, every time.', 'The body scan for me.', 'Deep rest the night before.', 'Same!']],
  ['Can we get a session for walking meditation?', []],
  ['Thank you for the live Q&A last Sunday.', []],
];

async function seedForums(docs: DocumentStore, at: At): Promise<void> {
  await docs.set(`${FORUMS}/demo-forum-community`, { id: 'demo-forum-community', owner_id: P, kind: 'FORUM', title: 'Calm Community', created_at: at(200) });
  await docs.set(`${FORUMS}/demo-classroom-calm-mornings`, { id: 'demo-classroom-calm-mornings', owner_id: P, kind: 'CLASSROOM', title: 'Calm Mornings classroom', course_id: 'course-calm-mornings', created_at: at(45) });
  for (const [i, [message, replies, pinned]] of THREADS.entries()) {
    const postId = `demo-post-${i + 1}`;
    const byPublisher = pinned === true;
    const author = byPublisher ? { id: P, name: PUBLISHER_NAME } : member(i + 5);
    const repliesFromPublisher = i === 1;
    await docs.set(`${FORUM_POSTS}/${postId}`, {
      post_id: postId, forum_id: 'demo-forum-community', owner_id: P, user_id: author.id, user: author, message, type: 'TEXT', is_pinned: byPublisher, audio_url: null,
      post_origin: 'FORUM', has_publisher_reply: byPublisher || repliesFromPublisher, reply_count: replies.length + (repliesFromPublisher ? 1 : 0), created_at: at(i * 5 + 1, i),
    });
    for (const [r, text] of replies.entries()) await docs.set(`${repliesPath(postId)}/reply-${r + 1}`, { post_id: postId, post_origin: 'FORUM', type: 'TEXT', message: text, user_id: member(i + r).id, user: member(i + r), created_at: at(i * 5, r) });
    if (repliesFromPublisher) await docs.set(`${repliesPath(postId)}/reply-publisher`, { post_id: postId, post_origin: 'FORUM', type: 'TEXT', message: 'Shorter counts are fine: comfort first, length later.', user_id: P, user: { id: P, name: PUBLISHER_NAME }, created_at: at(i * 5) });
  }
  await seedSurveyAnswers(docs, at);
  const answers = ['I noticed my shoulders drop on the third breath.', 'Hard to stay still today, but I finished it.', 'The body scan made me notice how tired I was.'];
  for (const [i, response] of answers.entries()) {
    const postId = `demo-classroom-post-${i + 1}`;
    const author = member(i + 1);
    await docs.set(`${FORUM_POSTS}/${postId}`, {
      post_id: postId, forum_id: 'demo-classroom-calm-mornings', owner_id: P, user_id: author.id, user: author, message: `Day ${i + 1}: what did you notice?`, type: 'TEXT', is_pinned: false, audio_url: null,
      post_origin: 'CLASSROOM', has_publisher_reply: false, reply_count: 0, created_at: at(i + 1, 2),
      submitted_response: response, submitted_response_at: at(i + 1, 2), response_ai_answer: null, response_origin: 'LESSON_QUESTION',
    });
  }
}

// The Calm Mornings lessons' questions (demoCourseTexts): what members picked, spread over the choices, so
// the classroom's survey answers show real counts (GET /survey/questions/{id}/answers).
async function seedSurveyAnswers(docs: DocumentStore, at: At): Promise<void> {
  const course = 'course-calm-mornings';
  for (const [l, lessonId] of ['lesson-1', 'lesson-2', 'lesson-3'].entries()) {
    const lesson = (await docs.get(`users/${P}/library_items/${course}/lessons/${lessonId}`))?.data;
    const choices = ((lesson?.question as { answers?: Array<{ value?: unknown }> } | undefined)?.answers ?? []).map((a) => a.value).filter((v): v is string => typeof v === 'string' && v !== '');
    const picks = choices;
    if (picks.length === 0) continue;
    const questionId = surveyQuestionId(course, lessonId);
    for (let i = 0; i < 14 - l * 3; i++) {
      const answered = at(i * 2 + l + 1, i % 6);
      // Earlier choices more often: most members feel calmer, a few restless.
      const choice = picks[[0, 1, 0, 2, 1, 0, 3, 1, 0, 2, 1, 0, 1, 2][i % 14]! % picks.length]!;
      await docs.set(`${surveyAnswersPath(questionId)}/answer-${i + 1}`, { id: `answer-${i + 1}`, question_id: questionId, course_id: course, lesson_id: lessonId, user: member(i + l), answer: choice, answered_at: answered });
    }
  }
}
