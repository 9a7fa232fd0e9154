import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AudioUploader } from './AudioUploader';
import { fakeFiles } from './testing/fakeFiles';
import { MediaTestProvider } from './testing/MediaTestProvider';

// jsdom plays no audio: the duration read is stood in for; readAudioDuration itself runs in Chromium (e2e).
const duration = vi.hoisted(() => ({ result: 150 as number | Error }));
vi.mock('../../../lib/media/readAudioDuration', () => ({
  readAudioDuration: async () => {
    if (duration.result instanceof Error) throw duration.result;
    return duration.result;
  },
}));

const mp3 = (bytes = 1000) => new File([new Uint8Array(bytes)], 'intro.mp3', { type: 'audio/mpeg' });

function setup() {
  const fake = fakeFiles();
  const onChange = vi.fn();
  const onUploading = vi.fn();
  render(
    <MediaTestProvider files={fake.files} audioMaxMb={5}>
      <AudioUploader id="intro" label="Intro audio" value={undefined} onChange={onChange} fileName="intro.mp3" onUploading={onUploading} />
    </MediaTestProvider>,
  );
  return { ...fake, onChange, onUploading, user: userEvent.setup({ applyAccept: false }) };
}

describe('AudioUploader', () => {
  it.each([
    ['a wav file', new File(['x'], 'a.wav', { type: 'audio/wav' }), 'Audio Upload Error: Please select a valid MP3 file'],
    ['an mp3 over the cap', mp3(5_000_001), 'Max allowed file size is 5MB.'],
  ])('rejects %s', async (_name, file, message) => {
    const { user, calls } = setup();
    await user.upload(screen.getByLabelText('Intro audio file'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(calls).toEqual([]);
  });

  it.each(['Duration is not available.', 'Error loading audio file.'])('shows %s when the browser cannot tell the length', async (message) => {
    duration.result = new Error(message);
    const { user } = setup();
    await user.upload(screen.getByLabelText('Intro audio file'), mp3());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    duration.result = 150;
  });

  it('uploads with a progress bar and stores the duration on the value', async () => {
    const fake = setup();
    fake.state.hold = true;
    await fake.user.upload(screen.getByLabelText('Intro audio file'), mp3(1000));
    const bar = await screen.findByRole('progressbar', { name: 'Intro audio upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    fake.release();
    await waitFor(() => expect(fake.onChange).toHaveBeenCalled());
    expect(fake.calls).toEqual(['upload u1/uploads/courses/c1/intro.mp3 audio']);
    expect(fake.onChange.mock.calls[0]![0]).toEqual({ fileName: 'intro.mp3', remoteFile: 'u1/uploads/courses/c1/intro.mp3', mime: 'audio/mpeg', bytes: 1000, durationSec: 150 });
    expect(fake.onUploading.mock.calls.map((c) => c[0])).toEqual([0, 50, 100, null]);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
