import type { DocData } from '../../backend/ports';
import { APPROVED, GROUPS_COLLECTION, PENDING, type GroupRecord } from '../services/groups/groupRecords';
import { DEMO_ADMIN, DEMO_NEW_USER, DEMO_PUBLISHER } from './demoAccounts';

function group(id: string, name: string, owner: string, fields: Partial<GroupRecord>, createdAt: number): GroupRecord {
  const description = fields.long_description ?? '';
  return {
    id,
    name,
    type: 'GROUP',
    privacy_type: 'PRIVATE',
    privacy_hidden: false,
    long_description: description,
    created_by_device_lang: 'en',
    background: { type: 'PROFILE_IMAGE' },
    status: APPROVED,
    owner_id: owner,
    admin_ids: [owner],
    member_ids: [owner],
    group_summary: { description, member_count: 0 },
    created_at: createdAt,
    ...fields,
  };
}

/**
 * Groups around the demo publisher, one of each relation the workshop form's picker tells apart:
 * owned (approved and pending), administered, merely joined (not choosable), and one they are not in.
 */
export function demoGroupDocuments(now: Date): Record<string, DocData> {
  const t = now.getTime();
  const p = DEMO_PUBLISHER.uid;
  const groups = [
    group('demo-group-morning-sitters', 'Morning Sitters', p, {
      long_description: 'A daily 20-minute sit before work, with a short check-in afterwards.',
      member_ids: [p, DEMO_NEW_USER.uid, DEMO_ADMIN.uid],
    }, t - 3_000),
    group('demo-group-breathwork-pending', 'Breathwork Basics Workshop Group', p, {
      long_description: 'Private group for the breathwork workshop participants.',
      privacy_hidden: true,
      status: PENDING,
    }, t - 2_000),
    group('demo-group-lisbon-yoga', 'Lisbon Yoga Circle', DEMO_ADMIN.uid, {
      privacy_type: 'PUBLIC',
      long_description: 'Teachers and students practising together in Lisbon.',
      admin_ids: [DEMO_ADMIN.uid, p],
      member_ids: [DEMO_ADMIN.uid, p, DEMO_NEW_USER.uid],
    }, t - 1_000),
    group('demo-group-sleep-better', 'Sleep Better Together', DEMO_ADMIN.uid, {
      privacy_type: 'PUBLIC',
      long_description: 'Evening wind-down practices and tips for better sleep.',
      member_ids: [DEMO_ADMIN.uid, p],
    }, t - 500),
    group('demo-group-new-voices', 'New Voices', DEMO_NEW_USER.uid, {
      long_description: 'A circle for new teachers.',
    }, t - 100),
  ];
  return Object.fromEntries(groups.map((g) => [`${GROUPS_COLLECTION}/${g.id}`, g]));
}
