import { describe, expect, it } from 'vitest';
import type { StoredFile } from '../../backend/ports';
import { notFound } from '../http/HttpError';
import { removeUploadedFiles, uploadedFiles } from './libraryItemsFiles';

describe('uploadedFiles', () => {
  it('finds each of the owner’s upload paths once, at any depth, and nothing else', () => {
    const course = {
      course_image: { fileName: 'original.jpeg', remoteFile: 'u1/uploads/courses/c/original.jpeg', url: '/files/u1/uploads/courses/c/square.jpeg?sig=x' },
      intro_audio: { remoteFile: '/u1/uploads/courses/c/intro.mp3' },
      title: 'u1/uploads is only text here',
    };
    const lesson = { audio_file_path: 'u1/uploads/courses/c/lessons/a.mp3', audio: { remoteFile: 'u1/uploads/courses/c/lessons/a.mp3' } };
    const foreign = { remoteFile: 'u2/uploads/courses/c/intro.mp3', sneaky: 'u1/uploads/../../u2/uploads/x.mp3' };
    expect(uploadedFiles('u1', [course, lesson, foreign, undefined])).toEqual([
      'u1/uploads/courses/c/original.jpeg',
      'u1/uploads/courses/c/intro.mp3',
      'u1/uploads/courses/c/lessons/a.mp3',
    ]);
  });
});

describe('removeUploadedFiles', () => {
  const file = (name: string): StoredFile => ({ name, fullPath: name, size: 1, contentType: 'image/jpeg', updatedAt: '' });

  it('deletes the referenced files and an image original’s crops, skips missing files and logs other failures', async () => {
    const deleted: string[] = [];
    const warnings: string[] = [];
    const files = {
      list: async () => ['original.jpeg', 'square.jpeg', 'rectangle.jpeg', 'portrait.jpeg', 'notes.txt'].map(file),
      delete: async (segments: string[]) => {
        const path = segments.join('/');
        if (path.endsWith('gone.mp3')) throw notFound('File not found');
        if (path.endsWith('locked.mp3')) throw new Error('EACCES');
        deleted.push(path);
      },
    };
    await removeUploadedFiles(files, { warn: (m) => warnings.push(m) }, ['u1/uploads/c/original.jpeg', 'u1/uploads/c/gone.mp3', 'u1/uploads/c/locked.mp3']);
    expect(deleted.sort()).toEqual(['u1/uploads/c/original.jpeg', 'u1/uploads/c/portrait.jpeg', 'u1/uploads/c/rectangle.jpeg', 'u1/uploads/c/square.jpeg']);
    expect(warnings).toEqual(['Could not delete the file u1/uploads/c/locked.mp3 of a deleted library item: Error: EACCES']);
  });
});
