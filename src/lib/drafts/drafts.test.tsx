import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureSource, fixtureWizard, presetData } from '../../../tests/model/fixtureWizard';
import { compileWizard } from '../../engine/compileWizard';
import type { CompiledWizard } from '../../engine/compiledWizard';
import { renderWithTheme } from '../../renderer/testing/renderWithTheme';
import { WizardView } from '../../renderer/WizardView';
import { createDraftStore, draftKey, type WizardDraft } from './draftStore';
import { resumeDraft } from './resumeDraft';
import { useWizardDraft } from './useWizardDraft';

const wizard = fixtureWizard();
const io = { saveStep: vi.fn(async () => ({ itemId: 'f1' })), submit: vi.fn(async () => {}) };

function DraftedWizard({ compiled, store }: { compiled: CompiledWizard; store: ReturnType<typeof createDraftStore> }) {
  const { input, onContext } = useWizardDraft(compiled, { mode: 'create', data: presetData }, store);
  return <WizardView wizard={compiled} io={io} input={input} onContext={onContext} />;
}

beforeEach(() => localStorage.clear());

describe('wizard drafts', () => {
  it('debounces writes and flushes them on demand', () => {
    vi.useFakeTimers();
    const store = createDraftStore(localStorage, { delayMs: 100 });
    const draft: WizardDraft = { version: 'v', itemId: null, data: { title: 'A' }, saved: {}, validated: [], current: 'details', writtenAt: 1 };
    store.write('fixture', draft);
    store.write('fixture', { ...draft, data: { title: 'AB' } });
    expect(localStorage.getItem(draftKey('fixture', null))).toBeNull();
    vi.advanceTimersByTime(100);
    expect(JSON.parse(localStorage.getItem('wizard-draft:fixture:new')!).data).toEqual({ title: 'AB' });
    store.write('fixture', { ...draft, data: { title: 'ABC' } });
    store.flush();
    expect(store.read('fixture', null)?.data).toEqual({ title: 'ABC' });
    vi.useRealTimers();
  });

  it('survives a crashed tab: typed but unsaved text is back after a reload', async () => {
    const store = createDraftStore(localStorage, { delayMs: 0 });
    const user = userEvent.setup();
    const first = renderWithTheme(<DraftedWizard compiled={wizard} store={store} />);
    await user.type(screen.getByLabelText(/^Title/), 'Evening wind down');
    // A keystroke reaches the wizard, and so the draft, after the next paint (WizardView's formChangeBuffer).
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));
    // Already on disk while the page is still open: a crash now (no cleanup code runs) loses nothing.
    expect(createDraftStore(localStorage).read('fixture', null)?.data).toMatchObject({ title: 'Evening wind down' });
    first.unmount();
    // A new page: a new store instance over the same localStorage.
    renderWithTheme(<DraftedWizard compiled={wizard} store={createDraftStore(localStorage)} />);
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Evening wind down');
  });

  it('removes the draft once the server acknowledged everything', async () => {
    const store = createDraftStore(localStorage, { delayMs: 0 });
    const user = userEvent.setup();
    renderWithTheme(<DraftedWizard compiled={wizard} store={store} />);
    await user.type(screen.getByLabelText(/^Title/), 'Evening wind down');
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));
    expect(localStorage.getItem('wizard-draft:fixture:new')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    await screen.findByRole('button', { name: /2\. Media/, current: 'step' });
    expect(localStorage.getItem('wizard-draft:fixture:new')).toBeNull();
    expect(localStorage.getItem('wizard-draft:fixture:f1')).toBeNull();
  });

  it('re-opens and marks steps whose data a changed schema now rejects', () => {
    const source = structuredClone(fixtureSource());
    const details = source['tests/fixtures/wizards/fixture/steps/details.schema.json'] as { properties: { title: { minLength: number } } };
    details.properties.title.minLength = 30;
    const changed = compileWizard(source, 'fixture');
    expect(changed.version).not.toBe(wizard.version);
    const data = { ...presetData, title: 'Morning calm practice', hashtags: ['calm'] };
    const draft: WizardDraft = { version: wizard.version, itemId: 'f1', data, saved: data, validated: ['details', 'media'], current: 'media', writtenAt: 1 };
    const { input, reopened } = resumeDraft(changed, draft, { mode: 'edit', itemId: 'f1' });
    expect(reopened).toEqual(['details']);
    expect(input.validated).toEqual(['media']);
    expect(resumeDraft(wizard, draft, { mode: 'edit' }).reopened).toEqual([]);

    renderWithTheme(<WizardView wizard={changed} io={io} input={input} />);
    const bar = screen.getByRole('navigation', { name: 'Steps' });
    expect(within(within(bar).getByRole('button', { name: /1\. Details/ })).getByRole('img', { name: 'Not yet validated' })).toBeInTheDocument();
    expect(within(within(bar).getByRole('button', { name: /2\. Media/ })).queryByRole('img', { name: 'Not yet validated' })).toBeNull();
  });
});
