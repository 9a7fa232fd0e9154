import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { StructuredQuery } from '@firestore-emulator/proto/dist/google/firestore/v1/query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IndexMissingError, assertIndexed, loadIndexConfig, type IndexConfig } from './firestoreEmulatorIndexes';
import { startFirestoreEmulator, type RunningFirestore } from './firestoreEmulatorPatches';

// Which queries production Firestore serves from single-field indexes or the declared composite ones, and
// which it refuses; then firebase-admin against the patched server started with an index configuration.

const CONFIG: IndexConfig = {
  indexes: [
    {
      collectionGroup: 'events',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'owner', order: 'ASCENDING' },
        { fieldPath: 'start', order: 'DESCENDING' },
      ],
    },
    {
      collectionGroup: 'comments',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'at', order: 'DESCENDING' },
        { fieldPath: '__name__', order: 'ASCENDING' },
      ],
    },
    {
      collectionGroup: 'groups',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'members', arrayConfig: 'CONTAINS' },
        { fieldPath: 'at', order: 'DESCENDING' },
      ],
    },
    { collectionGroup: 'prices', queryScope: 'COLLECTION', fields: [{ fieldPath: 'product', order: 'ASCENDING' }, { fieldPath: 'at', order: 'ASCENDING' }] },
    { collectionGroup: 'prices', queryScope: 'COLLECTION', fields: [{ fieldPath: 'active', order: 'ASCENDING' }, { fieldPath: 'at', order: 'ASCENDING' }] },
  ],
  fieldOverrides: [
    {
      collectionGroup: 'retreats',
      fieldPath: 'hosts',
      indexes: [
        { queryScope: 'COLLECTION', arrayConfig: 'CONTAINS' },
        { queryScope: 'COLLECTION_GROUP', arrayConfig: 'CONTAINS' },
      ],
    },
  ],
};

// Queries as the SDKs send them (google.firestore.v1.StructuredQuery), checked without a server.
const OPS = { '==': 5, in: 8, 'array-contains': 7, '>': 3, '>=': 4, '!=': 6 } as const;
type Filter = [string, keyof typeof OPS];
function q(from: string, filters: Filter[] = [], orders: Array<[string, 'asc' | 'desc']> = [], group = false): StructuredQuery {
  const field = ([path, op]: Filter) => ({ field_filter: { field: { field_path: path }, op: OPS[op], value: { string_value: 'v' } } });
  return StructuredQuery.fromObject({
    from: [{ collection_id: from, all_descendants: group }],
    ...(filters.length === 1 ? { where: field(filters[0]!) } : filters.length > 1 ? { where: { composite_filter: { op: 1, filters: filters.map(field) } } } : {}),
    order_by: orders.map(([path, dir]) => ({ field: { field_path: path }, direction: dir === 'desc' ? 2 : 1 })),
  });
}
const served = (query: StructuredQuery, config = CONFIG) => expect(() => assertIndexed(config, query)).not.toThrow();
const refused = (query: StructuredQuery, config = CONFIG) => expect(() => assertIndexed(config, query)).toThrow(IndexMissingError);

describe('which queries Firestore serves from the declared indexes', () => {
  it('serves equality filters on any fields, and one field ordered, from single-field indexes', () => {
    served(q('events', [['owner', '=='], ['kind', '==']]));
    served(q('events', [['start', '>=']]));
    served(q('events', [], [['start', 'desc']]));
    served(q('events', [['owner', 'in']], [['__name__', 'asc']]));
    served(q('events', [['start', '>']], [['start', 'asc'], ['__name__', 'asc']]));
    served(q('events', [['owner', '==']], [['owner', 'asc']]));
  });

  it('needs a composite index for an equality filter with an order on another field', () => {
    served(q('events', [['owner', '==']], [['start', 'desc']]));
    refused(q('events', [['owner', '==']], [['start', 'asc']]));
    refused(q('events', [['kind', '==']], [['start', 'desc']]));
    expect(() => assertIndexed(CONFIG, q('events', [['owner', '==']], [['start', 'asc']]))).toThrow(
      'collectionGroup "events", queryScope COLLECTION, fields [owner ASCENDING, start ASCENDING, __name__ ASCENDING]',
    );
  });

  it('takes the document name into account: a field descending, then names ascending, needs a composite index', () => {
    refused(q('events', [], [['start', 'desc'], ['__name__', 'asc']]));
    served(q('comments', [], [['at', 'desc'], ['__name__', 'asc']]));
    refused(q('events', [['owner', '==']], [['start', 'desc'], ['__name__', 'asc']]));
  });

  it('needs one composite index for two ordered fields, or an inequality on one field and an order on another', () => {
    refused(q('events', [], [['owner', 'asc'], ['start', 'asc']]));
    refused(q('events', [['start', '>']], [['owner', 'asc']]));
    refused(q('events', [['start', '!=']], [['owner', 'asc']]));
  });

  it('matches array-contains only with a CONTAINS field, and merges indexes that share the orders', () => {
    served(q('groups', [['members', 'array-contains']], [['at', 'desc']]));
    refused(q('groups', [['members', '==']], [['at', 'desc']]));
    served(q('prices', [['product', '=='], ['active', '==']], [['at', 'asc']]));
    refused(q('prices', [['product', '=='], ['currency', '==']], [['at', 'asc']]));
  });

  it('serves a collection group only from indexes declared for that scope', () => {
    served(q('retreats', [['hosts', 'array-contains']], [], true));
    expect(() => assertIndexed(CONFIG, q('retreats', [['title', '==']], [], true))).toThrow('queryScope COLLECTION_GROUP');
    refused(q('events', [], [['start', 'asc']], true));
    refused(q('retreats', [['hosts', '==']]));
    served(q('retreats', [['title', '==']]));
  });

  it('refuses the project’s own events query once its index is taken out of firestore.indexes.json', () => {
    const own = loadIndexConfig(resolve(import.meta.dirname, '../../firestore.indexes.json'));
    const events = q('events', [['owner', '==']], [['start_date', 'desc'], ['__name__', 'asc']]);
    served(events, own);
    refused(events, { ...own, indexes: own.indexes.filter((index) => index.collectionGroup !== 'events') });
  });
});

describe('patched Firestore server with an index configuration', () => {
  let emulator: RunningFirestore;
  let app: App;
  let db: Firestore;

  beforeAll(async () => {
    emulator = await startFirestoreEmulator(0, { indexes: CONFIG });
    process.env.FIRESTORE_EMULATOR_HOST = `${emulator.host}:${emulator.port}`;
    app = initializeApp({ projectId: 'demo-emulator-indexes' }, `indexes-${randomBytes(4).toString('hex')}`);
    db = getFirestore(app);
    await db.doc('events/e1').set({ owner: 'a', start: 2 });
  });

  afterAll(async () => {
    await deleteApp(app);
    emulator.stop();
  });

  // firebase-admin's stream layer tries a refused query three times before it gives up (about 7 s).
  it('answers an indexed query and refuses an unindexed one with FAILED_PRECONDITION, through firebase-admin', { timeout: 30_000 }, async () => {
    const events = db.collection('events');
    expect((await events.where('owner', '==', 'a').orderBy('start', 'desc').get()).size).toBe(1);
    const error = (await events.where('owner', '==', 'a').orderBy('start', 'asc').get().then(() => null, (e: unknown) => e)) as { code?: number; details?: string } | null;
    expect(error?.code).toBe(9);
    expect(error?.details).toContain('The query requires an index');
  });
});
