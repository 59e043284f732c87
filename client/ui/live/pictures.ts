// Each game's small drawing for "Live now" (client/games/<id>/picture.tsx, found at build time: adding a game edits
// nothing here). Plain SVG from the spectators' view: no WebGL, nothing but what a spectator sees.
import type { ComponentType } from 'react';

/** A game's drawing: SVG shapes inside a 160 × 100 box. */
export type Picture = ComponentType<{ readonly view: never }>;

const found = import.meta.glob<{ Picture: Picture }>('../../games/*/picture.tsx', { eager: true });

/** Drawings by game id. */
export const PICTURES: ReadonlyMap<string, Picture> = new Map(
  Object.entries(found).map(([file, mod]) => [file.split('/').at(-2)!, mod.Picture]),
);
