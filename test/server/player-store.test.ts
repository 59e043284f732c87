// "Your games" and "Your tables" from SQLite (issue 31): pages of a player's finished games, newest first, without a
// gap or a repeat however many there are; the replay step where each ended; the tables in play; nothing of another
// player's.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GAMES_PAGE_SIZE, type PlayerGamesResponse } from '../../shared/players.js';
import { Store, type StoredSeat } from '../../server/store.js';
import { resultRow } from '../../server/table-setup.js';
import { makeDataDir, removeDataDir } from './helpers.js';
import { keyedSeat, storeMatch, storeTable } from './player-tables.js';

let dir = '';
let store: Store;
beforeEach(() => {
  dir = makeDataDir();
  store = new Store(dir);
});
afterEach(() => {
  store.close();
  removeDataDir(dir);
});

const seat = keyedSeat;
const table = (id: string, seats: StoredSeat[], createdAt = 1) => storeTable(store, id, seats, createdAt);

/** A table with `moves` plain actions, the last ending the match at `at`. */
function finished(id: string, seats: StoredSeat[], at: number, moves = 3): void {
  table(id, seats);
  storeMatch(store, id, seats, at, moves, { scores: [2, 1], winners: [0], draw: false });
}

const code = (i: number) => `G${String(i).padStart(5, '0')}`;

describe('a player’s games from the store', () => {
  it('pages of 20, newest first, with no gap nor repeat, and only the player’s own', () => {
    for (let i = 0; i < 45; i++)
      finished(code(i), [seat('Anna', 'pa'), seat('Bruno', i % 3 === 0 ? 'pb' : null)], 1000 + i);
    const seen: string[] = [];
    let before: string | null = null;
    const sizes: number[] = [];
    do {
      const page: PlayerGamesResponse = store.players.games('pa', before)!;
      expect(page.total).toBe(45);
      sizes.push(page.games.length);
      seen.push(...page.games.map((g) => g.tableId));
      before = page.next;
    } while (before !== null);
    expect(sizes).toEqual([GAMES_PAGE_SIZE, GAMES_PAGE_SIZE, 5]);
    expect(seen).toEqual(Array.from({ length: 45 }, (_, i) => code(44 - i)));
    const bruno = store.players.games('pb', null)!;
    expect(bruno.total).toBe(15);
    expect(bruno.games.every((g) => g.seat === 1 && g.result === 'lost')).toBe(true);
    expect(store.players.games('nobody', null)!.games).toEqual([]);
    expect(store.players.games('pa', 'bad cursor')).toBeNull();
  });

  it('a game is won, lost or drawn for the seat, rated only between two keyed players', () => {
    finished(code(1), [seat('Anna', 'pa'), seat('Bruno', 'pb')], 5000);
    const [anna] = store.players.games('pa', null)!.games;
    expect(anna).toMatchObject({
      result: 'won',
      rated: true,
      seats: [
        { name: 'Anna', kind: 'human' },
        { name: 'Bruno', kind: 'human' },
      ],
    });
    expect(store.players.games('pb', null)!.games[0]!.result).toBe('lost');
    // The result was folded at once: both are rated now.
    expect(store.ratings.of('masterdice', 'pa')!.games).toBe(1);
  });

  it('the replay step where a game ended counts the frames before it (latest-state edits get none)', () => {
    const seats = [seat('Anna', 'pa'), seat('Bruno', 'pb')];
    table(code(2), seats);
    store.recordAction(code(2), 0, 0, { type: 'x' }, 1, undefined);
    store.recordAction(code(2), 1, 0, { type: 'note' }, 2, undefined, 'note', true);
    store.recordAction(code(2), 2, 1, { type: 'x' }, 3, undefined);
    const result = resultRow('masterdice', seats, { scores: [1, 1], winners: [0, 1], draw: true });
    store.recordAction(code(2), 3, 0, { type: 'x' }, 4, 4, null, true, result);
    const [g] = store.players.games('pa', null)!.games;
    expect(g!.replayAt).toBe(3);
    expect(g!.result).toBe('draw');
  });

  it('lists the tables the player sits at while they are in play, newest first', () => {
    table('T00001', [seat('Anna', 'pa'), { kind: 'human', name: '', botId: '', keyHash: null }], 10);
    table('T00002', [seat('Anna', 'pa'), seat('Bruno', 'pb')], 20);
    finished('T00003', [seat('Anna', 'pa'), seat('Bruno', 'pb')], 30);
    expect(store.players.tables('pa').map((t) => [t.tableId, t.seat, t.phase])).toEqual([
      ['T00002', 0, 'playing'],
      ['T00001', 0, 'waiting'],
    ]);
    expect(store.players.tables('pb').map((t) => t.tableId)).toEqual(['T00002']);
  });
});
