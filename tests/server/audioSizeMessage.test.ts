import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mediaSchema from '../../schemas/common/media.schema.json';
import { DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { sizeCapMessage } from '../../src/server/files/sizeCapMessage';
import { startTestServer, type TestServer } from './testServer';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ config: { audioMaxMb: 2 } });
  token = await server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password);
});
afterAll(() => server.stop());

const putAudio = async (bytes: number, locale?: string) => {
  const answer = await fetch(`${server.url}/api/files/${DEMO_PUBLISHER.uid}/uploads/big.mp3?category=audio`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'audio/mpeg', ...(locale ? { 'x-locale': locale } : {}) },
    body: new Uint8Array(bytes),
  });
  return { status: answer.status, body: (await answer.json()) as { message: string } };
};

describe("the server's audio size refusal (spec 1 §5 'Audio upload')", () => {
  it("fills the uploader's schema text, not a copy of its own", () => {
    expect(mediaSchema.$defs.audio['x-ui'].options.messages.tooLarge).toBe('Max allowed file size is {n}MB.');
    expect(sizeCapMessage(500)).toBe('Max allowed file size is 500MB.');
  });

  it('refuses an mp3 over the configured cap with that text, in the caller’s language too', async () => {
    expect(await putAudio(2_000_001)).toEqual({ status: 413, body: { message: 'Max allowed file size is 2MB.' } });
    expect(await putAudio(2_000_001, 'ru')).toEqual({ status: 413, body: { message: 'Максимальный размер файла — 2 МБ.' } });
  });
});
