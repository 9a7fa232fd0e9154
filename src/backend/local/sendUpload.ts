import { BackendError } from '../backendError';
import type { UploadProgress } from '../ports';
import { errorFrom } from './transport';

export interface UploadRequest {
  url: string;
  file: Blob;
  headers: Record<string, string>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** Chunk size of the Node upload stream: small enough that progress moves and an abort lands mid-file. */
const CHUNK_BYTES = 64 * 1024;

/**
 * PUTs the bytes with upload progress: XMLHttpRequest in browsers (fetch cannot report upload
 * progress there), a counted chunk stream through fetch in Node. Aborting rejects with code 'aborted'.
 */
export function sendUpload(request: UploadRequest, fetchImpl: typeof fetch): Promise<Response> {
  if (request.signal?.aborted) return Promise.reject(aborted());
  if (typeof XMLHttpRequest !== 'undefined') return sendWithXhr(request);
  return sendWithStream(request, fetchImpl);
}

async function sendWithStream(request: UploadRequest, fetchImpl: typeof fetch): Promise<Response> {
  const { file, onProgress } = request;
  let offset = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (offset >= file.size) {
          controller.close();
          return;
        }
        const chunk = new Uint8Array(await file.slice(offset, offset + CHUNK_BYTES).arrayBuffer());
        offset += chunk.byteLength;
        controller.enqueue(chunk);
        onProgress?.({ bytesTransferred: offset, totalBytes: file.size });
      },
    },
    { highWaterMark: 0 },
  );
  let response: Response;
  try {
    response = await fetchImpl(request.url, {
      method: 'PUT',
      headers: { ...request.headers, 'content-length': String(file.size) },
      body,
      signal: request.signal,
      // Node's fetch needs half duplex to send a stream body.
      duplex: 'half',
    } as RequestInit);
  } catch (error) {
    if (request.signal?.aborted) throw aborted();
    throw new BackendError('unavailable', `The upload could not reach the server (${String(error)})`);
  }
  if (!response.ok) throw await errorFrom(response);
  return response;
}

function sendWithXhr(request: UploadRequest): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', request.url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onProgress?.({ bytesTransferred: event.loaded, totalBytes: event.total });
    };
    const onAbort = () => xhr.abort();
    request.signal?.addEventListener('abort', onAbort, { once: true });
    xhr.onloadend = () => request.signal?.removeEventListener('abort', onAbort);
    xhr.onabort = () => reject(aborted());
    xhr.onerror = () => reject(new BackendError('unavailable', 'The upload could not reach the server'));
    xhr.onload = () => {
      const response = new Response(xhr.status === 204 ? null : xhr.responseText, {
        status: xhr.status,
        statusText: xhr.statusText,
        headers: { 'content-type': xhr.getResponseHeader('content-type') ?? 'application/json' },
      });
      if (response.ok) resolve(response);
      else void errorFrom(response).then(reject);
    };
    xhr.send(request.file);
  });
}

function aborted(): BackendError {
  return new BackendError('aborted', 'The upload was cancelled');
}
