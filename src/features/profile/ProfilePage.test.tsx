import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { compileWizard } from '../../engine/compileWizard';
import { readSchemaFiles } from '../../engine/loadSchemasFromDisk';
import type { DocumentsPort } from '../../backend/ports';
import { AppServicesProvider } from '../../lib/session/AppServices';
import { createSession } from '../../lib/session/createSession';
import { createFakeBackend } from '../../lib/session/testing/createFakeBackend';
import { ProfilePage } from './ProfilePage';

const wizard = compileWizard(readSchemaFiles(process.cwd(), ['schemas']).source, 'profile');

function mount() {
  const backend = createFakeBackend([]);
  const writes: Array<[string, unknown]> = [];
  const documents: DocumentsPort = {
    ...backend.documents,
    get: (async (path: string) => (path === 'users/u1' ? { id: 'u1', path, data: { name: 'New User' } } : null)) as DocumentsPort['get'],
    set: async (path, data) => void writes.push([path, data]),
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
  return { writes, upload, onSaved };
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

  it("uploads the own picture to the 'edited' path and shows it pending review", async () => {
    const { writes, upload } = mount();
    await screen.findByLabelText(/^Name/);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'me.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByText('Pending review')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith('u1/uploads/profile_picture/edited/square_original.jpeg', expect.any(File), expect.anything());
    expect(writes).toContainEqual(['users/u1/private/settings', expect.objectContaining({ profile_picture_status: 'PENDING' })]);
  });

  it('refuses a picture that is not JPEG or PNG', async () => {
    const { upload } = mount();
    await screen.findByLabelText(/^Name/);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'me.gif', { type: 'image/gif' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a JPEG or PNG image');
    expect(upload).not.toHaveBeenCalled();
  });
});
