// Benchmark: how long the server takes to simulate one throw of 4 dice, and how big the message is (JSON, as
// the replay API sends it, and msgpack, as Colyseus sends it to every client in the room).
import { pack } from '@colyseus/msgpackr';
import { initDicePhysics, simulateThrow, THROW_BANK_SIZE } from '../server/dice/index.js';
import { TRACK_STRIDE } from '../shared/protocol.js';
import { median } from './stats.js';

const THROWS = 50;

/** Prints the median and worst simulation time of a 4-dice throw and the JSON and msgpack sizes of its ThrowMessage. */
export async function run(): Promise<void> {
  await initDicePhysics();
  simulateThrow({ seed: 1, values: [6, 6, 6, 6], channel: 'white', roll: 0 }); // warm-up (JIT, WASM)
  const times: number[] = [];
  const sizes: number[] = [];
  const packed: number[] = [];
  const frames: number[] = [];
  for (let i = 0; i < THROWS; i++) {
    const values = [1 + (i % 6), 1 + ((i * 5) % 6), 1 + ((i * 7 + 2) % 6), 1 + ((i * 11 + 3) % 6)];
    const t0 = performance.now();
    const msg = simulateThrow({ seed: 0x9e3779b9 ^ (i * 2654435761), values, channel: 'white', roll: i });
    times.push(performance.now() - t0);
    sizes.push(Buffer.byteLength(JSON.stringify(msg)));
    packed.push(pack(msg).length);
    frames.push(Math.max(...msg.dice.map((d) => d.frames.length / TRACK_STRIDE)));
  }
  const fps = 60;
  // The same rolls again with other values: their motions are in the bank now (server/dice/simulate.ts).
  const hits: number[] = [];
  for (let i = 0; i < THROWS; i++) {
    const values = [1 + ((i + 3) % 6), 1 + ((i * 5 + 1) % 6), 1 + ((i * 7) % 6), 1 + ((i * 11) % 6)];
    const t0 = performance.now();
    simulateThrow({ seed: 0x9e3779b9 ^ (i * 2654435761), values, channel: 'white', roll: i });
    hits.push(performance.now() - t0);
  }
  console.log(
    `dice: simulate one 4-dice throw (a new motion for the bank): median ${median(times).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms (${THROWS} throws)`,
  );
  console.log(
    `dice: a throw whose motion is banked (${THROW_BANK_SIZE} motions per count of dice): median ${median(hits).toFixed(3)} ms, max ${Math.max(...hits).toFixed(3)} ms (${THROWS} throws)`,
  );
  console.log(`dice: ThrowMessage JSON: median ${median(sizes)} bytes, max ${Math.max(...sizes)} bytes`);
  console.log(
    `dice: ThrowMessage msgpack (per client): median ${median(packed)} bytes, max ${Math.max(...packed)} bytes`,
  );
  console.log(
    `dice: throw length: median ${(median(frames) / fps).toFixed(2)} s, max ${(Math.max(...frames) / fps).toFixed(2)} s`,
  );
}
