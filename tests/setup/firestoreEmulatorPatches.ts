import { createRequire } from 'node:module';
import type { ServerDuplexStream } from '@grpc/grpc-js';
import type * as EmulatorServer from '@firestore-emulator/server';
import type { FirestoreState } from '@firestore-emulator/server';
import type * as FirestoreProto from '@firestore-emulator/proto/dist/google/firestore/v1/firestore';
import type { ListenRequest, WriteRequest } from '@firestore-emulator/proto/dist/google/firestore/v1/firestore';
import { fieldPathSegments } from './firestoreEmulatorFieldPaths';
import { assertIndexed, type IndexConfig } from './firestoreEmulatorIndexes';
import { CollectionIndex, listCollectionIdsCall, listDocumentsCall, runStructuredQuery, type QueryRunner } from './firestoreEmulatorQueries';
import { checkPreconditions, transactionCalls, Transactions } from './firestoreEmulatorTransactions';

export { fieldPathSegments };

// The CommonJS builds: the packages' .mjs files import without extensions, which Node's ESM loader refuses.
const require = createRequire(import.meta.url);
const { FirestoreServer } = require('@firestore-emulator/server') as typeof EmulatorServer;
const { ListenResponse, TargetChangeTargetChangeType, UnimplementedFirestoreService, WriteResponse } =
  require('@firestore-emulator/proto/dist/google/firestore/v1/firestore') as typeof FirestoreProto;

// @firestore-emulator/server 0.3.15 (a third-party Firestore gRPC emulator) lacks two things the web SDK
// needs, and this wrapper adds them on top of its own document state (no copy of its logic):
//   Write   the web SDK sends every set/update/delete through this bidirectional stream (upstream throws
//           "Method<Write> not implemented"). The handshake returns a stream token; each later request's
//           writes are applied with the emulator's own Commit logic and answered with results + commit time.
//   Listen  the web SDK multiplexes all its targets (live queries, and getDoc/getDocs, which listen once)
//           over one stream; upstream serves only the first request of a stream and throws on remove_target.
//           Here every add_target starts its own upstream listener and remove_target stops it.
//   Writes  upstream merges every update into the stored fields. Firestore's semantics: an update without a
//           mask replaces the document (fields not sent are gone), and a masked path that is not sent is deleted
//           (set with merge + deleteField(), update with deleteField()). applyWrite adds that, for the Write
//           stream and for Commit (firebase-admin, transactions).
//   Queries  Firestore's query semantics (id order, cursors, offset, nested fields, collection groups, ...)
//           for RunQuery, aggregations and Listen, and ListCollectionIds / ListDocuments:
//           firestoreEmulatorQueries.ts.
//   Transactions  serializable read-write transactions (contention answers ABORTED and the SDK retries),
//           all-or-nothing commits: firestoreEmulatorTransactions.ts.
// src/backend/firebase/firestoreEmulatorPatches.test.ts proves the stream patches with the web SDK;
// tests/setup/firestoreEmulatorQueries.test.ts the queries, listings and transactions with firebase-admin.

type Handlers = Map<number, Array<() => void>>;
type Write = WriteRequest['writes'][number];
type Value = NonNullable<ReturnType<Write['update']['fields']['get']>>;
/** The stored fields upstream keeps private: a record of field objects, map fields holding `value` records. */
type StoredField = { type: string; value: unknown };
type StoredFields = Record<string, StoredField>;

interface GrpcServer {
  register(name: string, handler: unknown, serialize: unknown, deserialize: unknown, type: string): boolean;
  unregister(name: string): boolean;
  bindAsync(address: string, credentials: unknown, callback: (error: Error | null, port: number) => void): void;
  forceShutdown(): void;
}

const definition = UnimplementedFirestoreService.definition;

function sentHas(fields: Map<string, Value>, segments: string[]): boolean {
  const [head, ...rest] = segments;
  const value = fields.get(head!);
  if (!value) return false;
  if (rest.length === 0) return true;
  return value.has_map_value ? sentHas(value.map_value.fields, rest) : false;
}

function withoutPath(fields: StoredFields, segments: string[]): StoredFields {
  const [head, ...rest] = segments;
  if (!(head! in fields)) return fields;
  if (rest.length === 0) {
    const { [head!]: _removed, ...others } = fields;
    return others;
  }
  const field = fields[head!]!;
  if (field.type !== 'map_value') return fields;
  const MapField = field.constructor as new (value: StoredFields) => StoredField;
  return { ...fields, [head!]: new MapField(withoutPath(field.value as StoredFields, rest)) };
}

/** Upstream's write, then the deletions Firestore makes that upstream leaves out (see the header). */
export function applyWrite(state: FirestoreState, date: Date, write: Write) {
  const result = state.writeV1Document(date, write);
  if (!write.has_update) return result;
  const document = state.getDocument(write.update.name) as unknown as { fields: StoredFields };
  const sent = write.update.fields;
  if (write.has_update_mask) {
    let fields = document.fields;
    for (const path of write.update_mask.field_paths) {
      const segments = fieldPathSegments(path);
      if (!sentHas(sent, segments)) fields = withoutPath(fields, segments);
    }
    document.fields = fields;
  } else {
    const transformed = new Set(write.update_transforms.map((t) => fieldPathSegments(t.field_path)[0]));
    document.fields = Object.fromEntries(Object.entries(document.fields).filter(([key]) => sent.has(key) || transformed.has(key)));
  }
  return result;
}

function timestampOf(date: Date) {
  const seconds = Math.floor(date.getTime() / 1000);
  return { seconds, nanos: (date.getTime() - seconds * 1000) * 1_000_000 };
}

