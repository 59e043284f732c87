// Every Laser refusal of the table game in one place: stable codes (clients translate by code), English messages.
// Layout refusals ('laser/off-grid', 'laser/missing-kind', ...) live in layout.ts as LAYOUT_ERRORS.
import { commonErrors, refuser, rematchErrors, type Result, type RuleError } from '../../core/index.js';

/** Laser game refusals by name; `code` never changes once published, `message` is the English fallback. */
export const ERRORS = {
  ...commonErrors('laser', {
    badAction: 'That is not a Laser action.',
    badOptions:
      'Options: set beginner|expert|einstein, einstein one kind or all three, designer players|server, strictDesign, assistant off|check|count, designerSeat 0–5.',
    badPlayers:
      'Laser needs 2 to 6 players when people design (1 to 6 with a server circuit), and the designer must be one of them.',
    gameOver: 'The game is over: only a rematch is possible.',
  }),
  ...rematchErrors('laser'),
  notDesigner: { code: 'laser/not-designer', message: 'Only a designer places components on a circuit.' },
  notInvestigator: {
    code: 'laser/not-investigator',
    message: 'Only an investigator fires, keeps a notebook or declares.',
  },
  alreadyDesigned: {
    code: 'laser/already-designed',
    message: 'Your circuit is submitted: a design cannot be changed.',
  },
  notIdentifiable: {
    code: 'laser/not-identifiable',
    message: 'Another layout gives the same 30 answers: some components could never be located.',
  },
  badPointer: { code: 'laser/bad-pointer', message: 'Pointers are numbered from 1 to 30.' },
  pointerKnown: {
    code: 'laser/pointer-known',
    message: "You already hold that pointer's answer: fire another pointer, or declare.",
  },
  secretNotAllowed: {
    code: 'laser/secret-not-allowed',
    message: 'Secret shots exist only in group or server play with two or more investigators.',
  },
  noSecretLeft: { code: 'laser/no-secret-left', message: 'You have used your 3 secret shots.' },
  eliminated: { code: 'laser/eliminated', message: 'You were eliminated by a wrong declaration.' },
  badNotebook: {
    code: 'laser/bad-notebook',
    message: 'A notebook is { pieces: [...], empty: [cells y * 8 + x, distinct, 0–55, not under a piece] }.',
  },
} as const satisfies Record<string, RuleError>;

/** One Laser refusal's name. */
export type ErrorName = keyof typeof ERRORS;

/** Every Laser game error code (layout codes are in LAYOUT_ERRORS), e.g. for a client's translation table. */
export type LaserErrorCode = (typeof ERRORS)[ErrorName]['code'];

/** Builds the refusal Result for one named error, optionally with a more precise message. */
export const refuse: (name: ErrorName, message?: string) => Result<never> = refuser(ERRORS);
