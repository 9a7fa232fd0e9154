import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compileWizard } from '../../../engine/compileWizard';
import { readSchemaFiles } from '../../../engine/loadSchemasFromDisk';
import { fakeFiles } from '../../../renderer/widgets/media/testing/fakeFiles';
import { MediaTestProvider } from '../../../renderer/widgets/media/testing/MediaTestProvider';
import { LessonsEditor } from './LessonsEditor';
import { lessonValidator } from './lessonValidator';
import type { LessonItem, LessonOrder } from './lessonTypes';
import { SURVEY_LOCKED_HINT } from '../wizard/withCourseRules';

// jsdom plays no audio; the browser test reads real durations in Chromium.
vi.mock('../../../lib/media/readAudioDuration', () => ({ readAudioDuration: async () => 200 }));

const validateLesson = lessonValidator(compileWizard(readSchemaFiles(process.cwd()).source, 'course'));
const outline = 'In this lesson we slow the breath down and notice it. '.repeat(5);
const stored = (id: string, title: string): LessonItem => ({
  id,
  title,
  outline,
  contributors: [],
  audio: { fileName: `${id}.mp3`, remoteFile: `u1/uploads/courses/c1/lessons/${id}.mp3`, mime: 'audio/mpeg', bytes: 10, durationSec: 200 },
  question: { question: 'How did it feel?', answers: [{ value: 'Calm' }, { value: 'Sleepy' }, { value: 'Restless' }, { value: 'Other' }] },
});

function Harness({ initial, restricted, onReorder, onLessons }: { initial: LessonItem[]; restricted?: boolean; onReorder?(o: LessonOrder[]): void; onLessons?(l: LessonItem[]): void }) {
  const [lessons, setLessons] = useState(initial);
  return (
    <LessonsEditor
      lessons={lessons}
      onChange={(next) => {
        setLessons(next);
        onLessons?.(next);
      }}
      validateLesson={validateLesson}
      restricted={restricted}
      onReorder={onReorder}
    />
  );
}

function setup(initial: LessonItem[], props: { restricted?: boolean; onReorder?(o: LessonOrder[]): void } = {}) {
  const fake = fakeFiles();
  const onLessons = vi.fn();
  render(
    <MediaTestProvider files={fake.files}>
      <Harness initial={initial} onLessons={onLessons} {...props} />
    </MediaTestProvider>,
  );
  return { ...fake, onLessons, user: userEvent.setup({ applyAccept: false }) };
}

const rowTitles = () => within(screen.getByRole('list', { name: 'Lessons' })).getAllByRole('listitem').map((row) => row.textContent?.match(/Lesson \d+: [^0-9]+/)?.[0]);

// dnd-kit measures rows to move between them; jsdom lays nothing out, so each row gets a 50 px slot by index.
const realRect = Element.prototype.getBoundingClientRect;
beforeAll(() => {
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    const row = this.closest('[data-lesson-row]');
    const top = row ? Number(row.getAttribute('data-lesson-row')) * 50 : 0;
    return { x: 0, y: top, top, left: 0, width: 400, height: 40, right: 400, bottom: top + 40, toJSON: () => ({}) } as DOMRect;
  };
});
afterAll(() => {
  Element.prototype.getBoundingClientRect = realRect;
});

