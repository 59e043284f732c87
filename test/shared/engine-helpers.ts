// Helpers every game's engine tests share: all the viewers of a table, and a deep freeze that proves `apply`
// never writes to its input.
import type { Viewer } from '../../shared/core/index.js';

/** Every kind of viewer at a table of `players`. */
export function viewers(players: number): Viewer[] {
  return [
    ...Array.from({ length: players }, (_, seat): Viewer => ({ kind: 'seat', seat })),
    { kind: 'spectator' },
    { kind: 'broadcast' },
  ];
}

/** Freezes a value and everything under it (to prove `apply` never writes to its input). */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}
