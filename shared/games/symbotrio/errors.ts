// Every Symbotrio refusal in one place: stable codes (clients translate by code), English messages.
import { commonErrors, refuser, type Result, type RuleError } from '../../core/index.js';
import { MAX_PLAYERS, MIN_PLAYERS } from './game-types.js';

/** Symbotrio refusals by name; `code` never changes once published, `message` is the English fallback. */
export const ERRORS = {
  ...commonErrors('symbotrio', {
    badAction: 'That is not a Symbotrio action: draw, flip, stop or steal.',
    badOptions: 'Options: easy (true or false), first (a seat number or "random").',
    badPlayers: `Symbotrio needs ${MIN_PLAYERS} to ${MAX_PLAYERS} players.`,
  }),
  offGrid: { code: 'symbotrio/off-grid', message: 'That square is outside the grid.' },
  alreadyUp: { code: 'symbotrio/already-up', message: 'That square is already face up.' },
  fourthSquare: { code: 'symbotrio/fourth-square', message: 'A try turns up at most three squares.' },
  badTarget: { code: 'symbotrio/bad-target', message: 'Pick an opponent who has already won a gem card.' },
  badIndex: { code: 'symbotrio/bad-index', message: "Pick one of the cards of that opponent's won pile." },
} as const satisfies Record<string, RuleError>;

/** One Symbotrio refusal's name. */
export type ErrorName = keyof typeof ERRORS;

/** Every Symbotrio error code, e.g. for a client's translation table. */
export type SymbotrioErrorCode = (typeof ERRORS)[ErrorName]['code'];

/** Builds the refusal Result for one named error, optionally with a more precise message. */
export const refuse: (name: ErrorName, message?: string) => Result<never> = refuser(ERRORS);
