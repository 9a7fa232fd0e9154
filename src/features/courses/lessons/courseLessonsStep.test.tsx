import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compileWizard } from '../../../engine/compileWizard';
import { readSchemaFiles } from '../../../engine/loadSchemasFromDisk';
import { memoryCollection } from '../../../renderer/testing/memoryCollection';
import { layOutItemRows, renderItemListStep } from '../../../renderer/testing/renderItemListStep';
import { AudioUploadField } from '../../../renderer/widgets/media';
import { fakeFiles } from '../../../renderer/widgets/media/testing/fakeFiles';
import { MediaTestProvider } from '../../../renderer/widgets/media/testing/MediaTestProvider';
import { COURSE_LESSONS, lessonForChecking, lessonForSaving } from './courseLessonsCollection';

// jsdom plays no audio; the browser test reads real durations in Chromium.
vi.mock('../../../lib/media/readAudioDuration', () => ({ readAudioDuration: async () => 200 }));

// The course's lessons step as the wizard draws it: the generic item list configured by lessons.schema.json.
const source = readSchemaFiles(process.cwd()).source;
const wizard = compileWizard(source, 'course');
const lessonsUi = (source['schemas/wizards/course/steps/lessons.schema.json'] as { properties: { lessons: { 'x-ui': { options: { restricted: { hint: string } } } } } }).properties.lessons['x-ui'].options;
const outline = 'In this lesson we slow the breath down and notice it. '.repeat(5);
const stored = (id: string, title: string) => ({
  id,
  title,
  outline,
  contributors: [],
  audio: { fileName: `${id}.mp3`, remoteFile: `u1/uploads/courses/c1/lessons/${id}.mp3`, mime: 'audio/mpeg', bytes: 10, durationSec: 200 },
  question: { question: 'How did it feel?', answers: [{ value: 'Calm' }, { value: 'Sleepy' }, { value: 'Restless' }, { value: 'Other' }] },
});
const label = (text: string) => new RegExp(`^${text}( \\*)?$`);

function setup(lessons: Array<Record<string, unknown>>, options: { restricted?: boolean } = {}) {
  const fake = fakeFiles();
  const { collection, calls: saved } = memoryCollection();
  const view = renderItemListStep({
    wizard,
    stepKey: 'lessons',
    data: { lessons },
    itemId: 'c1',
    restricted: options.restricted,
    collections: { [COURSE_LESSONS]: { ...collection, prepare: lessonForSaving, checked: lessonForChecking } },
    fields: { AudioUploadField },
    wrap: (form) => <MediaTestProvider files={fake.files}>{form}</MediaTestProvider>,
  });
  return { ...fake, ...view, saved, user: userEvent.setup({ applyAccept: false }) };
}

const lessonsOf = (data: Record<string, unknown>) => data.lessons as Array<Record<string, unknown>>;
const rowTitles = () => within(screen.getByRole('list', { name: 'Lessons' })).getAllByRole('listitem').map((row) => row.querySelector('p')?.textContent);

let undoLayout: () => void;
beforeAll(() => {
  undoLayout = layOutItemRows();
});
afterAll(() => undoLayout());

