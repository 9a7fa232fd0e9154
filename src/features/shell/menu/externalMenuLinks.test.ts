import { describe, expect, it } from 'vitest';
import { absoluteLink } from '../../../routes/dashboard/externalLinks';
import { menuEntries } from './menuEntries';
import type { MenuFacts } from './menuFacts';

const approved: MenuFacts = {
  isAdmin: false,
  impersonating: false,
  impersonatorMayManagePayments: false,
  hasUsername: true,
  isApprovedPublisher: true,
  isRetreatAccessible: true,
  canHostLiveStream: false,
  hasCourses: false,
  hasPremiumTracks: false,
  hasEvents: false,
  hasHostedFinishedEvents: false,
  hasWorkshops: false,
};

describe('external menu links (spec 1 §2: Groups, Resources, Feedback, Contact us)', () => {
  it('shows each configured address as an outside entry and hides the ones not configured', () => {
    const entries = menuEntries(approved, { groups: 'https://groups.example.org/', resources: null, feedback: 'https://example.org/feedback', contact: null });
    const outside = entries.filter((e) => e.target.kind === 'external').map((e) => [e.key, e.target.kind === 'external' ? e.target.href : '']);
    expect(outside).toEqual([
      ['groups', 'https://groups.example.org/'],
      ['feedback', 'https://example.org/feedback'],
    ]);
  });

  it('takes only absolute http(s) addresses from the configuration', () => {
    expect(absoluteLink('https://example.org/contact')).toBe('https://example.org/contact');
    expect(absoluteLink('/contact')).toBeNull();
    expect(absoluteLink('javascript:alert(1)')).toBeNull();
    expect(absoluteLink(undefined)).toBeNull();
  });
});
