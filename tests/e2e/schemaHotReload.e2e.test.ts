import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { compileWizard } from '../../src/engine/compileWizard';
import { loadSchemasFromDisk } from '../../src/engine/loadSchemasFromDisk';
import { DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { launchChromium } from './chromium';
import { pickFirstTopic, signIn } from './dashboardSteps';
import { callJson, tokenFor } from './serviceCalls';

// `npm run dev` as staff run it (Vite middleware in the embedded server, real Chromium), pointed at a
// copy of the schemas: the test edits files on disk, never the project's schemas/.
const skipReason = inject('skipReason');
const ROOT = process.cwd();
const DETAILS = 'schemas/wizards/course/steps/details.schema.json';
const COURSES = '/svc/teacherDashboard/api/v1/publishers/courses';
// 11 characters: passes the course title's minimum of 10, not a minimum of 12.
const TITLE = 'Calm breath';
const NEW_MESSAGE = 'A course title needs 12 characters or more';
const LONG = 'A gentle course of short morning practices that build one small skill a day: breath, body, intention. '.repeat(3);

interface DevServer {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

function startDevServer(schemaRoot: string, dataDir: string): Promise<DevServer> {
  const child: ChildProcess = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['src/server/main.ts', '--dev', '--port', '0', '--data', dataDir, '--schema-root', schemaRoot], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => void stop().then(() => reject(new Error(`No URL from the dev server:\n${output}`))), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ url: match[1], output: () => output, stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The dev server exited with ${code}:\n${output}`)));
  });
}

async function fillDetails(page: Page) {
  await page.getByRole('textbox', { name: /^Title( \*)?$/ }).fill(TITLE);
  await page.getByRole('textbox', { name: /^Subtitle/ }).fill('Short daily practices to begin the morning with a settled and clear mind');
  await page.getByRole('textbox', { name: /^Long description/ }).fill(LONG);
  await page.getByText('Meditation practice', { exact: true }).click();
  await pickFirstTopic(page, 'Benefits');
  await pickFirstTopic(page, 'Origins');
  // In the page, not the side menu's language switcher (which offers "English" too).
  await page.getByRole('main').getByLabel(/^Language/).click();
  await page.getByRole('listbox').getByRole('option', { name: 'English' }).click();
  await page.getByRole('textbox', { name: /^Course introduction/ }).fill(LONG);
}

describe.skipIf(skipReason !== '')('schema edits in npm run dev', () => {
  const schemaRoot = mkdtempSync(join(tmpdir(), 'hot-schemas-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'hot-data-'));
  const detailsFile = join(schemaRoot, DETAILS);
  let server: DevServer;
  let browser: Browser;
  let page: Page;
  let token = '';
  let courseId = '';
  let detailsFields: string[] = [];

  const readDetails = () => JSON.parse(readFileSync(detailsFile, 'utf8')) as { properties: { title: Record<string, unknown> & { errorMessage: Record<string, string> } } };
  const writeDetails = (edit: (schema: ReturnType<typeof readDetails>) => void) => {
    const schema = readDetails();
    edit(schema);
    writeFileSync(detailsFile, `${JSON.stringify(schema, null, 2)}\n`);
  };
  // The course as saved, sent again as the details step: what the server thinks of that same data now.
  const saveDetailsAgain = async (title: string) => {
    const course = await callJson(server.url, 'GET', `${COURSES}/${courseId}`, undefined, token);
    const data = (course.data.data as { data: Record<string, unknown> }).data;
    const fields = Object.fromEntries(detailsFields.filter((f) => f in data).map((f) => [f, data[f]]));
    return callJson(server.url, 'PUT', `${COURSES}/${courseId}/steps/details`, { ...fields, title }, token);
  };
  const titleErrors = (answer: { data: Record<string, unknown> }) => JSON.stringify(answer.data);
  // The browser says so when it applied a change (the dev server pushes it after the server took it).
  const nextUpdate = () => page.waitForEvent('console', { predicate: (message) => message.text().startsWith('[schemas] hot updated'), timeout: 20_000 });

  beforeAll(async () => {
    cpSync(join(ROOT, 'schemas'), join(schemaRoot, 'schemas'), { recursive: true });
    detailsFields = compileWizard(loadSchemasFromDisk(schemaRoot), 'course').stepFields('details');
    server = await startDevServer(schemaRoot, dataDir);
    token = await tokenFor(server.url, DEMO_PUBLISHER);
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // The first page of a dev server waits for Vite to bundle the dependencies.
    page.setDefaultTimeout(90_000);
    mkdirSync('test-results', { recursive: true });
  }, 240_000);

  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await page?.screenshot({ path: `test-results/e2e-hot-reload-failure-${context.task.id}.png`, fullPage: true });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(schemaRoot, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a new limit and message reach the open step on the next Save & Next and the server at once, without a reload', async () => {
    await signIn(page, server.url, DEMO_PUBLISHER);
    await page.goto(`${server.url}/course/create`);
    await page.getByRole('heading', { name: 'Details' }).waitFor();
    page.setDefaultTimeout(15_000);
    await fillDetails(page);
    const firstSave = page.waitForRequest((request) => /\/courses\/[^/]+\/steps\/details$/.test(request.url()));
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await page.getByRole('heading', { name: 'Promo' }).waitFor();
    courseId = /\/courses\/([^/]+)\/steps/.exec((await firstSave).url())?.[1] ?? '';
    // Under the rule as it was, the server takes the 11-character title.
    expect((await saveDetailsAgain(TITLE)).status).toBe(200);
    await page.getByRole('button', { name: /^1\. Details/ }).click();
    await page.getByRole('heading', { name: 'Details' }).waitFor();
    const loads = { count: 0 };
    page.on('load', () => loads.count++);

    const updated = nextUpdate();
    const wrote = performance.now();
    writeDetails((schema) => {
      schema.properties.title.minLength = 12;
      schema.properties.title.errorMessage.minLength = NEW_MESSAGE;
    });
    await updated;
    const browserHad = performance.now() - wrote;
    const refused = await saveDetailsAgain(TITLE);
    const serverAgreed = performance.now() - wrote;
    expect(refused.status).toBe(400);
    expect(titleErrors(refused)).toContain(NEW_MESSAGE);
    // The typed title is still in the field, and the open step now judges it by the new rule.
    await expect.poll(() => page.getByRole('textbox', { name: /^Title( \*)?$/ }).inputValue()).toBe(TITLE);
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await page.getByText(NEW_MESSAGE).waitFor();
    const shown = performance.now() - wrote;
    await expect.poll(() => page.getByRole('heading', { name: 'Details' }).isVisible()).toBe(true);
    expect(loads.count).toBe(0);
    await page.screenshot({ path: 'test-results/e2e-hot-reload-new-message.png', fullPage: true });
    const serverLine = /Schemas: .*\(\d+ ms\)\./.exec(server.output())?.[0] ?? '(no log line)';
    console.log(`Schema hot reload round trip: browser had the new rules after ${Math.round(browserHad)} ms, the server refused by them at ${Math.round(serverAgreed)} ms, the message showed after Save & Next at ${Math.round(shown)} ms. Server: ${serverLine}`);
    // A title the new rule takes goes through on both sides.
    await page.getByRole('textbox', { name: /^Title( \*)?$/ }).fill('Calm breathing');
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await page.getByRole('heading', { name: 'Promo' }).waitFor();
  }, 120_000);

  it('a schema mistake shows as Vite’s overlay with file, pointer and message while the server keeps the last good rules; the fix brings the form back', async () => {
    await page.getByRole('button', { name: /^1\. Details/ }).click();
    await page.getByRole('heading', { name: 'Details' }).waitFor();
    writeDetails((schema) => {
      schema.properties.title.minLength = 'twelve';
    });
    const overlay = page.locator('vite-error-overlay');
    await overlay.waitFor();
    await overlay.getByText(/details\.schema\.json#\/properties\/title\/minLength: must be integer/).waitFor();
    await page.screenshot({ path: 'test-results/e2e-hot-reload-overlay.png', fullPage: true });
    // The server keeps the last good compile: 12 characters at least, with the new message.
    const meanwhile = await saveDetailsAgain(TITLE);
    expect(meanwhile.status).toBe(400);
    expect(titleErrors(meanwhile)).toContain(NEW_MESSAGE);
    expect(server.output()).toContain('properties/title/minLength: must be integer');

    const updated = nextUpdate();
    writeDetails((schema) => {
      schema.properties.title.minLength = 10;
      schema.properties.title.errorMessage.minLength = 'Title must be at least 10 characters';
    });
    await updated;
    await overlay.waitFor({ state: 'detached' });
    await page.getByRole('textbox', { name: /^Title( \*)?$/ }).waitFor();
    expect((await saveDetailsAgain(TITLE)).status).toBe(200);
    await page.getByRole('textbox', { name: /^Title( \*)?$/ }).fill(TITLE);
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await page.getByRole('heading', { name: 'Promo' }).waitFor();
  }, 120_000);
});