/** The Write stream: handshake (token only), then each request's writes committed in order. */
export function writeStream(state: FirestoreState) {
  return (call: ServerDuplexStream<WriteRequest, FirestoreProto.WriteResponse>) => {
    let sequence = 0;
    const token = () => new TextEncoder().encode(`t${++sequence}`);
    call.on('data', (request: WriteRequest) => {
      if (request.writes.length === 0 && sequence === 0) {
        call.write(WriteResponse.fromObject({ stream_id: 'emulator', stream_token: token() }));
        return;
      }
      const date = new Date();
      try {
        // Upstream's per-write logic (masks, transforms, deletes) with Firestore's deletions; all or nothing.
        checkPreconditions(state, request.writes);
        const results = request.writes.map((write) => applyWrite(state, date, write).toObject());
        call.write(WriteResponse.fromObject({ stream_token: token(), write_results: results, commit_time: timestampOf(date) }));
      } catch (error) {
        const { code = 13, message = String(error) } = error as { code?: number; message?: string };
        call.emit('error', { code, details: message, message });
      }
    });
    call.on('end', () => call.end());
  };
}

/** The Listen stream with any number of targets: one upstream listener per add_target, stopped on remove_target. */
export function listenStream(state: FirestoreState) {
  return (call: ServerDuplexStream<ListenRequest, FirestoreProto.ListenResponse>) => {
    const handlers: Handlers = new Map();
    let closed = false;
    const stop = (targetId: number) => {
      for (const handler of handlers.get(targetId) ?? []) handler();
      handlers.delete(targetId);
    };
    const stopAll = () => {
      closed = true;
      for (const targetId of [...handlers.keys()]) stop(targetId);
    };
    call.on('data', (request: ListenRequest) => {
      if (closed) return;
      if (request.has_remove_target) {
        stop(request.remove_target);
        call.write(
          ListenResponse.fromObject({
            target_change: { target_change_type: TargetChangeTargetChangeType.REMOVE, target_ids: [request.remove_target] },
          }),
        );
        return;
      }
      if (!request.has_add_target) return;
      const targetId = request.add_target.target_id;
      stop(targetId);
      const own: Array<() => void> = [];
      handlers.set(targetId, own);
      // Upstream reads only these three members; give it a view of this request without a remove_target.
      const single = { has_add_target: true, add_target: request.add_target, has_remove_target: false } as unknown as ListenRequest;
      state.v1Listen(
        single,
        (response) => {
          if (!closed && handlers.get(targetId) === own) call.write(response);
        },
        (handler) => own.push(handler),
      );
    });
    call.on('end', () => {
      stopAll();
      call.end();
    });
    call.on('cancelled', stopAll);
    call.on('error', stopAll);
  };
}

export interface RunningFirestore {
  host: string;
  port: number;
  state: FirestoreState;
  stop(): void;
}

/**
 * Starts the patched emulator on 127.0.0.1 (upstream binds 0.0.0.0) on a free port, or the given one; with
 * `indexes`, it refuses queries those indexes cannot serve (firestoreEmulatorIndexes.ts).
 */
export async function startFirestoreEmulator(port = 0, options: { indexes?: IndexConfig } = {}): Promise<RunningFirestore> {
  const upstream = new FirestoreServer();
  // The grpc Server upstream keeps private; register/unregister/bindAsync are grpc-js's public API.
  const server = (upstream as unknown as { server: GrpcServer }).server;
  const state = upstream.state;
  // Firestore's query semantics for every caller of upstream's query (RunQuery, aggregations, Listen).
  const index = new CollectionIndex(state);
  // With an index configuration, a query production Firestore could not serve from it is refused as there.
  const { indexes } = options;
  const runQuery: QueryRunner = (parent, query) => {
    if (indexes) assertIndexed(indexes, query);
    return runStructuredQuery(state, index, parent, query);
  };
  state.v1Query = runQuery;
  const transactions = transactionCalls(state, runQuery, new Transactions(state), applyWrite);
  for (const [name, handler, type] of [
    ['Write', writeStream(state), 'bidi'],
    ['Listen', listenStream(state), 'bidi'],
    ['Commit', transactions.Commit, 'unary'],
    ['BeginTransaction', transactions.BeginTransaction, 'unary'],
    ['Rollback', transactions.Rollback, 'unary'],
    ['BatchGetDocuments', transactions.BatchGetDocuments, 'serverStream'],
    ['RunQuery', transactions.RunQuery, 'serverStream'],
    ['RunAggregationQuery', transactions.RunAggregationQuery, 'serverStream'],
    ['ListCollectionIds', listCollectionIdsCall(index), 'unary'],
    ['ListDocuments', listDocumentsCall(state), 'unary'],
  ] as const) {
    const method = definition[name];
    server.unregister(method.path);
    server.register(method.path, handler, method.responseSerialize, method.requestDeserialize, type);
  }
  // The credentials must come from the grpc-js copy the emulator's Server was built with (it checks instanceof).
  const grpc = createRequire(require.resolve('@firestore-emulator/server'))('@grpc/grpc-js') as {
    ServerCredentials: { createInsecure(): unknown };
  };
  const { ServerCredentials } = grpc;
  const bound = await new Promise<number>((resolve, reject) =>
    server.bindAsync(`127.0.0.1:${port}`, ServerCredentials.createInsecure(), (error, actual) => (error ? reject(error) : resolve(actual))),
  );
  return { host: '127.0.0.1', port: bound, state: upstream.state, stop: () => server.forceShutdown() };
}
