import { createRequire } from 'node:module';
import type { ServerDuplexStream } from '@grpc/grpc-js';
import type * as EmulatorServer from '@firestore-emulator/server';
import type { FirestoreState } from '@firestore-emulator/server';
import type * as FirestoreProto from '@firestore-emulator/proto/dist/google/firestore/v1/firestore';
import type { ListenRequest, WriteRequest } from '@firestore-emulator/proto/dist/google/firestore/v1/firestore';

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
// tests/setup/firestoreEmulatorPatches.test.ts proves both with the web SDK.

type Handlers = Map<number, Array<() => void>>;

interface GrpcServer {
  register(name: string, handler: unknown, serialize: unknown, deserialize: unknown, type: string): boolean;
  unregister(name: string): boolean;
  bindAsync(address: string, credentials: unknown, callback: (error: Error | null, port: number) => void): void;
  forceShutdown(): void;
}

const definition = UnimplementedFirestoreService.definition;

/** The Write stream: handshake (token only), then each request's writes committed in order. */
export function writeStream(state: FirestoreState) {
  return (call: ServerDuplexStream<WriteRequest, WriteResponse>) => {
    let sequence = 0;
    const token = () => new TextEncoder().encode(`t${++sequence}`);
    call.on('data', (request: WriteRequest) => {
      if (request.writes.length === 0 && sequence === 0) {
        call.write(WriteResponse.fromObject({ stream_id: 'emulator', stream_token: token() }));
        return;
      }
      const date = new Date();
      try {
        // The same per-write logic upstream's Commit uses (preconditions, masks, transforms, deletes).
        const results = request.writes.map((write) => state.writeV1Document(date, write).toObject());
        const seconds = Math.floor(date.getTime() / 1000);
        call.write(
          WriteResponse.fromObject({
            stream_token: token(),
            write_results: results,
            commit_time: { seconds, nanos: (date.getTime() - seconds * 1000) * 1_000_000 },
          }),
        );
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
  return (call: ServerDuplexStream<ListenRequest, ListenResponse>) => {
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

/** Starts the patched emulator on 127.0.0.1 (upstream binds 0.0.0.0) on a free port, or the given one. */
export async function startFirestoreEmulator(port = 0): Promise<RunningFirestore> {
  const upstream = new FirestoreServer();
  // The grpc Server upstream keeps private; register/unregister/bindAsync are grpc-js's public API.
  const server = (upstream as unknown as { server: GrpcServer }).server;
  for (const [name, handler] of [
    ['Write', writeStream(upstream.state)],
    ['Listen', listenStream(upstream.state)],
  ] as const) {
    const method = definition[name];
    server.unregister(method.path);
    server.register(method.path, handler, method.responseSerialize, method.requestDeserialize, 'bidi');
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
