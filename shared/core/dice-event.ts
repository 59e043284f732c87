// The one dice event the platform knows: an engine that throws dice emits it, and the server turns each one into
// a physical throw (a ThrowMessage on the same channel) sent to the viewers its `visibleTo` allows. Channels are
// the game's own names for its sets of dice (Masterdice: 'white' for the solver's, 'code' for the coder's);
// the platform only copies them. Plain data, so an engine adds its own fields (who threw) beside these.
import type { GameEvent, Seat } from './engine.js';

/** The event type of every dice throw, whatever the game (the server looks for no other name). */
export const DICE_THROWN = 'dice-thrown';

/**
 * Dice an engine has thrown: the values it decided (1–6, one per die, 1 to 4 dice) for roll number `roll` (the
 * game's counter, unique per table: clients match a track to its roll by it), on the game's channel `C`.
 * Example: `{ type: 'dice-thrown', channel: 'white', roll: 3, values: [2, 2, 5, 6] }`.
 */
export interface DiceThrownEvent<C extends string = string> extends GameEvent {
  readonly type: typeof DICE_THROWN;
  readonly channel: C;
  readonly roll: number;
  readonly values: readonly number[];
  /** The thrower's gesture, when the dice were thrown by hand (the physics uses it; the values never depend on it). */
  readonly aim?: DiceAim;
}

/**
 * A throw's gesture in the tray's frame: `angle` in radians from straight ahead (away from the thrower), positive
 * to his right, within ±MAX_AIM_ANGLE; `strength` 0 (a soft toss) to 1 (a hard throw). Example: { angle: -0.3, strength: 0.8 }.
 */
export interface DiceAim {
  readonly angle: number;
  readonly strength: number;
}

/** Widest angle a throw may take from straight ahead (a throw beyond it goes out over the side wall). */
export const MAX_AIM_ANGLE = 1;

/**
 * Reads a gesture off the wire: finite numbers, the angle clamped to ±MAX_AIM_ANGLE and the strength to 0–1, both
 * rounded to 1/1000 (a stored action stays short); null when it is not { angle: number, strength: number }.
 */
export function parseDiceAim(input: unknown): DiceAim | null {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return null;
  const { angle, strength } = input as { angle?: unknown; strength?: unknown };
  if (
    typeof angle !== 'number' ||
    typeof strength !== 'number' ||
    !Number.isFinite(angle) ||
    !Number.isFinite(strength)
  )
    return null;
  const r = (x: number, lo: number, hi: number) => Math.round(Math.min(hi, Math.max(lo, x)) * 1000) / 1000 || 0;
  return { angle: r(angle, -MAX_AIM_ANGLE, MAX_AIM_ANGLE), strength: r(strength, 0, 1) };
}

/** Builds the event; `visibleTo` (absent: everyone) keeps secret dice to the seats that may see them; `aim` the gesture. */
export function diceThrown<C extends string>(
  channel: C,
  roll: number,
  values: readonly number[],
  visibleTo?: readonly Seat[],
  aim?: DiceAim,
): DiceThrownEvent<C> {
  return {
    type: DICE_THROWN,
    channel,
    roll,
    values,
    ...(visibleTo === undefined ? {} : { visibleTo }),
    ...(aim === undefined ? {} : { aim }),
  };
}

/** Whether an event (from any engine, or off the wire) is a well-formed dice throw the platform can play. */
export function isDiceThrown(e: GameEvent): e is DiceThrownEvent {
  const d = e as Partial<DiceThrownEvent>;
  return (
    e.type === DICE_THROWN &&
    typeof d.channel === 'string' &&
    typeof d.roll === 'number' &&
    Array.isArray(d.values) &&
    d.values.length > 0
  );
}
