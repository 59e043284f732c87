// Glicko-2 ratings (issue 31): who is rated, how a result becomes places, and that the fold is the same whatever
// order the results arrive in (the stored order decides), as a restarted server folds them from the file.
import { describe, expect, it } from 'vitest';
import { Ratings, type RatedResult } from '../../server/ratings.js';
import { isRated, placesOf } from '../../shared/players.js';
import { resultRow } from '../../server/table-setup.js';
import type { StoredSeat } from '../../server/store.js';

const human = (name: string, playerHash: string | null): StoredSeat => ({
  kind: 'human',
  name,
  botId: '',
  keyHash: 'k',
  playerHash,
});
const bot: StoredSeat = { kind: 'bot', name: 'Bot', botId: 'masterdice/smart', keyHash: null };

function result(i: number, players: string[], winners: number[], scores: number[], at = 1000 + i): RatedResult {
  return {
    tableId: `T${String(i).padStart(5, '0')}`,
    n: 10,
    game: 'laser',
    at,
    players,
    names: players.map((p) => p.toUpperCase()),
    outcome: { scores, winners, draw: winners.length === 0 },
  };
}

describe('which games are rated', () => {
  const outcome = { scores: [3, 1], winners: [0], draw: false };
  it('two different keyed humans: rated', () => {
    expect(resultRow('masterdice', [human('A', 'pa'), human('B', 'pb')], outcome).rated).toBe(true);
  });
  it('a bot at the table: listed, not rated', () => {
    const row = resultRow('masterdice', [human('A', 'pa'), bot], outcome);
    expect(row.rated).toBe(false);
    expect(row.players).toEqual(['pa', '']);
  });
  it('a player without a key, or one key at two seats: not rated', () => {
    expect(resultRow('masterdice', [human('A', 'pa'), human('B', null)], outcome).rated).toBe(false);
    expect(resultRow('masterdice', [human('A', 'pa'), human('B', 'pa')], outcome).rated).toBe(false);
  });
  it('stores names and kinds only, never a key hash, in the seats', () => {
    const row = resultRow('masterdice', [human('A', 'pa'), human('B', 'pb')], outcome);
    expect(row.seats).toEqual([
      { name: 'A', kind: 'human' },
      { name: 'B', kind: 'human' },
    ]);
  });
});

describe('the rated rule (shared/players.ts)', () => {
  it('two different keyed players or more; a seat without a key or one player twice is not rated', () => {
    expect(isRated(['pa', 'pb'])).toBe(true);
    expect(isRated(['pa', 'pb', 'pc'])).toBe(true);
    expect(isRated(['pa'])).toBe(false);
    expect(isRated(['pa', ''])).toBe(false);
    expect(isRated(['pa', 'pb', 'pa'])).toBe(false);
  });
});

describe('places of a result', () => {
  it('the winners first, then the rest by score, equal scores sharing a place', () => {
    expect(placesOf({ scores: [5, 9, 2, 5], winners: [1], draw: false }, 4)).toEqual([[1], [0, 3], [2]]);
  });
  it('a shared win is one place; a draw puts everyone in one place', () => {
    expect(placesOf({ scores: [7, 7, 1], winners: [0, 1], draw: false }, 3)).toEqual([[0, 1], [2]]);
    expect(placesOf({ scores: [4, 4], winners: [0, 1], draw: true }, 2)).toEqual([[0, 1]]);
  });
});

describe('the fold', () => {
  it('a win raises the winner and lowers the loser from 1500, both deviations shrink', () => {
    const r = new Ratings([result(1, ['a', 'b'], [0], [1, 0])]);
    const a = r.of('laser', 'a')!;
    const b = r.of('laser', 'b')!;
    expect(a.rating).toBeGreaterThan(1500);
    expect(b.rating).toBeLessThan(1500);
    expect(a.rd).toBeLessThan(350);
    expect(a.games).toBe(1);
    expect(r.of('laser', 'c')).toBeNull();
    expect(r.of('web', 'a')).toBeNull();
  });

  it('three players: the library multi-player method rates every pair', () => {
    const r = new Ratings([result(1, ['a', 'b', 'c'], [2], [1, 3, 5])]);
    const [a, b, c] = ['a', 'b', 'c'].map((p) => r.of('laser', p)!.rating);
    expect(c!).toBeGreaterThan(b!);
    expect(b!).toBeGreaterThan(a!);
  });

  it('results added out of order rate exactly as the stored order does', () => {
    const names = ['a', 'b', 'c', 'd', 'e'];
    const all: RatedResult[] = [];
    for (let i = 0; i < 60; i++) {
      const p = names[i % 5]!;
      const q = names[(i * 3 + 1) % 5]!;
      if (p === q) continue;
      // Pairs of results ending in the same millisecond, and one much later result added first.
      all.push(result(i, [p, q], [i % 3 === 0 ? 1 : 0], [i % 4, 2], 1000 + Math.floor(i / 2)));
    }
    const stored = new Ratings(all);
    const live = new Ratings();
    const shuffled = [all[all.length - 1]!, ...all.slice(0, -1).reverse()];
    for (const r of shuffled) live.add(r);
    expect(live.dump()).toEqual(stored.dump());
    const inOrder = new Ratings();
    for (const r of all) inOrder.add(r);
    expect(inOrder.dump()).toEqual(stored.dump());
  });

  it('the leaderboard lists players with enough games, best first, by their latest name', () => {
    const all = [
      result(1, ['a', 'b'], [0], [1, 0]),
      result(2, ['a', 'b'], [0], [1, 0]),
      result(3, ['a', 'c'], [0], [1, 0]),
    ];
    all[2] = { ...all[2]!, names: ['Anna', 'C'] };
    const board = new Ratings(all).leaderboard('laser', 2);
    expect(board.map((r) => [r.rank, r.name, r.games])).toEqual([
      [1, 'Anna', 3],
      [2, 'B', 2],
    ]);
    expect(board[0]!.rating).toBeGreaterThan(board[1]!.rating);
  });
});
