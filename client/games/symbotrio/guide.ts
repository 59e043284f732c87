// Symbotrio's guided first game: from the player's view and the squares he has seen turned, the next thing to do
// and what to press — the hard thief's own choice (thiefAction, shared/games/symbotrio/bot-thief.ts) with the
// newcomer's memory in place of the bot's: squares he saw face up and where they lie now, never a hidden thing.
// Pure; the hook below turns it into words and pointers for the shell (client/guide/).
import { loadOnce } from '../../kit/loadOnce.js';
import { useLoadOnce } from '../../kit/useLoadOnce.js';
import { useTranslation } from '../../i18n/useTranslation.js';
import type { Seat } from '../../../shared/core/index.js';
import { gemSigns } from '../../../shared/games/symbotrio/index.js';
import type {
  Gem,
  Sign,
  SquareView,
  SymbotrioAction,
  SymbotrioView,
} from '../../../shared/games/symbotrio/game-types.js';
import { control, piece, type GuideStep, type GuideTarget } from '../../kit/guideStep.js';
import { capitalise, joinNames, seatName, type Translate } from '../../kit/describe.js';
import type { GameSceneProps } from '../../kit/contract.js';
import { pickerTarget, stealChoices } from './intents.js';
import { squareLetter } from './keys.js';
import { CARD_Y, DECK_PLACE, pilePosition, squarePosition, stackHeight } from './layout.js';
import { seenAsReveals, useSeenSquares, type Seen } from './guideMemory.js';
import { useSymbotrio } from './store.js';
import { NS } from './strings.js';
import { gemWords } from './ui/words.js';

/** What the planner needs beyond the view: the trickster's picker choice (unsent) and the squares seen so far. */
export interface GuideLocal {
  /** The opponent chosen in the trickster's picker (the store's `target`), or null. */
  readonly chosen: Seat | null;
  /** Every square seen face up at this table, by id (what every seat saw: guideMemory.ts). */
  readonly seen: Seen;
}

/** The values a step's words need (the hook puts them into words). */
export interface GuideValues {
  /** The letter of the square to turn, as printed on the board's frame now. */
  readonly letter?: string;
  /** A sign: the one seen on the square to turn, or the wrong one up in a failed try. */
  readonly sign?: Sign;
  /** The signs the gem still needs. */
  readonly need?: readonly Sign[];
  /** The gem being cracked. */
  readonly gem?: Gem;
  /** The other seat the words name (the pile robbed, the player on turn). */
  readonly seat?: Seat;
}

/** One step before translation: keys under `guide.` (a sentence, and an optional note after it) and its values. */
export interface GuidePlan {
  readonly id: string;
  readonly key: string;
  readonly note?: string;
  readonly values: GuideValues;
  readonly targets: readonly GuideTarget[];
}

/** The rings' radii (scene units): round one square of the keypad (inside its cell), round a card or a pile. */
const SQUARE_RING = 0.6;
const CARD_RING = 0.85;

/** The seed of the guide's own random picks (an unseen square, a face-down card): any fixed number. */
const GUIDE_SEED = 0x5e7b;

/**
 * The square at its place now: its keypad button first (a sure press: marked, never under a panel, and cheap for
 * the browser test that follows every press), then the square itself on the board, where the 3D arrow stands (a
 * click there turns it just the same).
 */
function squareTargets(view: SymbotrioView, q: SquareView): GuideTarget[] {
  return [
    control(`sy-place-${squareLetter(q.row, q.col, view.cols)}`),
    piece(squarePosition(q.row, q.col, view.rows, view.cols), SQUARE_RING),
  ];
}

/** The top of the deck on the felt. */
const deckTop = (view: SymbotrioView): GuideTarget =>
  piece([DECK_PLACE.x, CARD_Y + stackHeight(view.deckCount), DECK_PLACE.z], CARD_RING);

/** The hard thief's choice (shared/games/symbotrio/bot-thief.ts thiefAction), handed in: it loads with a guided game. */
export type Thief = typeof import('../../../shared/games/symbotrio/bot-thief.js')['thiefAction'];

/** The thief's module, loaded only for a guided game. */
const thiefChunk = loadOnce(() => import('../../../shared/games/symbotrio/bot-thief.js'));

/** The advice for `seat`'s move now: the hard thief's choice with the seat's own memory. */
export function adviceFor(
  view: SymbotrioView,
  seat: Seat,
  legal: readonly SymbotrioAction[],
  seen: Seen,
  thief: Thief,
): SymbotrioAction | null {
  if (legal.length === 0) return null;
  return thief(view, seat, GUIDE_SEED, seenAsReveals(seen, view.turnCount), 'hard');
}

/** The next step of the guided game for `seat`, or null when there is nothing to say (the game is over). */
/** `legal`: the engine's list for `seat` (props.legal). */
export function planGuide(
  view: SymbotrioView,
  seat: Seat,
  legal: readonly SymbotrioAction[],
  local: GuideLocal,
  thief: Thief,
): GuidePlan | null {
  if (view.phase === 'over') return null;
  if (view.turn !== seat) return watchPlan(view, seat);
  if (view.phase === 'draw')
    return { id: 'draw', key: 'draw', values: {}, targets: [control('sy-draw'), deckTop(view)] };
  const advice = adviceFor(view, seat, legal, local.seen, thief);
  if (view.phase === 'trick') return trickPlan(view, legal, local, advice);
  return crackPlan(view, local, advice);
}

