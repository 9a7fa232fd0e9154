import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localCalendarDate } from '../../../../machines/libraryItemStatus';
import { VALID } from '../../../../tests/server/coursesRuleTable';
import { renderCourseApp } from '../../../../tests/model/courseWizardTestApp';
import type { WizardIo } from '../../../engine/buildWizardMachineIo';
import { compileWizard } from '../../../engine/compileWizard';
import type { CompiledWizard } from '../../../engine/compiledWizard';
import { loadSchemasFromDisk } from '../../../engine/loadSchemasFromDisk';
import { createDraftStore } from '../../../lib/drafts/draftStore';
import { CourseDraftWizard, DISCARD_DRAFT, DRAFT_RESTORED } from './CourseDraftWizard';
import { courseWizardInput } from './courseWizardInput';
import { SAVE_FAILED } from './courseWizardIo';
import { UNSAVED_CHANGES } from '../../../renderer/WizardView';
import { withCourseRules } from './withCourseRules';

const source = loadSchemasFromDisk();
const rules = (compiled: CompiledWizard) => withCourseRules(compiled, { status: 'DRAFT', today: localCalendarDate(new Date()) });
const wizard = rules(compileWizard(source, 'course'));
const course = { id: 'c1', status: 'DRAFT', data: { ...VALID.details, ...VALID.promo, ...VALID.lessons } };
const ok: WizardIo = { saveStep: async () => ({ itemId: 'c1' }), submit: async () => {} };
const failing: WizardIo = { saveStep: async () => Promise.reject(new Error(SAVE_FAILED)), submit: async () => {} };
const onDiscarded = vi.fn();

/** A page open: a new store over the same localStorage, as after a reload or a crash. */
function openWizard({ compiled = wizard, io = ok, existing = true } = {}) {
  const store = createDraftStore(localStorage, { delayMs: 0 });
  const base = courseWizardInput(compiled, existing ? course : null);
  renderCourseApp(() => <CourseDraftWizard wizard={compiled} io={io} base={base} store={store} onDone={() => {}} onDiscarded={onDiscarded} />);
}

const stored = (item: string) => {
  const raw = localStorage.getItem(`wizard-draft:course:${item}`);
  return raw ? (JSON.parse(raw) as { data: Record<string, unknown>; saved: Record<string, unknown>; validated: string[] }) : null;
};
const titleField = () => screen.findByLabelText(/^Title( \*)?$/);
// A keystroke reaches the wizard (and so the draft) after the next paint (WizardView's formChangeBuffer): the
// draft is on disk one frame after the last key, then the store's own write.
const onDisk = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));
const steps = () => within(screen.getByRole('navigation', { name: 'Steps' }));

beforeEach(() => {
  localStorage.clear();
  onDiscarded.mockClear();
});

/** The live region (role status) holding `text`: several status regions may be on the page. */
function noticeSaying(text: string): HTMLElement {
  const notice = screen.getAllByRole('status').find((region) => region.textContent?.includes(text));
  if (!notice) throw new Error(`No status region says "${text}"`);
  return notice;
}

