import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it, vi } from 'vitest';
import { StepForm } from '../../../StepForm';
import { fakeFiles } from '../testing/fakeFiles';
import { fixedSnippetCutter } from '../testing/fixedSnippetCutter';
import { MediaTestProvider } from '../testing/MediaTestProvider';
import { SnippetCutterContext } from './SnippetCutterContext';
import { SnippetPickerField } from './SnippetPickerField';

// The picker follows the audio field beside it through StepForm's form values; cutting runs in Chromium (e2e).
const schema = {
  type: 'object',
  properties: {
    audio_track_path: { type: 'object', title: 'Track audio', properties: { fileName: { type: 'string' }, remoteFile: { type: 'string' }, durationSec: { type: 'number' } } },
    intro_audio_path: { type: 'object', title: 'Snippet', 'x-ui': { widget: 'snippetPicker', options: { sourceField: 'audio_track_path' } } },
  },
} as RJSFSchema;
const fields = { SnippetPickerField };

function draw(initialData: Record<string, unknown>, cutter = fixedSnippetCutter().cutter) {
  const { files, calls } = fakeFiles();
  const changes: Array<Record<string, unknown>> = [];
  render(
    <MediaTestProvider files={files}>
      <SnippetCutterContext.Provider value={cutter}>
        <StepForm stepKey="details" schema={schema} initialData={initialData} onChange={(data) => changes.push(data)} fields={fields} />
      </SnippetCutterContext.Provider>
    </MediaTestProvider>,
  );
  return { calls, changes };
}
const TRACK = { fileName: 'talk.mp3', remoteFile: 'u1/uploads/courses/c1/track.mp3', durationSec: 600 };

// Mantine + RJSF first renders are slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

describe('SnippetPickerField', () => {
  it('asks for the track audio first while the source field is empty', () => {
    draw({});
    expect(screen.getByText('Upload the track audio first: the snippet is cut from it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cut snippet' })).toBeNull();
  });

  it('offers the start, Play from here and Cut snippet once the step holds the track audio', () => {
    draw({ audio_track_path: { fileName: 'talk.mp3', remoteFile: 'u1/uploads/courses/c1/track.mp3', durationSec: 600 } });
    expect(screen.getByLabelText('Snippet start (seconds)')).toHaveValue('0');
    expect(screen.getByRole('button', { name: 'Play from here' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cut snippet' })).toBeInTheDocument();
  });

  it('shows a stored snippet as its start and end', () => {
    draw({
      audio_track_path: { fileName: 'talk.mp3', remoteFile: 'u1/uploads/courses/c1/track.mp3', durationSec: 600 },
      intro_audio_path: { fileName: 'preview.mp3', remoteFile: 'u1/uploads/courses/c1/preview.mp3', mime: 'audio/mpeg', bytes: 480000, durationSec: 30, preview_start_time_in_seconds: 75, intro_audio_length: 30 },
    });
    expect(screen.getByText('Snippet: 01:15 to 01:45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cut again from this start' })).toBeInTheDocument();
  });

  it('cuts from the typed start through the cutter port, uploads preview.mp3 and stores start and length', async () => {
    const { cutter, cuts } = fixedSnippetCutter();
    const { calls, changes } = draw({ audio_track_path: TRACK }, cutter);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Snippet start (seconds)'));
    await user.type(screen.getByLabelText('Snippet start (seconds)'), '75');
    await user.click(screen.getByRole('button', { name: 'Cut snippet' }));
    expect(await screen.findByText('Snippet: 01:15 to 01:45')).toBeInTheDocument();
    expect(cuts).toEqual([{ sourceUrl: 'http://files.test/u1/uploads/courses/c1/track.mp3', startSec: 75, lengthSec: 30 }]);
    expect(calls).toEqual(['upload u1/uploads/courses/c1/preview.mp3 audio']);
    expect(changes.at(-1)?.intro_audio_path).toEqual({ fileName: 'preview.mp3', remoteFile: 'u1/uploads/courses/c1/preview.mp3', mime: 'audio/mpeg', bytes: 480000, durationSec: 30, preview_start_time_in_seconds: 75, intro_audio_length: 30 });
  });

  it('a cut of 10240 bytes or less is the Audio Trimming Failed alert, nothing uploaded', async () => {
    const { calls } = draw({ audio_track_path: TRACK }, fixedSnippetCutter(10_240).cutter);
    await userEvent.click(screen.getByRole('button', { name: 'Cut snippet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Audio Trimming Failed');
    expect(calls).toEqual([]);
  });
});
