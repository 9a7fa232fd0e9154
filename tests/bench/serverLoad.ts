import { quantile } from './stats';

/** What a run of step saves measured: acknowledged saves, their latencies (ms), failures, wall seconds. */
export interface LoadResult {
  acknowledged: number;
  failed: number;
  seconds: number;
  p50: number;
  p99: number;
}

/** One save: resolves true when the server acknowledged it (200), false otherwise. */
export type Save = (client: number, sequence: number) => Promise<boolean>;

function summarise(latencies: number[], failed: number, seconds: number): LoadResult {
  return {
    acknowledged: latencies.length,
    failed,
    seconds,
    p50: latencies.length ? quantile(latencies, 0.5) : Number.NaN,
    p99: latencies.length ? quantile(latencies, 0.99) : Number.NaN,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Open loop: each client saves once every `intervalMs`, on its own schedule (spread over the first
 * interval), whether or not its last save has answered, so a slow server meets the same offered load
 * and its queueing shows in the latencies.
 */
export async function openLoop(clients: number, intervalMs: number, seconds: number, save: Save): Promise<LoadResult> {
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  const inFlight: Promise<void>[] = [];
  const client = async (c: number) => {
    let next = started + (intervalMs * c) / clients;
    for (let i = 0; next < end; i++, next += intervalMs) {
      await sleep(Math.max(0, next - performance.now()));
      const sent = performance.now();
      inFlight.push(
        save(c, i).then((ok) => {
          if (ok) latencies.push(performance.now() - sent);
          else failed++;
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, c) => client(c)));
  await Promise.all(inFlight);
  return summarise(latencies, failed, (performance.now() - started) / 1000);
}

/** Closed loop: each client sends its next save as soon as the last one answered, for `seconds`. */
export async function closedLoop(clients: number, seconds: number, save: Save): Promise<LoadResult> {
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  const client = async (c: number) => {
    for (let i = 0; performance.now() < end; i++) {
      const sent = performance.now();
      if (await save(c, i)) latencies.push(performance.now() - sent);
      else failed++;
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, c) => client(c)));
  return summarise(latencies, failed, (performance.now() - started) / 1000);
}
