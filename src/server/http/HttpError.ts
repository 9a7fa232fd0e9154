/** An error the client caused (or may see): its status and message reach the response body as-is. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthenticated = (): HttpError => new HttpError(401, 'Request unauthenticated');
export const permissionDenied = (): HttpError => new HttpError(403, 'Permission denied');
export const notFound = (message = 'Not found'): HttpError => new HttpError(404, message);
export const badRequest = (message: string): HttpError => new HttpError(400, message);
