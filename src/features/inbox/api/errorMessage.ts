/** The server's sentence for a refused call (the service client puts it in the error's message). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
