import { describe, expect, it } from 'vitest';
import { SAVE_OUTCOMES } from './saveOutcomes';

const onlyFieldsChanged = SAVE_OUTCOMES.onlyFieldsChanged!;
// The track's snippet-only save (spec 1 §4): a published FREE_AUDIO track whose only change is its snippet.
const when = { fields: ['snippet'], statuses: ['PUBLISHED'], variants: ['FREE_AUDIO'] };
const saved = { title: 'Rain', snippet: 'a.mp3' };
const input = { stepKey: 'media', ownedFields: ['title', 'snippet'], saved, status: 'PUBLISHED', variant: 'FREE_AUDIO' };

describe('onlyFieldsChanged', () => {
  it('applies when the watched field is the only change', () => {
    expect(onlyFieldsChanged({ ...input, data: { ...saved, snippet: 'b.mp3' } }, when)).toBe(true);
  });

  it.each([
    ['nothing changed', { data: saved }],
    ['another field changed too', { data: { title: 'Rain at night', snippet: 'b.mp3' } }],
    ['the item is not published', { data: { ...saved, snippet: 'b.mp3' }, status: 'DRAFT' }],
    ['another variant', { data: { ...saved, snippet: 'b.mp3' }, variant: 'PREMIUM_AUDIO' }],
  ])('does not apply when %s', (_why, change) => {
    expect(onlyFieldsChanged({ ...input, ...change }, when)).toBe(false);
  });
});
