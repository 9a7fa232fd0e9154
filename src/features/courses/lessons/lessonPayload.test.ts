import { describe, expect, it } from 'vitest';
import { lessonDraft, lessonOrder, lessonPayload } from './lessonPayload';

const slots = (...values: string[]) => values.map((value) => ({ value }));

describe('lesson saving rules (spec 1 §4)', () => {
  it.each([
    ['no question, no answers', '', ['', '', '', ''], undefined],
    ['no question, answers missing entirely', undefined, [], undefined],
    ['whitespace only counts as empty', '  ', [' ', ''], undefined],
    ['question with 4 answers', 'Why?', ['a', 'b', 'c', 'd'], { question: 'Why?', answers: slots('a', 'b', 'c', 'd') }],
    ['empty answers dropped then padded', 'Why?', ['a', '', 'c', ''], { question: 'Why?', answers: slots('a', 'c', '', '') }],
    ['answers without a question keep the question slot', '', ['a'], { question: '', answers: slots('a', '', '', '') }],
    ['question without answers is padded', 'Why?', [], { question: 'Why?', answers: slots('', '', '', '') }],
  ])('%s', (_name, question, answers, expected) => {
    expect(lessonPayload({ title: 't', outline: '', contributors: [], question: question ?? '', answers }).question).toEqual(expected);
  });

  it('sends the draft in the schema shape and omits an absent question', () => {
    const audio = { fileName: 'a.mp3', remoteFile: 'u/a.mp3', mime: 'audio/mpeg', bytes: 999, durationSec: 181.6 };
    const item = lessonPayload({ id: 'l1', title: ' Day one ', outline: 'o', contributors: [' Ann ', ''], audio, question: '', answers: ['', '', '', ''] });
    expect(item).toEqual({ id: 'l1', title: 'Day one', outline: 'o', contributors: ['Ann'], audio });
    expect('question' in item).toBe(false);
  });

  it('round-trips a stored lesson through the editor with 4 answer slots', () => {
    const draft = lessonDraft({ id: 'x', day: 1, title: 't', outline: 'o', question: { question: 'q', answers: slots('a') } });
    expect(draft).toEqual({ id: 'x', title: 't', outline: 'o', contributors: [], question: 'q', answers: ['a', '', '', ''] });
    expect(lessonPayload(draft).question).toEqual({ question: 'q', answers: slots('a', '', '', '') });
    expect(lessonDraft(undefined).answers).toEqual(['', '', '', '']);
  });

  it('orders saved lessons as {id, day} from 1', () => {
    expect(lessonOrder([{ id: 'b' }, { id: 'a' }, { title: 'unsaved' }])).toEqual([
      { id: 'b', day: 1 },
      { id: 'a', day: 2 },
    ]);
  });
});
