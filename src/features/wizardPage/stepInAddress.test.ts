import { describe, expect, it } from 'vitest';
import { addressWithStep, stepInAddress } from './stepInAddress';

const KEYS = ['details', 'promo', 'lessons', 'review'];

describe('the open step in the address', () => {
  it('reads a step the wizard has, and nothing else', () => {
    expect(stepInAddress('?step=lessons', KEYS)).toBe('lessons');
    expect(stepInAddress('?user_id=u1&step=review', KEYS)).toBe('review');
    expect(stepInAddress('?step=payment', KEYS)).toBeUndefined();
    expect(stepInAddress('', KEYS)).toBeUndefined();
  });

  it('writes the step, keeps other parameters, leaves the first step out and says when nothing changes', () => {
    expect(addressWithStep({ pathname: '/course/edit/c1', search: '' }, 'promo', KEYS)).toBe('/course/edit/c1?step=promo');
    expect(addressWithStep({ pathname: '/retreat/r1', search: '?user_id=u1&step=promo' }, 'review', KEYS)).toBe('/retreat/r1?user_id=u1&step=review');
    expect(addressWithStep({ pathname: '/course/edit/c1', search: '?step=promo' }, 'details', KEYS)).toBe('/course/edit/c1');
    expect(addressWithStep({ pathname: '/course/edit/c1', search: '?step=promo' }, 'promo', KEYS)).toBeNull();
    expect(addressWithStep({ pathname: '/course/edit/c1', search: '' }, 'details', KEYS)).toBeNull();
  });
});
