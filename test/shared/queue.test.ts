// The challenger queue's rules (shared/queue.ts): every request and refusal by name, and who sits where next.
import { describe, expect, it } from 'vitest';
import {
  matchEnded,
  nextMatch,
  NO_QUEUE,
  parseQueueOp,
  queueApply,
  QUEUE_MAX,
  type QueueAsker,
  type QueueRecord,
} from '../../shared/queue.js';

const two = [{ kind: 'human' as const }, { kind: 'human' as const }];
const creator: QueueAsker = { creator: true, seat: 0, player: 'host', name: 'Anna' };
const viewer = (player: string): QueueAsker => ({ creator: false, seat: null, player, name: player.toUpperCase() });
const open = (games = 1): QueueRecord => {
  const r = queueApply(NO_QUEUE, { op: 'open', games }, creator, two);
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
};
const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error!.code);
function joined(q: QueueRecord, ...players: string[]): QueueRecord {
  for (const p of players) {
    const r = queueApply(q, { op: 'join' }, viewer(p), two);
    if (!r.ok) throw new Error(r.error.code);
    q = r.value;
  }
  return q;
}

describe('parsing a queue request', () => {
  it('takes each request and refuses anything else with its code', () => {
    expect(parseQueueOp({ op: 'open', games: 3 })).toEqual({ ok: true, value: { op: 'open', games: 3 } });
    expect(parseQueueOp({ op: 'skip', place: 2 })).toEqual({ ok: true, value: { op: 'skip', place: 2 } });
    expect(code(parseQueueOp(null))).toBe('queue/bad-message');
    expect(code(parseQueueOp({ op: 'dance' }))).toBe('queue/bad-message');
    expect(code(parseQueueOp({ op: 'open', games: 11 }))).toBe('queue/bad-games');
    expect(code(parseQueueOp({ op: 'games', games: 1.5 }))).toBe('queue/bad-games');
    expect(code(parseQueueOp({ op: 'remove', place: -1 }))).toBe('queue/no-such-place');
    expect(code(parseQueueOp({ op: 'remove', place: QUEUE_MAX }))).toBe('queue/no-such-place');
  });
});

describe('queue requests', () => {
  it('only the creator opens, closes, sets the games, skips or removes', () => {
    const q = joined(open(), 'b', 'c');
    for (const op of [
      { op: 'close' },
      { op: 'games', games: 2 },
      { op: 'skip', place: 0 },
      { op: 'remove', place: 0 },
    ] as const)
      expect(code(queueApply(q, op, viewer('b'), two))).toBe('queue/not-creator');
    expect(code(queueApply(NO_QUEUE, { op: 'open', games: 1 }, viewer('b'), two))).toBe('queue/not-creator');
  });
  it('opening keeps the creator’s seat; a table without another human seat has no queue', () => {
    expect(open()).toMatchObject({ open: true, hostSeat: 0, hostPlayer: 'host', entries: [] });
    const alone = [{ kind: 'human' as const }, { kind: 'bot' as const }];
    expect(code(queueApply(NO_QUEUE, { op: 'open', games: 1 }, creator, alone))).toBe('queue/no-challenger-seat');
    expect(code(queueApply(open(), { op: 'open', games: 1 }, creator, two))).toBe('queue/already-open');
  });
  it('joining needs an open queue, a key, no seat, and a place not taken', () => {
    expect(code(queueApply(NO_QUEUE, { op: 'join' }, viewer('b'), two))).toBe('queue/closed');
    expect(code(queueApply(open(), { op: 'join' }, { ...viewer('b'), player: null }, two))).toBe('queue/no-player-key');
    expect(code(queueApply(open(), { op: 'join' }, { ...viewer('b'), seat: 1 }, two))).toBe('queue/seated');
    expect(code(queueApply(joined(open(), 'b'), { op: 'join' }, viewer('b'), two))).toBe('queue/in-line');
    const full = joined(open(), ...Array.from({ length: QUEUE_MAX }, (_, i) => `p${i}`));
    expect(code(queueApply(full, { op: 'join' }, viewer('late'), two))).toBe('queue/full');
  });
  it('leave, skip and remove change the line as named', () => {
    const q = joined(open(), 'b', 'c', 'd');
    const names = (r: ReturnType<typeof queueApply>) => (r.ok ? r.value.entries.map((e) => e.player) : r.error.code);
    expect(names(queueApply(q, { op: 'leave' }, viewer('c'), two))).toEqual(['b', 'd']);
    expect(names(queueApply(q, { op: 'leave' }, viewer('x'), two))).toBe('queue/not-in-line');
    expect(names(queueApply(q, { op: 'skip', place: 0 }, creator, two))).toEqual(['c', 'b', 'd']);
    expect(names(queueApply(q, { op: 'skip', place: 2 }, creator, two))).toEqual(['b', 'c', 'd']);
    expect(names(queueApply(q, { op: 'remove', place: 1 }, creator, two))).toEqual(['b', 'd']);
    expect(names(queueApply(q, { op: 'remove', place: 3 }, creator, two))).toBe('queue/no-such-place');
    expect(queueApply(q, { op: 'close' }, creator, two)).toEqual({ ok: true, value: NO_QUEUE });
  });
});

describe('the next match', () => {
  it('a challenger who played his games gives the seat to the first in line', () => {
    const q = matchEnded(joined(open(1), 'c', 'd'), two);
    const next = nextMatch(q, two)!;
    expect(next.seats).toEqual([{ seat: 1, from: { player: 'c', name: 'C' } }]);
    expect(next.queue.entries.map((e) => e.player)).toEqual(['d']);
    expect(next.queue.played).toEqual([0, 0]);
  });
  it('one with games left plays on; the line waits', () => {
    const q = matchEnded(joined(open(2), 'c'), two);
    const next = nextMatch(q, two)!;
    expect(next.seats).toEqual([{ seat: 1, from: null }]);
    expect(next.queue.played).toEqual([0, 1]);
    expect(nextMatch(matchEnded(next.queue, two), two)!.seats[0]!.from?.player).toBe('c');
  });
  it('nothing to make while nobody waits and the games are played, or once closed', () => {
    expect(nextMatch(matchEnded(open(1), two), two)).toBeNull();
    expect(nextMatch(NO_QUEUE, two)).toBeNull();
  });
});
