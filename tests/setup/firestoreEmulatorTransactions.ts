import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { ServerUnaryCall, ServerWritableStream, sendUnaryData } from '@grpc/grpc-js';
import type { FirestoreState, FirestoreStateDocument } from '@firestore-emulator/server';
import type * as FirestoreProto from '@firestore-emulator/proto/dist/google/firestore/v1/firestore';
import type {
  BatchGetDocumentsRequest,
  BeginTransactionRequest,
  CommitRequest,
  RollbackRequest,
  RunAggregationQueryRequest,
  RunQueryRequest,
  WriteRequest,
} from '@firestore-emulator/proto/dist/google/firestore/v1/firestore';
import type { TransactionOptions } from '@firestore-emulator/proto/dist/google/firestore/v1/common';
import type * as EmptyProto from '@firestore-emulator/proto/dist/google/protobuf/empty';
import { projected, valueAt, type QueryRunner } from './firestoreEmulatorQueries';

// Firestore's transactions for @firestore-emulator/server 0.3.15. Upstream hands every transaction the same
// dummy id and its Commit ignores it, so two read-modify-write transactions that run at once both commit
// and one update is lost. Here transactions are serializable by optimistic concurrency control:
//   - BeginTransaction, and a first read with `new_transaction` (BatchGetDocuments, RunQuery,
//     RunAggregationQuery, as firebase-admin starts them lazily), open a transaction with its own id;
//   - reads with that id record the version of every document read, and each query's result;
//   - Commit with that id checks them: when a document it read was written since (by anyone), or a query
//     it ran would now answer differently (a phantom), it answers ABORTED and writes nothing, and the SDK
//     runs the transaction again (firebase-admin and the web SDK retry ABORTED with backoff);
//   - an unknown or finished id answers INVALID_ARGUMENT "transaction has expired" (retried by the SDKs);
//   - a commit's writes are all-or-nothing: every precondition (exists / update_time) is checked against
//     the state as the earlier writes of the same commit leave it, before anything is written.
// Real Firestore locks instead (pessimistic), and aborts the same conflicting transactions.
// Test: tests/setup/firestoreEmulatorQueries.test.ts (concurrent firebase-admin transactions).

const require = createRequire(import.meta.url);
const { BatchGetDocumentsResponse, BeginTransactionResponse, CommitResponse, RunAggregationQueryResponse, RunQueryResponse } =
  require('@firestore-emulator/proto/dist/google/firestore/v1/firestore') as typeof FirestoreProto;
const { Empty } = require('@firestore-emulator/proto/dist/google/protobuf/empty') as typeof EmptyProto;

type Write = WriteRequest['writes'][number];
type ApplyWrite = (state: FirestoreState, date: Date, write: Write) => { toObject(): object };

const INVALID_ARGUMENT = 3;
const NOT_FOUND = 5;
const ALREADY_EXISTS = 6;
const FAILED_PRECONDITION = 9;
const ABORTED = 10;
const INTERNAL = 13;

export class GrpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const statusOf = (error: unknown) => {
  const code = typeof (error as { code?: unknown }).code === 'number' ? (error as { code: number }).code : INTERNAL;
  const message = error instanceof Error ? error.message : String(error);
  return { code, details: message, message, name: 'Error' };
};

interface OpenTransaction {
  readOnly: boolean;
  /** Document name → its version when first read. */
  reads: Map<string, number>;
  /** Queries run: how to run them again, and what they answered (names, in order). */
  queries: Array<{ rerun: () => string[]; answered: string[] }>;
}

function timestamp(date: Date) {
  const seconds = Math.floor(date.getTime() / 1000);
  return { seconds, nanos: (date.getTime() - seconds * 1000) * 1_000_000 };
}

const hex = (id: Uint8Array) => Buffer.from(id).toString('hex');

/** Open transactions and each document's version (the number of writes it has had). */
export class Transactions {
  private readonly versions = new Map<string, number>();
  private readonly open = new Map<string, OpenTransaction>();

  constructor(state: FirestoreState) {
    const bump = ({ document }: { document: FirestoreStateDocument }) => {
      const name = document.getPath();
      this.versions.set(name, (this.versions.get(name) ?? 0) + 1);
    };
    state.emitter.on('create-document', bump);
    state.emitter.on('update-document', bump);
    state.emitter.on('delete-document', bump);
    state.emitter.on('clear-all-projects', () => {
      this.versions.clear();
      this.open.clear();
    });
  }

  version(name: string): number {
    return this.versions.get(name) ?? 0;
  }

