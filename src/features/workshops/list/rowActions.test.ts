import { describe, expect, it } from 'vitest';
import { rowActions } from './rowActions';

describe('rowActions: what a shop list row offers', () => {
  it.each([
    ['WORKSHOP', 'PENDING', false, ['edit', 'duplicate', 'delete']],
    ['WORKSHOP', 'APPROVED', false, ['edit', 'duplicate', 'toEditorialCard']],
    ['WORKSHOP', 'CANCELLED', false, ['duplicate']],
    ['WORKSHOP_RECORDING', 'PENDING', false, ['edit', 'delete']],
    ['B2B_WORKSHOP_PROMO', 'APPROVED', false, ['edit', 'toEditorialCard']],
    ['WORKSHOP', 'PENDING', true, ['edit', 'duplicate', 'APPROVE', 'REJECT', 'CANCEL', 'delete']],
    ['WORKSHOP_RECORDING', 'APPROVED', true, ['edit', 'toEditorialCard', 'CANCEL']],
    ['WORKSHOP', 'DELETED', true, []],
    ['WORKSHOP', 'SOMETHING', true, []],
  ] as const)('%s %s (admin %s): %j', (type, status, isAdmin, expected) => {
    expect(rowActions({ type, status }, { isAdmin })).toEqual(expected);
  });
});
