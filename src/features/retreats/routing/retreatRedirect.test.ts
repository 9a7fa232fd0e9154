import { describe, expect, it } from 'vitest';
import { retreatRedirect } from './retreatRedirect';

describe('retreatRedirect (spec 2 §2)', () => {
  it.each([
    ['cannot be loaded → create', null, 'edit', '/retreat/create'],
    ['cannot be loaded, preview → create', null, 'view', '/retreat/create'],
    ['DELETED → list', { status: 'DELETED', can_edit: false }, 'edit', '/retreats'],
    ['DELETED preview → list', { status: 'DELETED', can_edit: false }, 'view', '/retreats'],
    ['APPROVED with sales, publisher → list', { status: 'APPROVED', can_edit: false }, 'edit', '/retreats'],
    ['APPROVED with sales, preview opens', { status: 'APPROVED', can_edit: false }, 'view', null],
    ['APPROVED with sales, admin edits', { status: 'APPROVED', can_edit: true }, 'edit', null],
    ['a draft opens', { status: 'DRAFT', can_edit: true }, 'edit', null],
  ] as const)('%s', (_name, access, route, to) => {
    expect(retreatRedirect(access, route)).toBe(to);
  });
});
