import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileWizard } from '../../engine/compileWizard';
import { readSchemaFiles } from '../../engine/loadSchemasFromDisk';
import type { DocumentsPort } from '../../backend/ports';
import { AppServicesProvider } from '../../lib/session/AppServices';
import { createSession } from '../../lib/session/createSession';
import { createFakeBackend } from '../../lib/session/testing/createFakeBackend';
import { ProfilePage } from './ProfilePage';

// jsdom decodes no pixels and runs no cropper: the size read and the crop step are stood in for.
const imageSize = vi.hoisted(() => ({ width: 1600, height: 1600 }));
vi.mock('../../lib/media/readImageSize', () => ({ readImageSize: async () => ({ ...imageSize }) }));
vi.mock('../../renderer/widgets/media/ImageCropStep', () => ({
  default: ({ onSave }: { onSave(c: Record<string, Blob>): void }) => (
    <button onClick={() => onSave({ square: new Blob(['s']), rectangle: new Blob(['r']), portrait: new Blob(['p']) })}>Save crops</button>
  ),
}));

const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });
const pictureInput = () => screen.getByLabelText('Profile picture file');

const wizard = compileWizard(readSchemaFiles(process.cwd(), ['schemas']).source, 'profile');

const SERVICE = 'http://fake.invalid/svc/teacherDashboard/';
type Answer = { status: number; body: unknown };
const answers: Record<string, Answer> = {};

// The teacher dashboard service stands in at the fetch the service client makes; each call is recorded.
function stubService() {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    const path = input.url.slice(SERVICE.length);
    const text = await input.text();
    calls.push({ method: input.method, path, body: text ? JSON.parse(text) : undefined });
    const answer = answers[`${input.method} ${path}`] ?? { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}
afterEach(() => {
  vi.unstubAllGlobals();
  for (const key of Object.keys(answers)) delete answers[key];
});

const PICTURE = 'u1/uploads/profile_picture/edited/square_original.jpeg';

function mount() {
  const backend = createFakeBackend([]);
  const calls = stubService();
  answers['POST api/v1/publishers/profile/picture'] = { status: 200, body: { data: { profile_picture_status: 'PENDING', profile_picture_path: PICTURE } } };
  const documents: DocumentsPort = {
    ...backend.documents,
    get: (async (path: string) => (path === 'users/u1' ? { id: 'u1', path, data: { name: 'New User' } } : null)) as DocumentsPort['get'],
  };
  const upload = vi.fn().mockResolvedValue({});
  const files = { ...backend.files, upload, downloadUrl: async () => 'data:image/png;base64,AA==' };
  const session = createSession(backend.auth, { hasSessionCookie: () => false, clearSessionCookie: () => {} });
  const onSaved = vi.fn();
  render(
    <MantineProvider>
      <AppServicesProvider services={{ backend: { ...backend, documents, files }, session, notifier: { alert: () => {}, toast: () => {} } }}>
        <ProfilePage uid="u1" onSaved={onSaved} loadWizard={async () => wizard} />
      </AppServicesProvider>
    </MantineProvider>,
  );
  return { calls, upload, onSaved };
}

describe('/profile', () => {
  it('starts from the stored profile and shows the schema messages on Save', async () => {
    const { onSaved } = mount();
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('New User');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription('Please choose a username'));
    expect(screen.getByLabelText(/^Location/)).toHaveAccessibleDescription('Please add your location');
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload a profile picture');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("crops the own picture, stores the square crop on the 'edited' path and sends it for review", async () => {
    const { calls, upload } = mount();
    await screen.findByLabelText(/^Name/);
    expect(screen.queryByText('Pending review')).not.toBeInTheDocument();
    fireEvent.change(pictureInput(), { target: { files: [png()] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save crops' }, { timeout: 5000 }));
    expect(await screen.findByText('Pending review')).toBeInTheDocument();
    const folder = 'u1/uploads/profile_picture/edited';
    const paths = upload.mock.calls.map(([path]) => path as string);
    expect(paths.sort()).toEqual([`${folder}/original.jpeg`, `${folder}/portrait.jpeg`, `${folder}/rectangle.jpeg`, `${folder}/square_original.jpeg`]);
    // The server sets the status and the upload time; the page only asks.
    expect(calls).toEqual([{ method: 'POST', path: 'api/v1/publishers/profile/picture', body: {} }]);
    // The required-picture message is gone once the form is saved with the picture.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription('Please choose a username'));
    expect(screen.queryByText('Please upload a profile picture')).not.toBeInTheDocument();
  });

  it('saves the profile through the service and shows its field errors at the fields', async () => {
    const { calls, onSaved } = mount();
    await screen.findByLabelText(/^Name/);
    fireEvent.change(pictureInput(), { target: { files: [png()] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save crops' }, { timeout: 5000 }));
    await screen.findByText('Pending review');
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'asha.rao' } });
    fireEvent.change(screen.getByLabelText(/^Location/), { target: { value: 'Pune, India' } });
    fireEvent.change(screen.getByLabelText(/^Bio/), { target: { value: 'I teach calm breathing to people who work long hours. '.repeat(5) } });
    const taken = { pointer: '/username', message: 'Username is already taken', keyword: 'unique' };
    answers['PUT api/v1/publishers/profile/details'] = { status: 409, body: { message: taken.message, errors: [taken] } };
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription('Username is already taken'));
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', path: 'api/v1/publishers/profile/details', body: { name: 'New User', username: 'asha.rao', location: 'Pune, India', user_avatar_url: PICTURE } });
    expect(onSaved).not.toHaveBeenCalled();

    answers['PUT api/v1/publishers/profile/details'] = { status: 200, body: { data: {} } };
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(screen.getByLabelText(/^Username/)).not.toHaveAccessibleDescription('Username is already taken');
  });

  it.each([
    ['a gif', new File(['x'], 'me.gif', { type: 'image/gif' }), 'Please select a jpeg or png image'],
    ['a 20 MB png', png(20_000_000), 'Please select a file smaller than 20MB'],
  ])('refuses %s before cropping', async (_name, file, message) => {
    const { upload } = mount();
    await screen.findByLabelText(/^Name/);
    fireEvent.change(pictureInput(), { target: { files: [file] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a picture smaller than 1600 x 1600', async () => {
    imageSize.height = 1599;
    const { upload } = mount();
    await screen.findByLabelText(/^Name/);
    fireEvent.change(pictureInput(), { target: { files: [png()] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Size of image should be at least 1600 x 1600 pixels');
    expect(screen.queryByRole('button', { name: 'Save crops' })).not.toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    imageSize.height = 1600;
  });
});
