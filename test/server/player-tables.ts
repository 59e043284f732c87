// Stored tables and finished matches written straight into a Store, for the player pages' tests and bench (issue
// 31): a table record with its seats, and a match of plain actions whose last one ends it with a result row.
import type { Outcome } from '../../shared/core/index.js';
import type { Store, StoredSeat, TableRecord } from '../../server/store.js';
import { resultRow } from '../../server/table-setup.js';

/** A keyed human seat (its seat key hash a fixed stand-in). */
export const keyedSeat = (name: string, playerHash: string | null): StoredSeat => ({
  kind: 'human',
  name,
  botId: '',
  keyHash: `k-${name}`,
  playerHash,
});

/** Stores a Masterdice table with `seats`, created at `createdAt`, and returns its record. */
export function storeTable(store: Store, id: string, seats: StoredSeat[], createdAt = 1): TableRecord {
  const record: TableRecord = {
    id,
    game: 'masterdice',
    options: {},
    seats,
    seed: { chacha20: [1, 2, 3, 4, 5, 6, 7, 8] },
    feedDelay: 0,
    allowSpectators: true,
    feedKeyHash: null,
    createdAt,
    finishedAt: null,
  };
  store.insertTable(record);
  store.updateSeats(id, seats);
  return record;
}

/** Stores `moves` plain actions at table `id`, all at `at`, the last ending the match with `outcome`. */
export function storeMatch(store: Store, id: string, seats: StoredSeat[], at: number, moves: number, outcome: Outcome) {
  for (let n = 0; n < moves; n++) {
    const end = n === moves - 1;
    const result = end ? resultRow('masterdice', seats, outcome) : undefined;
    store.recordAction(id, n, n % 2, { type: 'move', n }, at, end ? at : undefined, null, true, result);
  }
}
