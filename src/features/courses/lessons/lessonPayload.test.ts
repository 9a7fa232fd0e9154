import { describe, expect, it } from 'vitest';
import { courseTotals, lessonForm, lessonOrder, lessonPayload, lessonQuestion } from './lessonPayload';

const slots = (...values: string[]) => values.map((value) => ({ value }));

describe('lesson saving rules (spec 1 §4)', () => {
  it.each([
    ['no question, no answers', '', ['', '', '', ''], undefined],
    ['no question, answers missing entirely', undefined, [], undefined],
    ['whitespace only counts as empty', '  ', [' ', ''], undefined],
    ['question with 4 answers', 'Why?', ['a', 'b', 'c', 'd'], { question: 'Why?', answers: slots('a', 'b', 'c', 'd') }],
    ['empty answers dropped then padded', 'Why?', ['a', '', 'c', ''], { question: 'Why?', answers: slots('a', 'c', '', '') }],
    ['answers without a question keep the question', '', ['a'], { question: '', answers: slots('a', '', '', '') }],
    ['question without answers is padded', 'Why?', [], { question: 'Why?', answers: slots('', '', '', '') }],
    ['never more than 4 slots', 'Q', ['a', 'b', 'c', 'd', 'e'], { question: 'Q', answers: slots('a', 'b', 'c', 'd') }],
  ])('%s', (_name, question, answers, expected) => {
    expect(lessonQuestion(question, answers)).toEqual(expected);
  });

  it('stores the audio facts and omits an absent question', () => {
    const stored = lessonPayload(
      { id: 'l1', title: ' Day one ', outline: 'o', contributors: 'Ann', audio: { fileName: 'a.mp3', remoteFile: 'u/a.mp3', bytes: 999, durationSec: 181.6 }, question: '', answers: ['', '', '', ''] },
      2,
    );
    expect(stored).toEqual({ id: 'l1', day: 2, title: 'Day one', outline: 'o', contributors: 'Ann', length: 182, audio_file_path: 'u/a.mp3', media_audio_file_size: 999 });
    expect('question' in stored).toBe(false);
  });

  it('round-trips a stored lesson into the editor with 4 answer slots', () => {
    const form = lessonForm({ id: 'x', day: 1, title: 't', outline: 'o', contributors: '', length: 200, audio_file_path: 'u/c/x.mp3', media_audio_file_size: 5, question: { question: 'q', answers: slots('a') } });
    expect(form.answers).toEqual(['a', '', '', '']);
    expect(form.audio).toMatchObject({ remoteFile: 'u/c/x.mp3', durationSec: 200, fileName: 'x.mp3' });
    expect(lessonPayload(form, 1).question).toEqual({ question: 'q', answers: slots('a', '', '', '') });
  });

  it('orders saved lessons as {id, day} from 1', () => {
    expect(lessonOrder([{ id: 'b' }, { id: 'a' }, { title: 'unsaved' }])).toEqual([
      { id: 'b', day: 1 },
      { id: 'a', day: 2 },
    ]);
  });

  it('computes the course totals', () => {
    expect(courseTotals([{ length: 180 }, { length: 241 }])).toEqual({ totalLessons: 2, mediaLengthPerLessonAvg: 211 });
    expect(courseTotals([])).toEqual({ totalLessons: 0, mediaLengthPerLessonAvg: 0 });
  });
});
