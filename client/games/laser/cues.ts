// Which shot each circuit's boards play: a newly arrived shot plays by itself; a shot picked in the list
// (the store's selectedShot) plays again; what was already there when the table opened is shown at rest.
import { useEffect, useRef, useState } from 'react';
import type { LaserView } from '../../../shared/games/laser/game-types.js';
import type { Cue } from './Beams.js';

let tokens = 0;

/** The latest visible shot `n` of each circuit (−1 without shots). */
export function latestShots(view: Pick<LaserView, 'circuits'>): number[] {
  return view.circuits.map((c) => c.shots.reduce((m, s) => Math.max(m, s.n), -1));
}

/**
 * The cues after a new view: circuits whose latest shot is newer than `seen` get it played (animated);
 * `seen` null (the first view) shows every circuit's latest shot at rest.
 */
export function nextCues(
  prev: Readonly<Record<number, Cue>>,
  seen: readonly number[] | null,
  latest: readonly number[],
): Record<number, Cue> {
  const out: Record<number, Cue> = { ...prev };
  latest.forEach((n, i) => {
    if (n < 0) {
      delete out[i];
      return;
    }
    if (seen === null) out[i] = { n, token: ++tokens, animate: false };
    else if (n > (seen[i] ?? -1)) out[i] = { n, token: ++tokens, animate: true };
  });
  return out;
}

/** The cue of every circuit, following the view and the selected shot. */
export function useCues(
  view: LaserView,
  selected: { readonly circuit: number; readonly n: number } | null,
): Readonly<Record<number, Cue>> {
  const seen = useRef<number[] | null>(null);
  const game = useRef(view.game);
  const [cues, setCues] = useState<Record<number, Cue>>(() => {
    const latest = latestShots(view);
    seen.current = latest;
    return nextCues({}, null, latest);
  });
  useEffect(() => {
    const latest = latestShots(view);
    const fresh = game.current !== view.game;
    game.current = view.game;
    const before = fresh ? latest.map(() => -1) : seen.current;
    seen.current = latest;
    setCues((c) => {
      const next = nextCues(fresh ? {} : c, before, latest);
      return JSON.stringify(next) === JSON.stringify(c) ? c : next;
    });
  }, [view]);
  useEffect(() => {
    if (!selected) return;
    setCues((c) => ({ ...c, [selected.circuit]: { n: selected.n, token: ++tokens, animate: true } }));
  }, [selected]);
  return cues;
}
