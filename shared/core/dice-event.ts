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
}

/** Builds the event; `visibleTo` (absent: everyone) keeps secret dice to the seats that may see them. */
export function diceThrown<C extends string>(channel: C, roll: number, values: readonly number[], visibleTo?: readonly Seat[]): DiceThrownEvent<C> {
  return visibleTo === undefined ? { type: DICE_THROWN, channel, roll, values } : { type: DICE_THROWN, channel, roll, values, visibleTo };
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
