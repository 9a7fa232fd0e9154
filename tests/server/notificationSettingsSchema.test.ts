import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileWizard } from '../../src/engine/compileWizard';
import { loadSchemasFromDisk } from '../../src/engine/loadSchemasFromDisk';
import { SqliteDocumentStore, type DocumentStore } from '../../src/server/db/DocumentStore';
import { openDatabase, type Db } from '../../src/server/db/openDatabase';
import { DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { startTestServer, type TestServer } from './testServer';

// Issue 18: the notification preferences (users/{uid}/private/settings notification_settings) are checked
// by the server against the same schema the /account-settings form draws, with that schema's messages.

const SETTINGS = `users/${DEMO_PUBLISHER.uid}/private/settings`;
const schema = JSON.parse(readFileSync('schemas/wizards/account-settings/steps/notifications.schema.json', 'utf8')) as {
  properties: Record<string, { errorMessage: string }>;
  errorMessage: { type: string; additionalProperties: string };
};
const NOT_A_SWITCH = schema.properties.email!.errorMessage;
const UNKNOWN = schema.errorMessage.additionalProperties;
const NOT_AN_OBJECT = schema.errorMessage.type;

let server: TestServer;
let db: Db;
let store: DocumentStore;
let token = '';
const stored = () => db.prepare<[string], { data: string }>('SELECT data FROM documents WHERE path = ?').get(SETTINGS)?.data;

beforeAll(async () => {
  server = await startTestServer();
  db = openDatabase(server.dataDir);
  store = new SqliteDocumentStore(db);
  token = await server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password);
});
afterAll(async () => {
  db.close();
  await server.stop();
});

describe('notification settings on the server', () => {
  it('the messages are the schema texts the browser shows', () => {
    expect(NOT_A_SWITCH).toBe('Please turn this setting on or off');
    expect(UNKNOWN).toBe('This is not one of the notification settings');
    // The browser's form checks the same step: a value that is not a switch gets the same text there.
    const wizard = compileWizard(loadSchemasFromDisk(), 'account-settings');
    expect(wizard.validateStep('notifications', { push: 'yes' })).toEqual([expect.objectContaining({ pointer: '/push', message: NOT_A_SWITCH })]);
  });

  it('firestore.rules allows exactly the schema\'s switches (the rules cannot read the schema)', () => {
    const rules = readFileSync('firestore.rules', 'utf8');
    const listed = /function isNotificationSettings\(value\) \{\s*return isFlagMap\(value\) && value\.keys\(\)\.hasOnly\(\[([^\]]*)\]\)/.exec(rules)?.[1];
    expect(listed?.split(',').map((key) => key.trim().replace(/'/g, ''))).toEqual(Object.keys(schema.properties));
    expect(rules).toContain('isNotificationSettings(data.notification_settings)');
  });

  it('stores every switch the schema knows, true or false', async () => {
    const flags = { email: false, push: true, new_review: true, new_donation: false, new_follower: true, weekly_summary: false };
    const answer = await server.call('PUT', `/api/docs/${SETTINGS}`, { token, body: { data: { notification_settings: flags }, merge: true } });
    expect(answer.status).toBe(200);
    expect((await store.get(SETTINGS))!.data.notification_settings).toEqual(flags);
    const patched = await server.call('PATCH', `/api/docs/${SETTINGS}`, { token, body: { data: { 'notification_settings.new_follower': false } } });
    expect(patched.status).toBe(200);
    expect((await store.get(SETTINGS))!.data.notification_settings).toMatchObject({ new_follower: false, email: false });
  });

  it.each<[string, 'PUT' | 'PATCH', Record<string, unknown>, string]>([
    ['a value that is not true or false', 'PUT', { notification_settings: { email: 'always' } }, NOT_A_SWITCH],
    ['a number for a switch', 'PUT', { notification_settings: { weekly_summary: 1 } }, NOT_A_SWITCH],
    ['a setting the schema does not have', 'PUT', { notification_settings: { email: true, sms: true } }, UNKNOWN],
    ['a list instead of switches', 'PUT', { notification_settings: [true, false] }, NOT_AN_OBJECT],
    ['a text instead of switches', 'PUT', { notification_settings: 'all' }, NOT_AN_OBJECT],
    ['one unknown switch patched in', 'PATCH', { 'notification_settings.sms': true }, UNKNOWN],
    ['one switch patched to text', 'PATCH', { 'notification_settings.push': 'off' }, NOT_A_SWITCH],
  ])('refuses %s with 400 and the schema message, storing nothing', async (_name, method, data, message) => {
    const before = stored();
    const body = method === 'PUT' ? { data, merge: true } : { data };
    const answer = await server.call(method, `/api/docs/${SETTINGS}`, { token, body });
    expect(answer).toMatchObject({ status: 400, body: { message } });
    expect(stored()).toBe(before);
  });
});
