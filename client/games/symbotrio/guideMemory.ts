// The guided game's memory of the keypad: every square seen face up at this table, by id. A square turned up is
// seen by every seat ("everyone seeing each", rules/symbotrio.md), so this holds only what the newcomer saw — the
// same list the engine hands a bot seat (botMemory) — read from the views this page received, every one of them:
// a bot's three flips may arrive between two renders. Only the guide keeps it; the game's own store and panels
// never remember a sign (a memory game). Lost with the page: after a reload the guide starts from what is up.
import { useEffect, useRef } from 'react';
import type { Reveal, Sign, SymbotrioView } from '../../../shared/games/symbotrio/game-types.js';
import { useTavolo } from '../../store.js';

/** Signs seen so far, by square id. Example: `Map { 3 => 'red', 7 => 'circle' }`. */
export type Seen = ReadonlyMap<number, Sign>;

/** `seen` with the squares face up in `view` added (the same map when it shows nothing new). */
export function seeView(seen: Seen, view: Pick<SymbotrioView, 'squares'> | null | undefined): Seen {
  const fresh = (view?.squares ?? []).filter((q) => q.sign !== null && seen.get(q.id) !== q.sign);
  if (fresh.length === 0) return seen;
  const out = new Map(seen);
  for (const q of fresh) out.set(q.id, q.sign!);
  return out;
}

/** The memory as the bots read theirs (squares keep their ids when the board turns): all sightings, this turn's. */
export function seenAsReveals(seen: Seen, turnCount: number): Reveal[] {
  return [...seen].map(([square, sign]) => ({ square, sign, turnCount }));
}

/** Whether a store value is a Symbotrio view (the shell's view is `unknown`). */
const isSymbotrioView = (v: unknown): v is SymbotrioView =>
  typeof v === 'object' && v !== null && Array.isArray((v as SymbotrioView).squares);

/** The squares seen at this table since the guide mounted, `view` (the one being rendered) included. */
export function useSeenSquares(view: SymbotrioView): Seen {
  const seen = useRef<Seen>(new Map());
  // Every view the store holds, as it arrives (before React renders: two patches may share one render).
  useEffect(
    () =>
      useTavolo.subscribe((s, before) => {
        if (s.view !== before.view && isSymbotrioView(s.view)) seen.current = seeView(seen.current, s.view);
      }),
    [],
  );
  seen.current = seeView(seen.current, view);
  return seen.current;
}
