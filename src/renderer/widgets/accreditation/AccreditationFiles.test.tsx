import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccreditationsApi } from '../../../backend/http/services/accreditations';
import type { AccreditationFile } from '../../../domain/accreditations/accreditationRules';
import { AccreditationContext } from './AccreditationContext';
import { AccreditationFiles } from './AccreditationFiles';
import { accreditationOptions } from './accreditationOptions';

function fakeApi(): AccreditationsApi & { files: AccreditationFile[] } {
  const files: AccreditationFile[] = [];
  return {
    files,
    list: vi.fn(async (category: string) => files.filter((f) => f.category === category)),
    upload: vi.fn(async (category: string, file: File) => {
      const stored = { category, fileName: file.name, remoteFile: `u1/uploads/accreditations/${category}/${file.name}` };
      files.push(stored);
      return stored;
    }),
    remove: vi.fn(async (_category: string, fileName: string) => {
      files.splice(files.findIndex((f) => f.fileName === fileName), 1);
    }),
    previewUrl: vi.fn(async () => 'http://files/x'),
  };
}

function setup(category: string, itemId: string | null = null) {
  const api = fakeApi();
  const onFiles = vi.fn();
  render(
    <MantineProvider env="test">
      <AccreditationContext.Provider value={{ api, itemId }}>
        <AccreditationFiles id="proof" label="Proof" category={category} options={accreditationOptions()} onFiles={onFiles} />
      </AccreditationContext.Provider>
    </MantineProvider>,
  );
  return { api, onFiles, user: userEvent.setup({ applyAccept: false }) };
}

const pdf = (bytes: number, name = 'cert.pdf') => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

vi.setConfig({ testTimeout: 30_000 });

describe('AccreditationFiles', () => {
  // The upload rules (ajv compiling the accreditation schema) load with the first upload; under a loaded
  // test machine that first import outlasts findBy's wait, so it is loaded before the uploads.
  beforeAll(() => import('../../../domain/accreditations/accreditationRules'));

  it('uploads a file, lists it and says so', async () => {
    const { user, onFiles } = setup('yoga');
    await user.upload(screen.getByLabelText('Proof file'), pdf(1000));
    expect(await screen.findByRole('status')).toHaveTextContent('Accreditations uploaded successfully!');
    expect(screen.getByText('cert.pdf')).toBeInTheDocument();
    expect(onFiles).toHaveBeenLastCalledWith([{ category: 'yoga', fileName: 'cert.pdf', remoteFile: 'u1/uploads/accreditations/yoga/cert.pdf' }]);
  });

  it('refuses a file of 5 MB or more before sending it, with the spec message', async () => {
    const { user, api } = setup('teacher');
    await user.upload(screen.getByLabelText('Proof file'), pdf(5_000_000));
    expect(await screen.findByRole('alert')).toHaveTextContent('File upload failed: Ensure your files are under 5MB in size.');
    expect(api.upload).not.toHaveBeenCalled();
  });

  it('waits for the saved item before a copyright file can be uploaded', async () => {
    setup('copyright');
    expect(screen.getByText('Save this step first: the file belongs to the saved item.')).toBeInTheDocument();
  });

  it('thanks for a copyright authorisation once the item exists', async () => {
    const { user, api } = setup('copyright', 'track-1');
    await user.upload(screen.getByLabelText('Proof file'), pdf(1000, 'licence.pdf'));
    expect(await screen.findByRole('status')).toHaveTextContent('Your copyright authorisation uploaded succesfully!');
    expect(api.upload).toHaveBeenCalledWith('copyright', expect.any(File), 'track-1');
  });

  it('deletes after Confirm Deletion and says so', async () => {
    const { user, api } = setup('phd');
    await user.upload(screen.getByLabelText('Proof file'), pdf(1000));
    await screen.findByText('cert.pdf');
    await user.click(screen.getByRole('button', { name: 'Delete cert.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('File deleted successfully!'));
    expect(api.remove).toHaveBeenCalledWith('phd', 'cert.pdf', null);
    expect(screen.queryByText('cert.pdf')).toBeNull();
  });
});
