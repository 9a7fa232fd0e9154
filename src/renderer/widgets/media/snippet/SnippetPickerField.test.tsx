import { render, screen } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it, vi } from 'vitest';
import { StepForm } from '../../../StepForm';
import { fakeFiles } from '../testing/fakeFiles';
import { MediaTestProvider } from '../testing/MediaTestProvider';
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

function draw(initialData: Record<string, unknown>) {
  const { files } = fakeFiles();
  render(
    <MediaTestProvider files={files}>
      <StepForm stepKey="details" schema={schema} initialData={initialData} onChange={() => {}} fields={fields} />
    </MediaTestProvider>,
  );
}

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
});
