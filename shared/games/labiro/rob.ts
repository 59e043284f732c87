// The dagger's loot rule in one place (rules/labiro.md, "The dagger"): what a robber may take from the player he
// robs. The engine's `dagger()` judges an attack with it and the client's picker offers exactly the same choice.
import { HAND_LIMIT, type HandItem } from './game-types.js';

/** What a dagger attack may take: the things on offer, how many the robber takes, the default pick. */
export interface RobChoice {
  /** The victim's things the robber may pick: all he carries but an armed victim's dagger. */
  readonly offer: readonly HandItem[];
  /** An armed victim's dagger (never taken: it is put away after the robber's), or undefined. */
  readonly guard: HandItem | undefined;
  /** The most an attack may name: the room left in the robber's hand (one thing from an armed victim). */
  readonly limit: number;
  /** Exactly this many things are taken: all he can carry (`limit`), or the whole offer when it is smaller. */
  readonly count: number;
  /** The default pick (an attack that names none): rubies first, then objects in hand order, `count` of them. */
  readonly preset: readonly HandItem[];
}

/** The choice of a robber whose hand, once his dagger has left it, is `mine`, against a victim carrying `loot`. */
export function robChoice(mine: readonly HandItem[], loot: readonly HandItem[]): RobChoice {
  const guard = loot.find((i) => i.kind === 'object' && i.tile.kind === 'dagger');
  const room = Math.max(0, HAND_LIMIT - mine.length);
  const offer = loot.filter((i) => i !== guard);
  const limit = guard ? Math.min(1, room) : room;
  const count = Math.min(limit, offer.length);
  const preset = [...offer.filter((i) => i.kind === 'ruby'), ...offer.filter((i) => i.kind === 'object')].slice(
    0,
    count,
  );
  return { offer, guard, limit, count, preset };
}
