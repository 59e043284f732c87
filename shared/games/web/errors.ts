// Every Web refusal in one place: stable codes (clients translate by code), English messages. The cable rules'
// codes are also what `checkCable` returns (rules/web.md, "Laying a cable", rules 1–6).
import { commonErrors, refuser, type Result, type RuleError } from '../../core/index.js';
import { BUY_SIZE, MAX_PLAYERS, MIN_PLAYERS } from './game-types.js';

/** Web refusals by name; `code` never changes once published, `message` is the English fallback. */
export const ERRORS = {
  ...commonErrors('web', {
    badAction: 'That is not a Web action: play, draw, buy, cable or end.',
    badOptions: 'Options: obstacles [[x, y], …] (distinct squares off the central card), randomObstacles 0–20.',
    badPlayers: `Web needs ${MIN_PLAYERS} to ${MAX_PLAYERS} players.`,
  }),
  // the card of the turn
  notInHand: { code: 'web/not-in-hand', message: 'You do not hold that card.' },
  badRotation: {
    code: 'web/bad-rotation',
    message: 'A card turns in steps of 90°: give 0–3 quarter turns or a multiple of 90 degrees.',
  },
  badSquare: { code: 'web/bad-square', message: 'A square is [x, y], two whole numbers on the table.' },
  overlap: { code: 'web/overlap', message: 'A card may not overlap a card already on the table.' },
  onObstacle: { code: 'web/on-obstacle', message: 'A card may not cover an obstacle.' },
  noSharedSide: {
    code: 'web/no-shared-side',
    message: 'At least one square of the card must share a side with a card on the table.',
  },
  alreadyPlayed: { code: 'web/already-played', message: 'You have already played your card this turn.' },
  playFirst: { code: 'web/play-first', message: 'Play a card from your hand first: its dots give your actions.' },
  cannotPass: {
    code: 'web/cannot-pass',
    message: 'A card of your hand fits on the table: play one before ending your turn.',
  },
  // the actions
  noActionsLeft: { code: 'web/no-actions-left', message: 'You have taken as many actions as the dots on your card.' },
  badPile: { code: 'web/bad-pile', message: 'There are six piles, numbered 0 to 5.' },
  shopShort: {
    code: 'web/shop-short',
    message: `Cables are bought ${BUY_SIZE} at a time: your shop has fewer than ${BUY_SIZE}.`,
  },
  noCable: { code: 'web/no-cable', message: 'You have no cable in front of you: buy some first.' },
  // laying a cable (checkCable's answers)
  cableDiagonal: {
    code: 'web/cable-diagonal',
    message: 'A cable lies on a side between two squares, never diagonally across a corner.',
  },
  cableNotAdjacent: { code: 'web/cable-not-adjacent', message: 'A cable joins two squares that share a side.' },
  cableOnObstacle: { code: 'web/cable-on-obstacle', message: 'A cable may not end on an obstacle.' },
  cableOffCards: {
    code: 'web/cable-off-cards',
    message: 'A cable ends on a card or in a hole, never on an empty square where a card could still lie.',
  },
  cableParallel: {
    code: 'web/cable-parallel',
    message: 'That side already has a cable: cables never run parallel on one side.',
  },
  computerTaken: {
    code: 'web/computer-taken',
    message: 'A computer takes exactly one cable, and passes no connection on.',
  },
  cableUnconnected: {
    code: 'web/cable-unconnected',
    message: 'A cable must start at a server or at a connected cable of your own colour.',
  },
} as const satisfies Record<string, RuleError>;

/** One Web refusal's name. */
export type ErrorName = keyof typeof ERRORS;

/** Every Web error code, e.g. for a client's translation table. */
export type WebErrorCode = (typeof ERRORS)[ErrorName]['code'];

/** The codes `checkCable` may return (the cable rules alone). */
export type CableErrorCode = (typeof ERRORS)[
  | 'cableDiagonal'
  | 'cableNotAdjacent'
  | 'cableOnObstacle'
  | 'cableOffCards'
  | 'cableParallel'
  | 'computerTaken'
  | 'cableUnconnected']['code'];

/** Builds the refusal Result for one named error, optionally with a more precise message. */
export const refuse: (name: ErrorName, message?: string) => Result<never> = refuser(ERRORS);

/** The error row of a code (checkCable answers by code; apply refuses with that row). */
export function errorOfCode(code: string): RuleError | undefined {
  return Object.values(ERRORS).find((e) => e.code === code);
}
