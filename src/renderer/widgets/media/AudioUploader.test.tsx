import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n';
import { loadSchemaTranslator } from '../../../lib/i18n/schema/useSchemaText';
import { AudioReadError, audioUploadOptions, type AudioUploadOptions } from '../../../lib/media/audioRules';
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

afterAll(() => activateLocale('en'));

function setup(options?: AudioUploadOptions) {
  const fake = fakeFiles();
  const onChange = vi.fn();
  const onUploading = vi.fn();
  render(
    <MediaTestProvider files={fake.files} audioMaxMb={5}>
      <AudioUploader id="intro" label="Intro audio" value={undefined} onChange={onChange} fileName="intro.mp3" onUploading={onUploading} options={options} />
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

  it.each([
    ['durationUnavailable', 'Duration is not available.'],
    ['loadError', 'Error loading audio file.'],
  ] as const)('shows the %s text when the browser cannot tell the length', async (reason, message) => {
    duration.result = new AudioReadError(reason);
    const { user, calls } = setup();
    await user.upload(screen.getByLabelText('Intro audio file'), mp3());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(calls).toEqual([]);
    duration.result = 150;
  });

  it('says it failed to select the file when reading it fails for another reason', async () => {
    duration.result = new Error('decoder crashed');
    const { user } = setup();
    await user.upload(screen.getByLabelText('Intro audio file'), mp3());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to select file for upload');
    duration.result = 150;
  });

  it("warns about a file over the field's threshold and still uploads it", async () => {
    const options = audioUploadOptions({ largeFileWarningKb: 1, messages: { largeFile: 'Big file, be patient' } });
    const fake = setup(options);
    await fake.user.upload(screen.getByLabelText('Intro audio file'), mp3(1025));
    expect(await screen.findByText('Big file, be patient')).toBeInTheDocument();
    await waitFor(() => expect(fake.onChange).toHaveBeenCalled());
  });

  it('does not warn at exactly the threshold (102400 KB by default, 1 KB here)', async () => {
    const fake = setup(audioUploadOptions({ largeFileWarningKb: 1 }));
    await fake.user.upload(screen.getByLabelText('Intro audio file'), mp3(1024));
    await waitFor(() => expect(fake.onChange).toHaveBeenCalled());
    expect(screen.queryByText('This file is over 100 MB: the upload may take a while.')).toBeNull();
  });

  it("speaks the reader's language through the schema's overlay (ru)", async () => {
    await activateLocale('ru');
    const { user } = setup();
    // The overlay is its own chunk: the uploader shows English until it has loaded.
    await act(() => loadSchemaTranslator('ru'));
    await user.upload(screen.getByLabelText('Intro audio file'), mp3(5_000_001));
    expect(await screen.findByRole('alert')).toHaveTextContent('Максимальный размер файла — 5 МБ.');
    duration.result = new AudioReadError('loadError');
    await user.upload(screen.getByLabelText('Intro audio file'), mp3());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Ошибка загрузки аудиофайла.'));
    duration.result = 150;
    await activateLocale('en');
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
