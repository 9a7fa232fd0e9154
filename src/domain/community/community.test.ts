import { describe, expect, it } from 'vitest';
import { firstNameOf, isGuestName } from './displayName';
import { onTab } from './inboxQuery';
import { isNewSince, notificationDots } from './lastRead';
import { withoutPublisherReply, withPublisherReply } from './replyState';
import { fillSavedReply } from './savedReplies';

describe('the Guest display rule (spec 1 §3)', () => {
  it.each([
    ['', true],
    ['   ', true],
    [null, true],
    ['guest_4411', true],
    ['Guest', true],
    ['user_981', true],
    ['Ana Lima', false],
    ['Guestón', true],
    ['Auguste', false],
    ['User Name', false],
  ])('%j is a guest: %s', (name, guest) => expect(isGuestName(name)).toBe(guest));

  it('takes the first word as the first name, nothing for a guest', () => {
    expect(firstNameOf('  Ana   Lima ')).toBe('Ana');
    expect(firstNameOf('user_12')).toBe('');
  });
});

describe('saved replies', () => {
  it('fills the first name and the item title', () => {
    expect(fillSavedReply('Thank you {first_name}, glad {item_title} helped!', { memberName: 'Ana Lima', itemTitle: 'Calm Mornings' })).toBe(
      'Thank you Ana, glad Calm Mornings helped!',
    );
  });
  it('reads well when the member is a guest', () => {
    expect(fillSavedReply('Thank you {first_name}, and welcome.', { memberName: 'guest_1' })).toBe('Thank you, and welcome.');
  });
  it('leaves unknown braces alone', () => {
    expect(fillSavedReply('{name} stays', { memberName: 'Ana' })).toBe('{name} stays');
  });
});

describe('replies (spec 3 §4)', () => {
  it('sets the flag, the text and the time; deleting resets has_publisher_reply', () => {
    const at = { epoch: 1000, iso_8601_datetime_tz: '1970-01-01T00:00:01.000Z' };
    const replied = withPublisherReply({ id: 'r1', rating: 5 }, '  Thanks!  ', at);
    expect(replied).toEqual({ id: 'r1', rating: 5, has_publisher_reply: true, publisher_reply: 'Thanks!', publisher_replied_at: at });
    expect(withoutPublisherReply(replied)).toEqual({ id: 'r1', rating: 5, has_publisher_reply: false, publisher_reply: null, publisher_replied_at: null });
    expect(onTab(replied, 'ANSWERED')).toBe(true);
    expect(onTab(withoutPublisherReply(replied), 'UNANSWERED')).toBe(true);
  });
});

describe('last-read markers', () => {
  it('counts items after the marker as new, everything when there is none', () => {
    expect(isNewSince(10, 5)).toBe(true);
    expect(isNewSince(5, 5)).toBe(false);
    expect(isNewSince(1, null)).toBe(true);
  });
  it('lights the menu entry of each area with something new', () => {
    expect(notificationDots({ reviews: 10, gratitude: 3, classroom: null }, { reviews: 5, gratitude: 4 })).toEqual({ reviews: true, donations: false, courses: false });
  });
});
