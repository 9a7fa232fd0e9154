import { generateId } from '../../db/DocumentStore';
import { badRequest } from '../../http/HttpError';
import { readJsonObject } from '../../http/readJsonBody';
import { sendJson } from '../../http/respond';
import { Router } from '../../http/Router';
import type { ServerContext } from '../../ServerContext';
import { BodyReader } from '../bodyReader';
import { requireProfile } from '../requireProfile';
import { APPROVED, GROUPS_COLLECTION, groupItem, PENDING, type GroupRecord } from './groupRecords';

const MAX_LIMIT = 999;

/**
 * The groups service (spec 3 §7): the caller's groups (member, admin or owner; each item says which) and
 * group creation. A new group waits for the platform's approval (PENDING), so the workshop form lists
 * with `include_pending=true` to offer a group it has just created.
 */
export function groupsService(ctx: ServerContext): Router {
  return new Router()
    .add('GET', '/api/v1/groups', async ({ res, url, user }) => {
      const limitParam = url.searchParams.get('limit');
      const limit = limitParam === null ? 20 : Number(limitParam);
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw badRequest(`Invalid limit: must be an integer from 1 to ${MAX_LIMIT}`);
      const includePending = url.searchParams.get('include_pending') === 'true';
      const statuses = includePending ? [APPROVED, PENDING] : [APPROVED];
      const mine = (await ctx.docs
        .query(GROUPS_COLLECTION, { where: [['member_ids', 'array-contains', user.uid]], orderBy: [['created_at', 'desc']] }))
        .map((doc) => doc.data as GroupRecord)
        .filter((group) => statuses.includes(group.status));
      sendJson(res, 200, { items: mine.slice(0, limit).map((group) => groupItem(group, user.uid)), total: mine.length });
    })
    .add('POST', '/api/v1/groups', async ({ req, res, user }) => {
      await requireProfile(ctx.docs, user);
      const body = new BodyReader(await readJsonObject(req), ['name', 'type', 'privacy_type', 'privacy_hidden', 'long_description', 'created_by_device_lang', 'background']);
      const name = body.string('name', { required: true, max: 100 }).trim();
      body.choice('type', ['GROUP'], { required: true });
      const background = body.object('background', ['type'], { required: true })!;
      const group: GroupRecord = {
        id: generateId(),
        name,
        type: 'GROUP',
        privacy_type: body.choice('privacy_type', ['PUBLIC', 'PRIVATE'] as const, { required: true })!,
        privacy_hidden: body.boolean('privacy_hidden') ?? false,
        long_description: body.string('long_description', { max: 4000 }) ?? '',
        created_by_device_lang: body.string('created_by_device_lang', { max: 20 }) ?? 'en',
        background: { type: background.choice('type', ['PROFILE_IMAGE', 'COLOR', 'IMAGE'] as const, { required: true })! },
        status: PENDING,
        owner_id: user.uid,
        admin_ids: [user.uid],
        member_ids: [user.uid],
        group_summary: { description: body.string('long_description', { max: 4000 }) ?? '', member_count: 1 },
        created_at: Date.now(),
      };
      await ctx.docs.set(`${GROUPS_COLLECTION}/${group.id}`, group);
      sendJson(res, 200, groupItem(group, user.uid));
    });
}
