// Every Labiro refusal of the table game in one place: stable codes (clients translate by code), English messages.
// Map refusals ('labiro/map-size', ...) live in map.ts as MAP_ERRORS and keep their codes through parseOptions.
import { commonErrors, refuser, type Result, type RuleError } from '../../core/index.js';
import { HAND_LIMIT, PAWN_SPACES, TURNS_PER_TURN } from './game-types.js';

/** Labiro game refusals by name; `code` never changes once published, `message` is the English fallback. */
export const ERRORS = {
  ...commonErrors('labiro', {
    badAction: 'That is not a Labiro action.',
    badOptions:
      'Options: map { kind: preset, name } | { kind: random } | { kind: custom, map }, order seats|random, roundLimit 0–1000.',
    badPlayers: 'Labiro needs 2 to 4 players.',
  }),
  pendingPlace: {
    code: 'labiro/pending-place',
    message: 'First put your used object away in an empty tower that is neither yours nor next to it.',
  },
  nothingToPlace: { code: 'labiro/nothing-to-place', message: 'You have no used object to put away.' },
  notABase: { code: 'labiro/not-a-base', message: 'There is no such tower: towers are numbered by their base, 0–17.' },
  startRuby: { code: 'labiro/start-ruby', message: 'A start tower must be a simple tower, not a ruby tower.' },
  startTaken: { code: 'labiro/start-taken', message: "That tower is already another player's start tower." },
  alreadyThere: { code: 'labiro/already-there', message: 'Your pawn is already in that tower.' },
  noPassage: {
    code: 'labiro/no-passage',
    message: 'No passage: that tower cannot be reached through communicating doors now.',
  },
  turnLimit: {
    code: 'labiro/turn-limit',
    message: `You have used your ${TURNS_PER_TURN} turns (rope climbs included) this turn.`,
  },
  turnTooFar: { code: 'labiro/turn-too-far', message: 'You may only turn the tower you stand in or one next to it.' },
  noObject: { code: 'labiro/no-object', message: 'There is no object in that tower.' },
  handFull: { code: 'labiro/hand-full', message: `Your hand is full: you hold ${HAND_LIMIT} things.` },
  handNotFull: {
    code: 'labiro/hand-not-full',
    message: `Looking and swapping are for a full hand (${HAND_LIMIT} things): take the object instead.`,
  },
  swapRuby: { code: 'labiro/swap-ruby', message: 'A ruby tile is never swapped: give one of your objects.' },
  notHeld: { code: 'labiro/not-held', message: 'You do not hold that object.' },
  towerHasObject: {
    code: 'labiro/tower-has-object',
    message: 'That tower already holds an object: a tower never holds two.',
  },
  notRubyTower: { code: 'labiro/not-ruby-tower', message: 'You are not in a ruby tower.' },
  noRubyTile: { code: 'labiro/no-ruby-tile', message: 'The ruby tile of this tower was already taken.' },
  noKey: { code: 'labiro/no-key', message: "You need the tower key with this tower's symbol to take its ruby tile." },
  usedTwice: { code: 'labiro/used-twice', message: 'Each object is used at most once in a turn.' },
  notAligned: {
    code: 'labiro/not-aligned',
    message: 'That tower is not a neighbour aligned with yours (a door of each on the line through both).',
  },
  badVictim: { code: 'labiro/bad-victim', message: 'The dagger is used against another player at the table.' },
  notSameTower: { code: 'labiro/not-same-tower', message: 'The dagger only works on a player standing in your tower.' },
  nothingToRob: { code: 'labiro/nothing-to-rob', message: 'That player carries nothing.' },
  robTooMany: {
    code: 'labiro/rob-too-many',
    message: `You may keep at most ${HAND_LIMIT} things in all (only one against an armed player).`,
  },
  robTooFew: {
    code: 'labiro/rob-too-few',
    message: `A robber takes all he can carry: as many things as fit in a hand of ${HAND_LIMIT} (one from an armed player).`,
  },
  robNotThere: {
    code: 'labiro/rob-not-there',
    message: 'The player you rob does not carry that (or you named it twice).',
  },
  robDagger: { code: 'labiro/rob-dagger', message: "An armed player's dagger cannot be taken: it is put away." },
  placeTooClose: {
    code: 'labiro/place-too-close',
    message: 'A used object goes in a tower that is neither yours nor next to yours.',
  },
  alreadySeen: {
    code: 'labiro/already-seen',
    message: 'You see the object in your tower already: a look would show nothing new.',
  },
  towerFull: {
    code: 'labiro/tower-full',
    message: `Your tower is full (${PAWN_SPACES} other pawns): end your turn where a pawn space is free.`,
  },
} as const satisfies Record<string, RuleError>;

/** One Labiro refusal's name. */
export type ErrorName = keyof typeof ERRORS;

/** Every Labiro game error code (map codes are in MAP_ERRORS), e.g. for a client's translation table. */
export type LabiroErrorCode = (typeof ERRORS)[ErrorName]['code'];

/** Builds the refusal Result for one named error, optionally with a more precise message. */
export const refuse: (name: ErrorName, message?: string) => Result<never> = refuser(ERRORS);
