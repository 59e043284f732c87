// Latest-state actions (shared/core/latest.ts, issue 28): of a run of edits a player may repeat without the game
// moving on (Laser's notebook and draft), the log keeps the last of each seat and kind, and folding the kept log
// gives exactly the state folding every edit gives.
import { describe, expect, it } from 'vitest';
import { keepLatest, latestKind, replay, type AnyGame } from '../../../shared/core/index.js';
import { GAMES } from '../../../shared/games/index.js';
import { hostilePlayout } from '../../server/hostile-log.js';

const laser = GAMES.laser as AnyGame;
const note = (seat: number, tag: number) => ({ seat, action: { type: 'note', tag } });
const draft = (seat: number, tag: number) => ({ seat, action: { type: 'draft', tag } });
const fire = (seat: number, tag: number) => ({ seat, action: { type: 'fire', tag } });

const CASES: readonly {
  name: string;
  log: { seat: number; action: { type: string; tag: number } }[];
  kept: number[];
}[] = [
  {
    name: "a note replaces the same seat's earlier note when only edits came between",
    log: [note(0, 1), note(0, 2), note(0, 3)],
    kept: [3],
  },
  { name: 'a shot between two notes keeps both', log: [note(0, 1), fire(1, 2), note(0, 3)], kept: [1, 2, 3] },
  {
    name: "another seat's note between does not keep the first",
    log: [note(0, 1), note(1, 2), note(0, 3)],
    kept: [2, 3],
  },
  { name: 'a note and a draft of one seat are kept apart', log: [draft(0, 1), note(0, 2), draft(0, 3)], kept: [2, 3] },
  {
    name: 'edits before and after a shot: one of each run',
    log: [note(0, 1), note(0, 2), fire(0, 3), note(0, 4), note(0, 5)],
    kept: [2, 3, 5],
  },
  { name: 'shots are never replaced', log: [fire(0, 1), fire(0, 2)], kept: [1, 2] },
];

describe('the log keeps the latest state of what a player may change without limit', () => {
  for (const c of CASES)
    it(c.name, () => {
      expect(keepLatest(laser, c.log).map((e) => e.action.tag)).toEqual(c.kept);
    });

  it('Laser says which actions are latest-state (notebook and draft); the other games keep every action', () => {
    expect(latestKind(laser, { type: 'note' })).toBe('note');
    expect(latestKind(laser, { type: 'draft' })).toBe('draft');
    expect(latestKind(laser, { type: 'fire', pointer: 1 })).toBeNull();
    for (const game of Object.values(GAMES).filter((g) => g.id !== 'laser')) {
      expect(game.latestState, game.id).toBeUndefined();
      expect(keepLatest(game, [note(0, 1), note(0, 2)]), game.id).toHaveLength(2);
    }
  });

  for (const [name, options, players] of [
    ['people design (drafts), 3 seats', {}, 3],
    ['the server designs (notebooks), 6 seats', { designer: 'server' }, 6],
    ['Einstein set, 2 seats', { set: 'einstein' }, 2],
  ] as const)
    it(`hostile Laser edits between every move: the kept log folds to the same state, with at most one edit of each seat and kind per move (${name})`, () => {
      for (const n of [1, 2]) {
        const parsed = laser.parseOptions(options);
        if (!parsed.ok) throw new Error(parsed.error.code);
        const input = { seed: { chacha20: [28, n, players] }, players, options: parsed.value };
        const log = hostilePlayout(laser, input, 5 * n);
        const kept = keepLatest(laser, log);
        const full = replay(laser, input, log);
        const folded = replay(laser, input, kept);
        expect(full.ok && folded.ok).toBe(true);
        if (!full.ok || !folded.ok) return;
        expect(folded.value).toEqual(full.value);
        const moves = kept.filter((e) => latestKind(laser, e.action) === null).length;
        expect(log.length).toBeGreaterThan(kept.length);
        expect(kept.length).toBeLessThanOrEqual(moves + (moves + 1) * players * 2);
      }
    });
});
