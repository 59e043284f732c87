// The shape of a game's metadata: the facts about a game that the engine, the lobby and the tests all read (its
// id, seat range, default options and the options of a short game), as plain data that loads no engine.

/** What is known of a game without loading its engine: each game's shared/games/<id>/meta.ts holds one. */
export interface GameMeta<O extends object = object> {
  /** Stable id, the engine's and the lobby folder's. Example: 'laser'. */
  readonly id: string;
  /** The fewest and most seats the engine accepts, and the lobby form's starting count. Example: `{ min: 1, max: 6, initial: 2 }`. */
  readonly seats: { readonly min: number; readonly max: number; readonly initial: number };
  /** The options a table gets when its creator leaves them out (the engine's DEFAULT_OPTIONS). */
  readonly defaultOptions: O;
  /**
   * Options that make a game end fast, for tests (server bots or planned moves finish it in a few dozen to a few
   * hundred actions); the fields left out take their defaults. Example: `{ roundLimit: 2 }`.
   */
  readonly shortOptions: Partial<O>;
}