/** Another seat's turn: what it does, and what to watch for. */
function watchPlan(view: SymbotrioView, seat: Seat): GuidePlan {
  const other = view.turn;
  if (view.phase === 'draw') return { id: 'watch', key: 'watchDraw', values: { seat: other }, targets: [] };
  const robbed = view.trick?.target ?? null;
  if (robbed !== null)
    return { id: 'watch', key: robbed === seat ? 'watchRobbed' : 'watchTrick', values: { seat: other }, targets: [] };
  if (view.phase === 'trick') return { id: 'watch', key: 'watchTrick', values: { seat: other }, targets: [] };
  return {
    id: 'watch',
    key: 'watchCrack',
    values: { seat: other, ...(view.cracking?.gem ? { gem: view.cracking.gem } : {}) },
    targets: [],
  };
}

/** A trickster's draw: the opponent first (when the picker holds none yet), then one of his face-down cards. */
function trickPlan(
  view: SymbotrioView,
  legal: readonly SymbotrioAction[],
  local: GuideLocal,
  advice: SymbotrioAction | null,
): GuidePlan | null {
  if (advice?.type !== 'steal') return null;
  const { target, index } = advice;
  const pile = piece(pilePosition(target, view.seats[target]?.wonCount ?? 0), CARD_RING);
  const shown = pickerTarget(stealChoices(legal), local.chosen);
  if (shown !== target)
    return {
      id: 'trick-target',
      key: 'trickTarget',
      values: { seat: target },
      targets: [control(`sy-target-${target}`), pile],
    };
  const again = (view.trick?.tricksters.length ?? 0) > 1;
  return {
    id: 'trick-card',
    key: again ? 'trickAgain' : 'trickCard',
    values: { seat: target },
    targets: [control(`sy-steal-${target}-${index}`), pile],
  };
}

/** Cracking a code: which square to turn and why (seen there, never seen, or only to learn it), or end the try. */
function crackPlan(view: SymbotrioView, local: GuideLocal, advice: SymbotrioAction | null): GuidePlan | null {
  const gem = view.cracking?.gem;
  if (!gem || !advice) return null;
  const wrong =
    view.tried.find((s) => !gemSigns(gem).includes(s)) ?? view.tried.find((s, i) => view.tried.indexOf(s) !== i);
  const note =
    view.tried.length > 0
      ? undefined
      : view.trick?.target != null
        ? 'noteStolen'
        : view.cracking?.kind === 'code'
          ? 'noteCode'
          : undefined;
  const base = { gem, ...(view.trick?.target != null ? { seat: view.trick.target } : {}) };
  if (advice.type === 'stop') {
    const stop = [control('sy-stop')];
    if (view.tried.length >= 3)
      return { id: 'end', key: view.failed ? 'endMissed' : 'endCracked', values: base, targets: stop };
    return { id: 'stop', key: 'stopFailed', values: { ...base, ...(wrong ? { sign: wrong } : {}) }, targets: stop };
  }
  if (advice.type !== 'flip') return null;
  const q = view.squares.find((s) => s.row === advice.row && s.col === advice.col);
  if (!q) return null;
  const letter = squareLetter(q.row, q.col, view.cols);
  const targets = squareTargets(view, q);
  const known = local.seen.get(q.id);
  if (view.failed)
    return {
      id: 'flip-learn',
      key: 'flipLearn',
      values: { ...base, letter, ...(wrong ? { sign: wrong } : {}) },
      targets,
    };
  const need = gemSigns(gem).filter((s) => !view.tried.includes(s));
  if (known !== undefined)
    return { id: 'flip-known', key: 'flipKnown', note, values: { ...base, letter, sign: known, need }, targets };
  // Nothing seen yet at all: the first try of his game, the rule itself first.
  const first = local.seen.size === 0 && view.tried.length === 0;
  return { id: 'flip-guess', key: first ? 'flipFirst' : 'flipGuess', note, values: { ...base, letter, need }, targets };
}

/** The words of `plan` in the reader's language (`t` in the game's namespace; `seatNames` as the shell gives them). */
export function planText(t: Translate, plan: GuidePlan, seatNames: readonly string[]): string {
  const v = plan.values;
  const words = {
    letter: v.letter ?? '',
    sign: v.sign ? t(`guide.sign.${v.sign}`) : '',
    need: joinNames(
      (v.need ?? []).map((s) => t(`guide.sign.${s}`)),
      t('and'),
    ),
    gem: v.gem ? gemWords(t, v.gem) : '',
    name: v.seat !== undefined ? seatName(seatNames, v.seat) : '',
  };
  // A sentence may open on a sign with its article ("the red splash isn't in your gem").
  return capitalise(
    [t(`guide.${plan.key}`, words), plan.note ? t(`guide.${plan.note}`, words) : ''].filter(Boolean).join(' '),
  );
}

/** GameClient.useGuide for Symbotrio. */
export function useSymbotrioGuide({
  view,
  seat,
  seatNames,
  legal,
}: GameSceneProps<SymbotrioView, SymbotrioAction>): GuideStep | null {
  const { t } = useTranslation(NS);
  const chosen = useSymbotrio((s) => s.target);
  const seen = useSeenSquares(view);
  // The hard thief loads with the guided game (not with every table's first frame); no step until it is in.
  const bot = useLoadOnce(thiefChunk, "the guide's thief");
  if (seat === null || !bot) return null;
  const plan = planGuide(view, seat, legal, { chosen, seen }, bot.thiefAction);
  return plan ? { id: plan.id, text: planText(t, plan, seatNames), targets: plan.targets } : null;
}
