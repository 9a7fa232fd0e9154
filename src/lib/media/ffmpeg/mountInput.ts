import { FFFSType, type FFmpeg } from '@ffmpeg/ffmpeg';

let mounts = 0;

/**
 * Makes the picked file readable by ffmpeg without copying it into the wasm heap (WORKERFS reads the
 * Blob lazily from the worker), runs the job, then unmounts. Large inputs would otherwise be held
 * twice in memory (the page's File and the heap's copy).
 */
export async function withMountedInput<T>(ffmpeg: FFmpeg, file: Blob, name: string, job: (inputPath: string) => Promise<T>): Promise<T> {
  const mountPoint = `/input-${++mounts}`;
  await ffmpeg.createDir(mountPoint);
  const named = file instanceof File && file.name === name ? file : new File([file], name, { type: file.type });
  await ffmpeg.mount(FFFSType.WORKERFS, { files: [named] }, mountPoint);
  try {
    return await job(`${mountPoint}/${name}`);
  } finally {
    await ffmpeg.unmount(mountPoint);
    await ffmpeg.deleteDir(mountPoint);
  }
}
