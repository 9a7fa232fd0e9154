import { describe, expect, it } from 'vitest';
import { deleteImageSet, saveImageSet } from '../../lib/media/imageSetStorage';
import { fakeFiles } from '../../renderer/widgets/media/testing/fakeFiles';
import { profilePictureFiles } from './profilePictureFiles';

const folder = 'u1/uploads/profile_picture/edited';
const crops = { square: new Blob(['s']), rectangle: new Blob(['r']), portrait: new Blob(['p']) };
const original = { blob: new Blob(['o']), mime: 'image/png', width: 1600, height: 1600 };

describe('profile picture files', () => {
  it('stores the square crop as square_original.jpeg and points the preview at it', async () => {
    const fake = fakeFiles();
    const value = await saveImageSet(profilePictureFiles(fake.files, folder), folder, crops, original);
    expect([...fake.stored.keys()].map((path) => path.slice(folder.length + 1)).sort()).toEqual(['original.jpeg', 'portrait.jpeg', 'rectangle.jpeg', 'square_original.jpeg']);
    expect(value.url?.startsWith(`http://files.test/${folder}/square_original.jpeg?v=`)).toBe(true);
  });

  it('deletes the picture with the other crops and keeps the original', async () => {
    const fake = fakeFiles();
    const files = profilePictureFiles(fake.files, folder);
    await saveImageSet(files, folder, crops, original);
    await deleteImageSet(files, folder);
    expect(fake.calls.filter((call) => call.startsWith('delete'))).toEqual([
      `delete ${folder}/portrait.jpeg`,
      `delete ${folder}/rectangle.jpeg`,
      `delete ${folder}/square_original.jpeg`,
    ]);
    expect([...fake.stored.keys()]).toEqual([`${folder}/original.jpeg`]);
  });
});