  begin(options: TransactionOptions | null): Uint8Array {
    const id = randomBytes(16);
    this.open.set(hex(id), { readOnly: options?.has_read_only ?? false, reads: new Map(), queries: [] });
    return id;
  }

  get(id: Uint8Array): OpenTransaction {
    const tx = this.open.get(hex(id));
    if (!tx) throw new GrpcError(INVALID_ARGUMENT, 'The referenced transaction has expired or is no longer valid (transaction has expired).');
    return tx;
  }

  recordRead(tx: OpenTransaction, name: string): void {
    if (!tx.reads.has(name)) tx.reads.set(name, this.version(name));
  }

  /** Throws ABORTED when something the transaction read has changed since; the transaction ends either way. */
  finish(id: Uint8Array): void {
    const tx = this.get(id);
    this.open.delete(hex(id));
    for (const [name, version] of tx.reads) {
      if (this.version(name) !== version) {
        throw new GrpcError(ABORTED, `Transaction aborted: ${name} was written after this transaction read it (contention); retry the transaction.`);
      }
    }
    for (const { rerun, answered } of tx.queries) {
      const now = rerun();
      if (now.length !== answered.length || now.some((name, i) => name !== answered[i])) {
        throw new GrpcError(ABORTED, 'Transaction aborted: a query it ran would now answer differently (contention); retry the transaction.');
      }
    }
  }

  rollback(id: Uint8Array): void {
    this.open.delete(hex(id));
  }
}

/** The transaction a read belongs to: a new one (its id is sent back first), a given one, or none. */
function readTransaction(
  txs: Transactions,
  request: { has_new_transaction: boolean; new_transaction: TransactionOptions; has_transaction: boolean; transaction: Uint8Array },
): { tx: OpenTransaction | null; newId: Uint8Array | null } {
  if (request.has_new_transaction) {
    const newId = txs.begin(request.new_transaction);
    return { tx: txs.get(newId), newId };
  }
  if (request.has_transaction && request.transaction.length > 0) return { tx: txs.get(request.transaction), newId: null };
  return { tx: null, newId: null };
}

function fail(call: { emit(event: 'error', error: unknown): boolean }, error: unknown) {
  call.emit('error', statusOf(error));
}

/** Checks every precondition of a commit as its earlier writes leave the documents, before writing anything. */
export function checkPreconditions(state: FirestoreState, writes: Write[]): void {
  const exists = new Map<string, boolean>();
  for (const write of writes) {
    const name = write.has_delete ? write.delete : write.update.name;
    const document = state.getDocument(name);
    const present = exists.get(name) ?? document.metadata.hasExist;
    if (write.has_current_document) {
      const precondition = write.current_document;
      if (precondition.has_exists && precondition.exists && !present) throw new GrpcError(NOT_FOUND, `No document to update: ${name}`);
      if (precondition.has_exists && !precondition.exists && present) throw new GrpcError(ALREADY_EXISTS, `Document already exists: ${name}`);
      if (precondition.has_update_time) {
        const updated = document.metadata.updatedAt;
        const wanted = precondition.update_time;
        const same = !exists.has(name) && updated !== null && Math.floor(updated.getTime() / 1000) === Number(wanted.seconds) && (updated.getTime() % 1000) * 1_000_000 === wanted.nanos;
        if (!same) throw new GrpcError(FAILED_PRECONDITION, `The document's update time does not match the precondition: ${name}`);
      }
    }
    exists.set(name, !write.has_delete);
  }
}

