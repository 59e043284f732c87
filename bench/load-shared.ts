// What the load benchmarks' processes share: the bare room's name and the clients' seeded random stream.
import { makeRng, nextFloat, type RngState } from '../shared/core/index.js';
import type { ProbeReport } from './probe-server.js';

/** The room name bench/bare-server.ts defines and bench/load-client.ts creates. */
export const BARE_ROOM = 'bare';

/** A seeded stream of floats in [0, 1) (shared/core's generator), for the clients' choices and pauses. */
export function seededFloats(seed: number): () => number {
  let state: RngState = makeRng(seed);
  return () => {
    const [x, next] = nextFloat(state);
    state = next;
    return x;
  };
}

/** Answers the bench's 'reset' and 'read' over IPC: one protocol for every measured server (ours, the bare room). */
export function answerProbe(reset: () => void, report: () => ProbeReport): void {
  process.on('message', (m: { id: number; type: 'reset' | 'read' }) => {
    if (m.type === 'reset') {
      reset();
      process.send?.({ id: m.id });
    } else if (m.type === 'read') {
      process.send?.({ id: m.id, report: report() });
    }
  });
}