describe('LessonsEditor', () => {
  it('adds a lesson in a full-screen modal titled Lesson N, showing the schema messages until it is valid', async () => {
    const { user, onLessons, calls } = setup([stored('a', 'Arrival')]);
    await user.click(screen.getByRole('button', { name: 'Add lesson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lesson 2' });
    await user.click(within(dialog).getByRole('button', { name: 'Save lesson' }));
    expect(dialog).toHaveTextContent('Please add a title');
    expect(dialog).toHaveTextContent('Description must be at least 200 characters');
    expect(dialog).toHaveTextContent('Please upload an audio track');
    expect(onLessons).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Title'), 'Breathing');
    fireEvent.change(within(dialog).getByLabelText('Outline'), { target: { value: outline } });
    await user.upload(within(dialog).getByLabelText('Lesson audio file'), new File([new Uint8Array(100)], 'day2.mp3', { type: 'audio/mpeg' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatch(/^upload u1\/uploads\/courses\/c1\/lessons\/new-.+\.mp3 audio$/);
    await user.type(within(dialog).getByLabelText('Survey question'), 'How was it?');
    for (const [i, answer] of ['Good', 'Fine', 'Hard', 'Other'].entries()) await user.type(within(dialog).getByLabelText(`Answer ${i + 1}`), answer);
    await user.click(within(dialog).getByRole('button', { name: 'Save lesson' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const saved = onLessons.mock.calls.at(-1)![0] as LessonItem[];
    expect(saved[1]).toMatchObject({ day: 2, title: 'Breathing', audio: { durationSec: 200, mime: 'audio/mpeg' }, question: { question: 'How was it?', answers: [{ value: 'Good' }, { value: 'Fine' }, { value: 'Hard' }, { value: 'Other' }] } });
    expect(rowTitles()).toEqual(['Lesson 1: Arrival', 'Lesson 2: Breathing']);
  });

  it('edits a lesson in place', async () => {
    const { user, onLessons } = setup([stored('a', 'Arrival'), stored('b', 'Body')]);
    await user.click(screen.getByRole('button', { name: 'Edit Lesson 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lesson 2' });
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Body scan');
    await user.click(within(dialog).getByRole('button', { name: 'Save lesson' }));
    await waitFor(() => expect(onLessons).toHaveBeenCalled());
    expect((onLessons.mock.calls.at(-1)![0] as LessonItem[]).map((l) => [l.id, l.title, l.day])).toEqual([
      ['a', 'Arrival', undefined],
      ['b', 'Body scan', 2],
    ]);
  });

  it('deletes only after the Delete Lesson confirmation, renumbering the days', async () => {
    const { user, onLessons } = setup([stored('a', 'Arrival'), stored('b', 'Body'), stored('c', 'Calm')]);
    await user.click(screen.getByRole('button', { name: 'Delete Lesson 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Lesson' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(onLessons).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete Lesson 1' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Lesson' })).getByRole('button', { name: 'Delete' }));
    expect((onLessons.mock.calls.at(-1)![0] as LessonItem[]).map((l) => [l.id, l.day])).toEqual([
      ['b', 1],
      ['c', 2],
    ]);
    expect(rowTitles()).toEqual(['Lesson 1: Body', 'Lesson 2: Calm']);
  });

  it('reorders by keyboard (space, arrow down, space) and reports the {id, day} list', async () => {
    const onReorder = vi.fn();
    const { user } = setup([stored('a', 'Arrival'), stored('b', 'Body'), stored('c', 'Calm')], { onReorder });
    screen.getByRole('button', { name: 'Reorder Lesson 1' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');
    await waitFor(() => expect(onReorder).toHaveBeenCalledTimes(1));
    expect(onReorder).toHaveBeenCalledWith([
      { id: 'b', day: 1 },
      { id: 'a', day: 2 },
      { id: 'c', day: 3 },
    ]);
    expect(rowTitles()).toEqual(['Lesson 1: Body', 'Lesson 2: Arrival', 'Lesson 3: Calm']);
  });

  it('restricted mode hides add, delete and reorder and locks the survey with the support hint', async () => {
    const { user } = setup([stored('a', 'Arrival'), stored('b', 'Body')], { restricted: true });
    expect(screen.queryByRole('button', { name: 'Add lesson' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete Lesson/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reorder Lesson/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit Lesson 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lesson 1' });
    expect(within(dialog).getByLabelText('Survey question')).toBeDisabled();
    for (const i of [1, 2, 3, 4]) expect(within(dialog).getByLabelText(`Answer ${i}`)).toBeDisabled();
    expect(within(dialog).getByLabelText('Title')).toBeEnabled();
    await user.hover(within(dialog).getByLabelText('Survey question').closest('div')!.parentElement!);
    expect(await screen.findByText(SURVEY_LOCKED_HINT)).toBeInTheDocument();
  });
});