/** The calls that take part in transactions, replacing upstream's. */
export function transactionCalls(state: FirestoreState, runQuery: QueryRunner, txs: Transactions, applyWrite: ApplyWrite) {
  // A query inside a transaction: its documents count as reads, and at commit it is run again and must answer the same.
  const queryIn = (tx: OpenTransaction | null | undefined, parent: string, query: Parameters<QueryRunner>[1]) => {
    const docs = runQuery(parent, query);
    if (tx) {
      for (const d of docs) txs.recordRead(tx, d.getPath());
      tx.queries.push({ rerun: () => runQuery(parent, query).map((d) => d.getPath()), answered: docs.map((d) => d.getPath()) });
    }
    return docs;
  };
  return {
    BeginTransaction(call: ServerUnaryCall<BeginTransactionRequest, FirestoreProto.BeginTransactionResponse>, callback: sendUnaryData<FirestoreProto.BeginTransactionResponse>) {
      const id = txs.begin(call.request.has_options ? call.request.options : null);
      callback(null, BeginTransactionResponse.fromObject({ transaction: id }));
    },

    Rollback(call: ServerUnaryCall<RollbackRequest, EmptyProto.Empty>, callback: sendUnaryData<EmptyProto.Empty>) {
      txs.rollback(call.request.transaction);
      callback(null, Empty.fromObject({}));
    },

    Commit(call: ServerUnaryCall<CommitRequest, FirestoreProto.CommitResponse>, callback: sendUnaryData<FirestoreProto.CommitResponse>) {
      const date = new Date();
      try {
        const { transaction, writes } = call.request;
        if (transaction.length > 0) txs.finish(transaction);
        checkPreconditions(state, writes);
        const results = writes.map((write) => applyWrite(state, date, write).toObject());
        callback(null, CommitResponse.fromObject({ commit_time: timestamp(date), write_results: results }));
      } catch (error) {
        callback(statusOf(error), null);
      }
    },

    BatchGetDocuments(call: ServerWritableStream<BatchGetDocumentsRequest, FirestoreProto.BatchGetDocumentsResponse>) {
      try {
        const { tx, newId } = readTransaction(txs, call.request);
        const readTime = timestamp(new Date());
        const paths = call.request.has_mask ? call.request.mask.field_paths : null;
        if (newId) call.write(BatchGetDocumentsResponse.fromObject({ transaction: newId, read_time: readTime }));
        for (const name of call.request.documents) {
          const document = state.getDocument(name);
          if (tx) txs.recordRead(tx, name);
          call.write(
            document.metadata.hasExist
              ? BatchGetDocumentsResponse.fromObject({ found: projected(document, paths), read_time: readTime })
              : BatchGetDocumentsResponse.fromObject({ missing: name, read_time: readTime }),
          );
        }
        call.end();
      } catch (error) {
        fail(call, error);
      }
    },

    RunQuery(call: ServerWritableStream<RunQueryRequest, FirestoreProto.RunQueryResponse>) {
      try {
        const { parent, structured_query: query } = call.request;
        const { tx, newId } = readTransaction(txs, call.request);
        const docs = queryIn(tx, parent, query);
        const readTime = timestamp(new Date());
        const select = query.has_select ? query.select.fields.map((f) => f.field_path) : null;
        const transaction = newId ?? undefined;
        if (docs.length === 0) call.write(RunQueryResponse.fromObject({ read_time: readTime, done: true, skipped_results: 0, transaction }));
        docs.forEach((d, i) => {
          call.write(
            RunQueryResponse.fromObject({
              document: projected(d, select),
              read_time: readTime,
              done: i === docs.length - 1,
              skipped_results: 0,
              ...(i === 0 && transaction ? { transaction } : {}),
            }),
          );
        });
        call.end();
      } catch (error) {
        fail(call, error);
      }
    },

    RunAggregationQuery(call: ServerWritableStream<RunAggregationQueryRequest, FirestoreProto.RunAggregationQueryResponse>) {
      try {
        const { parent, structured_aggregation_query: aggregation } = call.request;
        if (call.request.has_explain_options) throw new GrpcError(INVALID_ARGUMENT, 'Explain is not supported by this emulator');
        const { tx, newId } = readTransaction(txs, call.request);
        const docs = queryIn(tx, parent, aggregation.structured_query);
        const fields = Object.fromEntries(aggregation.aggregations.map((agg) => [agg.alias, aggregate(agg, docs)]));
        call.write(
          RunAggregationQueryResponse.fromObject({
            result: { aggregate_fields: fields },
            read_time: timestamp(new Date()),
            ...(newId ? { transaction: newId } : {}),
          }),
        );
        call.end();
      } catch (error) {
        fail(call, error);
      }
    },
  };
}

type Aggregation = RunAggregationQueryRequest['structured_aggregation_query']['aggregations'][number];

/** count (with up_to), sum and avg as Firestore computes them: sum and avg over number values only. */
function aggregate(agg: Aggregation, docs: FirestoreStateDocument[]) {
  if (agg.has_count) {
    const count = agg.count.has_up_to ? Math.min(docs.length, Number(agg.count.up_to.value)) : docs.length;
    return { integer_value: count };
  }
  const field = agg.has_sum ? agg.sum.field.field_path : agg.has_avg ? agg.avg.field.field_path : null;
  if (field === null) throw new GrpcError(INVALID_ARGUMENT, 'Unknown aggregation');
  const numbers = docs.map((d) => valueAt(d, field)).filter((v) => v?.kind === 'number');
  const total = numbers.reduce((sum, v) => sum + v.value, 0);
  const allIntegers = numbers.every((v) => v.integer);
  if (agg.has_sum) return allIntegers && Number.isSafeInteger(total) ? { integer_value: total } : { double_value: total };
  return numbers.length === 0 ? { null_value: 0 } : { double_value: total / numbers.length };
}
