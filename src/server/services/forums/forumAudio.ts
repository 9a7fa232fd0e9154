import { generateId } from '../../db/DocumentStore';
import { badRequest } from '../../http/HttpError';
import type { FilesPort } from '../../ports/files';

const MB = 1_000_000;
/** A voice reply of a few minutes is well under this; the cap keeps one upload from filling the disk. */
export const VOICE_REPLY_MAX_BYTES = 10 * MB;

/** Where the caller's recordings for a post are kept: under their own uploads, so the files API lets only them read. */
export const voiceReplyFolder = (uid: string, postId: string) => [uid, 'uploads', 'forums', postId];

/** Stores a WebM recording (MediaRecorder's format) for a reply; answers its path, the reply's audio_url. */
export async function saveVoiceReply(files: FilesPort, uid: string, postId: string, req: Parameters<FilesPort['save']>[1]): Promise<string> {
  const segments = [...voiceReplyFolder(uid, postId), `${generateId()}.webm`];
  await files.save(segments, req, {
    maxBytes: VOICE_REPLY_MAX_BYTES,
    tooLargeMessage: 'Max allowed file size is 10MB.',
    types: ['audio/webm'],
    typeMessage: 'A voice reply must be a WebM recording.',
  });
  return segments.join('/');
}

/** An AUDIO reply must name a recording the caller uploaded for this very post. */
export async function checkVoiceReply(files: FilesPort, uid: string, postId: string, audioUrl: string): Promise<void> {
  const folder = voiceReplyFolder(uid, postId).join('/') + '/';
  const name = audioUrl.slice(folder.length);
  if (!audioUrl.startsWith(folder) || name === '' || name.includes('/')) throw badRequest('Please record a reply');
  await files.describe(audioUrl.split('/')).catch(() => {
    throw badRequest('Please record a reply');
  });
}