describe('course wizard drafts', () => {
  it('a new course: typed Details text is back after a crash, with the restored notice; discarding drops it', async () => {
    openWizard({ existing: false });
    const user = userEvent.setup();
    expect(screen.queryByText(DRAFT_RESTORED)).toBeNull();
    await user.type(await titleField(), 'Slow mornings at home');
    await onDisk();
    // On disk while the page is open: a crash now (no cleanup code runs) loses nothing.
    expect(stored('new')?.data.title).toBe('Slow mornings at home');
    cleanup();

    openWizard({ existing: false });
    expect(await titleField()).toHaveValue('Slow mornings at home');
    // The notice is a polite live region; chips fields keep empty ones of their own.
    const notice = noticeSaying(DRAFT_RESTORED);
    await user.click(within(notice).getByRole('button', { name: DISCARD_DRAFT }));
    expect(onDiscarded).toHaveBeenCalledTimes(1);
    expect(stored('new')).toBeNull();
  }, 20_000);

  it('leaving with Discard drops the draft: the edits do not come back as restored on the next visit', async () => {
    openWizard();
    const user = userEvent.setup();
    const title = await titleField();
    await user.clear(title);
    await user.type(title, 'Quiet evenings for everyone');
    await onDisk();
    expect(stored('c1')?.data.title).toBe('Quiet evenings for everyone');
    await user.click(screen.getByRole('link', { name: 'Go to courses' }));
    await screen.findByRole('dialog', { name: UNSAVED_CHANGES });
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await screen.findByText('Courses list');
    await onDisk();
    expect(stored('c1')).toBeNull();
    cleanup();

    openWizard();
    expect(await titleField()).toHaveValue(String(course.data.title));
    expect(screen.queryByText(DRAFT_RESTORED)).toBeNull();
  }, 20_000);

  it('a page opened with nothing typed restores nothing and shows no notice', async () => {
    openWizard({ existing: false });
    await titleField();
    await onDisk();
    cleanup();
    openWizard({ existing: false });
    expect(await titleField()).toHaveValue('');
    expect(screen.queryByText(DRAFT_RESTORED)).toBeNull();
  });

  it('a failed save keeps the draft and the user on the step with the error; the text is back after a reload', async () => {
    openWizard({ io: failing });
    const user = userEvent.setup();
    const title = await titleField();
    await user.clear(title);
    await user.type(title, 'Quiet evenings for everyone');
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SAVE_FAILED);
    expect(steps().getByRole('button', { name: /^1\. Details/, current: 'step' })).toBeInTheDocument();
    await onDisk();
    expect(stored('c1')?.data.title).toBe('Quiet evenings for everyone');
    cleanup();

    openWizard();
    expect(await titleField()).toHaveValue('Quiet evenings for everyone');
    expect(noticeSaying(DRAFT_RESTORED)).toBeInTheDocument();
  }, 20_000);

  it("a successful save drops the step's fields from the draft, and the draft once nothing is unsaved", async () => {
    openWizard();
    const user = userEvent.setup();
    const title = await titleField();
    await user.clear(title);
    await user.type(title, 'Quiet evenings for everyone');
    await onDisk();
    expect(stored('c1')?.data.title).toBe('Quiet evenings for everyone');
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    await screen.findByRole('button', { name: /^2\. Promo/, current: 'step' });
    await onDisk();
    expect(stored('c1')).toBeNull();

    await user.click(screen.getByLabelText('On this date'));
    await onDisk();
    const draft = stored('c1')!;
    expect(draft.data.selected_publish_after).toBe('AFTER');
    // Details is on the server now: only Promo's change is unsaved.
    expect(draft.saved.title).toBe('Quiet evenings for everyone');
    cleanup();
    openWizard();
    expect(await screen.findByLabelText('On this date')).toBeChecked();
  }, 20_000);

  it('a draft from an older schema version re-opens the steps the new schemas reject', async () => {
    const changedSource = structuredClone(source);
    const details = changedSource['schemas/wizards/course/steps/details.schema.json'] as { properties: { title: { minLength: number } } };
    details.properties.title.minLength = 40;
    const changed = rules(compileWizard(changedSource, 'course'));
    expect(changed.version).not.toBe(wizard.version);
    const data = { ...course.data, short_description: `${String(course.data.short_description)} More.` };
    localStorage.setItem(
      'wizard-draft:course:c1',
      JSON.stringify({ version: wizard.version, itemId: 'c1', data, saved: course.data, validated: ['details', 'promo', 'lessons'], current: 'details', writtenAt: 1 }),
    );
    openWizard({ compiled: changed });
    await screen.findByText(DRAFT_RESTORED);
    const marker = (name: RegExp) => within(steps().getByRole('button', { name })).queryByRole('img', { name: 'Not yet validated' });
    expect(marker(/^1\. Details/)).toBeInTheDocument();
    expect(marker(/^2\. Promo/)).toBeNull();
    expect(screen.getByLabelText(/^Subtitle|Short description/)).toHaveValue(data.short_description);
  }, 20_000);
});
