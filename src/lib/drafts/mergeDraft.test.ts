import { describe, expect, it } from 'vitest';
import type { WizardDraft } from './draftStore';
import { mergeDraft, unsavedFields } from './mergeDraft';

const draft = (data: Record<string, unknown>, saved: Record<string, unknown>): WizardDraft => ({ version: 'v', itemId: 'c1', data, saved, validated: [], current: 'details', writtenAt: 1 });

describe('mergeDraft', () => {
  it('counts blank form fills as nothing unsaved', () => {
    expect(unsavedFields({ title: 'A', tags: [], lang: { name: '' } }, { title: 'A' })).toEqual([]);
    expect(unsavedFields({ title: 'B', tags: ['x'] }, { title: 'A' })).toEqual(['title', 'tags']);
  });

  it("lays the user's unsaved fields over the server's data", () => {
    const merged = mergeDraft(draft({ title: 'Typed', subtitle: 'Same' }, { title: 'Old', subtitle: 'Same' }), { title: 'Old', subtitle: 'Same', image: 'i' });
    expect(merged).toEqual({ data: { title: 'Typed', subtitle: 'Same', image: 'i' }, restored: ['title'] });
  });

  it('keeps a value the server got after the draft was taken, and restores where the server has none', () => {
    const merged = mergeDraft(draft({ title: 'Typed', timing: 'AFTER' }, { title: 'Old', timing: 'SOON' }), { title: 'Saved elsewhere' });
    expect(merged).toEqual({ data: { title: 'Saved elsewhere', timing: 'AFTER' }, restored: ['timing'] });
  });

  it('restores a field the user cleared', () => {
    expect(mergeDraft(draft({}, { tags: ['a'] }), { tags: ['a'], title: 'T' })).toEqual({ data: { title: 'T' }, restored: ['tags'] });
  });
});
