// What a guided first game shows at each moment: a line of advice and what it points at (an HTML control by its
// test id, or a 3D piece by its place on the table). Each game's client says it (GameClient.useGuide); the shell
// draws it (client/guide/: GuideBubble, GuideMarkers) and a browser test follows it to the end of the game.

/** A point of the table in scene units (x, y, z), as scene/framing.ts spells it. */
type P3 = readonly [number, number, number];

/** One thing the guide points at: a control of the overlay, or a piece of the 3D table (scene units). */
export type GuideTarget =
  | { readonly kind: 'control'; readonly testId: string }
  | { readonly kind: 'piece'; readonly at: P3; readonly r?: number };

/**
 * The guide's advice now. `targets` are what to press, the next first (a die, then its column); empty when there
 * is nothing to do but watch (the bot's turn). `id` names the step's kind ('roll', 'place', 'watch') for tests.
 */
export interface GuideStep {
  readonly id: string;
  readonly text: string;
  readonly targets: readonly GuideTarget[];
}

/** A control target by its data-testid. */
export const control = (testId: string): GuideTarget => ({ kind: 'control', testId });

/** A piece target at a point of the table; `r`: the ring's radius round it (scene units), when not the usual 0.3. */
export const piece = (at: P3, r?: number): GuideTarget =>
  r === undefined ? { kind: 'piece', at } : { kind: 'piece', at, r };