describe('course lessons step (lessons.schema.json on the generic item list)', () => {
  it('adds a lesson in a full-screen modal titled Lesson N, showing the schema messages until it is valid', async () => {
    const { user, calls, saved, data } = setup([stored('a', 'Arrival')]);
    await user.click(screen.getByRole('button', { name: 'Add lesson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lesson 2' });
    await user.click(within(dialog).getByRole('button', { name: 'Save lesson' }));
    expect(dialog).toHaveTextContent('Please add a title');
    expect(dialog).toHaveTextContent('Description must be at least 200 characters');
    expect(dialog).toHaveTextContent('Please upload an audio track');
    expect(saved).toEqual([]);

    await user.type(within(dialog).getByLabelText(label('Title')), 'Breathing');
    fireEvent.change(within(dialog).getByLabelText(label('Outline')), { target: { value: outline } });
    await user.upload(within(dialog).getByLabelText('Lesson audio file'), new File([new Uint8Array(100)], 'day2.mp3', { type: 'audio/mpeg' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatch(/^upload u1\/uploads\/courses\/c1\/lessons\/new-.+\.mp3 audio$/);
    await user.type(within(dialog).getByLabelText(label('Survey question')), 'How was it?');
    for (const [i, answer] of ['Good', 'Fine', 'Hard', 'Other'].entries()) await user.type(within(dialog).getByLabelText(label(`Answer ${i + 1}`)), answer);
    await user.click(within(dialog).getByRole('button', { name: 'Save lesson' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatch(/^create c1 /);
    expect(lessonsOf(data())[1]).toMatchObject({ day: 2, title: 'Breathing', audio: { durationSec: 200, mime: 'audio/mpeg' }, question: { question: 'How was it?', answers: [{ value: 'Good' }, { value: 'Fine' }, { value: 'Hard' }, { value: 'Other' }] } });
    expect(rowTitles()).toEqual(['Lesson 1: Arrival', 'Lesson 2: Breathing']);
  }, 20_000);

  it('a new lesson saved empty shows the question and every answer slot with its own message at once', async () => {
    const { user, saved } = setup([stored('a', 'Arrival')]);
    await user.click(screen.getByRole('button', { name: 'Add lesson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lesson 2' });
    await user.click(within(dialog).getByRole('button', { name: 'Save lesson' }));
    // The first invalid field gets the focus, as after a failed Save & Next.
    await waitFor(() => expect(within(dialog).getByLabelText(label('Title'))).toHaveFocus());
    expect(within(dialog).getByLabelText(label('Survey question'))).toHaveAccessibleDescription('Please enter a question');
    for (const i of [1, 2, 3, 4]) expect(within(dialog).getByLabelText(label(`Answer ${i}`))).toHaveAccessibleDescription('Please enter an answer');
    // Each answer is required, so each is marked like every other required field.
    for (const i of [1, 2, 3, 4]) expect(within(dialog).getByLabelText(`Answer ${i} *`)).toBeInTheDocument();
    // Filling one answer clears only its own message.
    await user.type(within(dialog).getByLabelText(label('Answer 2')), 'Calm');
    expect(within(dialog).getByLabelText(label('Answer 2'))).not.toHaveAccessibleDescription('Please enter an answer');
    for (const i of [1, 3, 4]) expect(within(dialog).getByLabelText(label(`Answer ${i}`))).toHaveAccessibleDescription('Please enter an answer');
    expect(saved).toEqual([]);
  }, 30_000);

  it('asks before discarding typed changes (Cancel, Escape); an untouched lesson closes at once', async () => {
    const { user, saved, data } = setup([stored('a', 'Arrival'), stored('b', 'Body')]);
    await user.click(screen.getByRole('button', { name: 'Edit Lesson 1' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Lesson 1' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Add lesson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lesson 3' });
    await user.type(within(dialog).getByLabelText(label('Title')), 'Draft title');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'There are unsaved changes, do you wish to discard them?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /unsaved changes/ })).toBeNull());
    expect(within(screen.getByRole('dialog', { name: 'Lesson 3' })).getByLabelText(label('Title'))).toHaveValue('Draft title');

    await user.keyboard('[Escape]');
    const again = await screen.findByRole('dialog', { name: /unsaved changes/ });
    expect(screen.getByRole('dialog', { name: 'Lesson 3' })).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Continue Without Saving' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toEqual([]);
    expect(lessonsOf(data())).toHaveLength(2);
  }, 30_000);

  it('edits a lesson in place', async () => {
    const { user, data, saved } = setup([stored('a', 'Arrival'), stored('b', 'Body')]);
    await user.click(screen.getByRole('button', { name: 'Edit Lesson 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lesson 2' });
    await user.clear(within(dialog).getByLabelText(label('Title')));
    await user.type(within(dialog).getByLabelText(label('Title')), 'Body scan');
    await user.click(within(dialog).getByRole('button', { name: 'Save lesson' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved[0]).toMatch(/^update c1 b \{"title":"Body scan"/);
    expect(lessonsOf(data()).map((l) => [l.id, l.title, l.day])).toEqual([
      ['a', 'Arrival', undefined],
      ['b', 'Body scan', 2],
    ]);
  });

  it('deletes only after the Delete Lesson confirmation, renumbering the days', async () => {
    const { user, data, saved } = setup([stored('a', 'Arrival'), stored('b', 'Body'), stored('c', 'Calm')]);
    await user.click(screen.getByRole('button', { name: 'Delete Lesson 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Lesson' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete Lesson 1? This action cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(saved).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete Lesson 1' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Lesson' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(saved).toEqual(['remove c1 a']));
    expect(lessonsOf(data()).map((l) => [l.id, l.day])).toEqual([
      ['b', 1],
      ['c', 2],
    ]);
    expect(rowTitles()).toEqual(['Lesson 1: Body', 'Lesson 2: Calm']);
  });

  it('reorders by keyboard (space, arrow down, space) and saves the {id, day} list', async () => {
    const { user, saved } = setup([stored('a', 'Arrival'), stored('b', 'Body'), stored('c', 'Calm')]);
    screen.getByRole('button', { name: 'Reorder Lesson 1' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');
    await waitFor(() => expect(saved).toEqual(['reorder c1 [{"id":"b","day":1},{"id":"a","day":2},{"id":"c","day":3}]']));
    expect(rowTitles()).toEqual(['Lesson 1: Body', 'Lesson 2: Arrival', 'Lesson 3: Calm']);
  });

  it('restricted mode hides add, delete and reorder and locks the survey with the support hint', async () => {
    const { user } = setup([stored('a', 'Arrival'), stored('b', 'Body')], { restricted: true });
    expect(screen.queryByRole('button', { name: 'Add lesson' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete Lesson/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reorder Lesson/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit Lesson 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lesson 1' });
    expect(within(dialog).getByLabelText(label('Survey question'))).toBeDisabled();
    for (const i of [1, 2, 3, 4]) expect(within(dialog).getByLabelText(label(`Answer ${i}`))).toBeDisabled();
    expect(within(dialog).getByLabelText(label('Title'))).toBeEnabled();
    await user.hover(within(dialog).getByLabelText(label('Survey question')).closest('div')!.parentElement!);
    expect(lessonsUi.restricted.hint).toMatch(/email publisher support/);
    expect(await screen.findByText(lessonsUi.restricted.hint)).toBeInTheDocument();
  });
});

describe('lesson saving rules before a lesson is validated and sent (spec 1 §4)', () => {
  const slots = (...values: string[]) => values.map((value) => ({ value }));
  it.each([
    ['no question, no answers', { question: '', answers: slots('', '', '', '') }, undefined],
    ['empty answers dropped then padded', { question: 'Why?', answers: slots('a', '', 'c', '') }, { question: 'Why?', answers: slots('a', 'c', '', '') }],
    ['question without answers is padded', { question: 'Why?' }, { question: 'Why?', answers: slots('', '', '', '') }],
  ])('%s', (_name, question, expected) => {
    expect(lessonForSaving({ title: 't', question }).question).toEqual(expected);
  });

  it('checks an omitted survey as an empty question and 4 empty answers, keeps answers in their slots, and a full survey as saved', () => {
    expect(lessonForChecking({ title: 't' }).question).toEqual({ question: '', answers: slots('', '', '', '') });
    expect(lessonForChecking({ title: 't', question: { question: ' Why? ', answers: slots('', 'b ', '', 'd') } }).question).toEqual({ question: 'Why?', answers: slots('', 'b', '', 'd') });
    expect(lessonForChecking({ title: 't', question: { question: 'Why?', answers: slots('a', 'b', 'c', 'd') } })).toEqual(lessonForSaving({ title: 't', question: { question: 'Why?', answers: slots('a', 'b', 'c', 'd') } }));
  });

  it('trims the title and drops empty contributors', () => {
    expect(lessonForSaving({ title: ' Day one ', contributors: [' Ann ', ''] })).toEqual({ title: 'Day one', contributors: ['Ann'] });
  });
});
