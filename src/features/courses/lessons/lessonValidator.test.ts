import { describe, expect, it } from 'vitest';
import { compileWizard } from '../../../engine/compileWizard';
import { readSchemaFiles } from '../../../engine/loadSchemasFromDisk';
import { lessonPayload } from './lessonPayload';
import { lessonValidator } from './lessonValidator';

const validate = lessonValidator(compileWizard(readSchemaFiles(process.cwd()).source, 'course'));
const audio = (durationSec: number) => ({ fileName: 'a.mp3', remoteFile: 'u/uploads/courses/c/a.mp3', mime: 'audio/mpeg', bytes: 10, durationSec });
const good = { title: 'Breathing', outline: 'x'.repeat(200), contributors: [], audio: audio(180), question: 'How?', answers: ['a', 'b', 'c', 'd'] };
const messages = (draft: typeof good) => validate(lessonPayload(draft)).map((e) => `${e.pointer} ${e.message}`);

describe('one lesson against the course wizard lessons step (spec 1 §5 Lesson)', () => {
  it('accepts a complete lesson', () => expect(messages(good)).toEqual([]));

  it.each([
    ['outline under 200', { ...good, outline: 'x'.repeat(199) }, '/outline Description must be at least 200 characters'],
    ['audio under 3 minutes', { ...good, audio: audio(179) }, '/audio Lessons should be 3 minutes or longer'],
    ['an empty answer', { ...good, answers: ['a', 'b', 'c', ''] }, '/question/answers/3/value Please enter an answer'],
    ['no question text', { ...good, question: '' }, '/question/question Please enter a question'],
  ])('%s', (_name, draft, message) => expect(messages(draft)).toContain(message));

  it('asks for title, audio and question on an empty lesson', () => {
    const texts = messages({ ...good, title: '', outline: '', audio: undefined as never, question: '', answers: ['', '', '', ''] }).map((m) => m.split(' ').slice(1).join(' '));
    expect(texts).toEqual(expect.arrayContaining(['Please add a title', 'Please upload an audio track', 'Please enter a question']));
  });
});
