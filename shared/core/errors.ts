// The refusals every game has (a seat out of range, an unknown action, the wrong turn or phase, a finished
// game, bad table options or player count): one builder, so that each game's table starts from the same rows
// under its own prefix and the shared apply gates (apply.ts) can name them.
import type { RuleError } from './result.js';

/** The common rows by name, with the kebab-case part of their codes (`<prefix>/not-your-turn`). */
export const COMMON_ERROR_SLUGS = {
  notASeat: 'not-a-seat',
  badAction: 'bad-action',
  notYourTurn: 'not-your-turn',
  wrongPhase: 'wrong-phase',
  gameOver: 'game-over',
  badOptions: 'bad-options',
  badPlayers: 'bad-players',
} as const;

/** The row a game with a rematch adds: a rematch asked for before the end. */
export const REMATCH_ERROR_SLUGS = { notOver: 'not-over' } as const;

/** The name of one common row ('notYourTurn'). */
export type CommonErrorName = keyof typeof COMMON_ERROR_SLUGS;

/** Rows named as in `T`, each with the code `<P>/<slug>` (a literal type, so clients' translation tables stay exhaustive). */
export type ErrorRows<P extends string, T extends Readonly<Record<string, string>>> = {
  readonly [K in keyof T]: { readonly code: `${P}/${T[K]}`; readonly message: string };
};

/** English fallbacks of the common rows; a game passes its own sentence where it says more (its name, its rules). */
export const COMMON_MESSAGES: Readonly<Record<CommonErrorName, string>> = {
  notASeat: 'Only seated players can act; spectators cannot.',
  badAction: 'That is not an action of this game.',
  notYourTurn: 'It is not your turn.',
  wrongPhase: 'That move does not fit this moment of the game.',
  gameOver: 'The game is over.',
  badOptions: 'Those table options are not valid for this game.',
  badPlayers: 'This game cannot be played by that many players.',
};

function rows<P extends string, T extends Readonly<Record<string, string>>>(
  prefix: P,
  slugs: T,
  messages: Readonly<Partial<Record<keyof T, string>>>,
  fallback: Readonly<Partial<Record<keyof T, string>>>,
): ErrorRows<P, T> {
  const out: Record<string, RuleError> = {};
  for (const name of Object.keys(slugs) as (keyof T & string)[]) {
    out[name] = { code: `${prefix}/${slugs[name]}`, message: messages[name] ?? fallback[name] ?? name };
  }
  return out as ErrorRows<P, T>;
}

/**
 * The common refusal rows of one game: `commonErrors('web')` gives `{ notYourTurn: { code: 'web/not-your-turn',
 * message }, … }`. `messages` replaces the English fallback of some rows. Spread it first in the game's ERRORS
 * table; a row written after the spread replaces it (a game whose published code differs keeps it that way).
 */
export function commonErrors<P extends string>(
  prefix: P,
  messages: Readonly<Partial<Record<CommonErrorName, string>>> = {},
): ErrorRows<P, typeof COMMON_ERROR_SLUGS> {
  return rows(prefix, COMMON_ERROR_SLUGS, messages, COMMON_MESSAGES);
}

/** The `notOver` row of a game with a rematch (`<prefix>/not-over`). */
export function rematchErrors<P extends string>(
  prefix: P,
  message = 'A rematch can only start once the game is over.',
): ErrorRows<P, typeof REMATCH_ERROR_SLUGS> {
  return rows(prefix, REMATCH_ERROR_SLUGS, { notOver: message }, {});
}
