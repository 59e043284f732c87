// Web's guided first game: from the player's view and what he holds (a card picked up and turned, a cable in hand)
// the next thing to do and what to press — the planning bot's own choice for his seat (decideWeb, which reads
// only his view): pick the card, turn it, drop it under the arrow on the table; take a cable and lay it on the
// side under the arrow; draw, buy, end the turn. Pure; the hook below turns it into words and pointers for the
// shell (client/guide/).
import { loadOnce } from '../../kit/loadOnce.js';
import { useLoadOnce } from '../../kit/useLoadOnce.js';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation.js';
import type { Shape, WebAction, WebView, XY } from '../../../shared/games/web/game-types.js';
import { cardSquaresAt } from '../../../shared/games/web/index.js';
import { control, piece, type GuideStep, type GuideTarget } from '../../kit/guideStep.js';
import type { GameSceneProps } from '../../kit/contract.js';
import {
  BOARD_Y,
  CARD_T,
  SHOP_DX,
  gridToScene,
  offsetFrom,
  pilePlace,
  placeOf,
  squarePosition,
  type GridFrame,
} from './layout.js';
import { cellsOf } from './legal.js';
import { sceneModel } from './model.js';
import { NS } from './strings.js';
import { useWeb } from './store.js';

/** What the planner needs beyond the view: the player's unsent choices (the Web store). */
export interface GuideLocal {
  readonly selected: number | null;
  readonly rotation: number;
  readonly cableMode: boolean;
}

/** Where the table's things lie for the pointers: the grid's frame and the piles' reach (the scene model's). */
export interface GuideBoard {
  readonly frame: GridFrame;
  readonly pileReach: number;
}

/** One step before translation: a key under `guide.` and its raw values (the hook words them). */
export interface GuidePlan {
  readonly id: string;
  readonly key: string;
  readonly values?: {
    readonly shape?: Shape;
    readonly dots?: number;
    readonly value?: number;
    readonly pile?: number;
    readonly turns?: number;
  };
  readonly targets: readonly GuideTarget[];
}

/** The board of a view as the scene lays it out (so a pointer stands where the scene draws the square). */
export function guideBoard(view: WebView): GuideBoard {
  const m = sceneModel(view, cellsOf);
  return { frame: m.frame, pileReach: m.pileReach };
}

type Play = Extract<WebAction, { type: 'play' }>;
type Cable = Extract<WebAction, { type: 'cable' }>;

/** The square the pointer rests on to drop `play` (the scene centres the picked card on it: intents.playAt). */
export function dropSquare(play: Play, shape: Shape): XY {
  const cells = cellsOf(shape, play.rotation);
  const w = Math.max(...cells.map(([x]) => x + 1));
  const h = Math.max(...cells.map(([, y]) => y + 1));
  return [play.x + Math.floor((w - 1) / 2), play.y + Math.floor((h - 1) / 2)];
}

/** A point inside square `a` just short of its side towards `b`: the pointer there names that side (TableInput.spotAt). */
function sidePoint(frame: GridFrame, cable: Cable): GuideTarget {
  const [a, b] = [cable.a, cable.b];
  const [x, z] = gridToScene(frame, a[0] + 0.5 + 0.42 * (b[0] - a[0]), a[1] + 0.5 + 0.42 * (b[1] - a[1]));
  return piece([x, BOARD_Y + CARD_T, z]);
}

/** What lies on a table square: a card square's kind and value, or null. */
function squareAt(view: WebView, [x, y]: XY): { kind: string; value?: number } | null {
  for (const c of view.table) for (const s of c.squares) if (s.x === x && s.y === y) return s;
  return null;
}

/** The step for laying the advised cable: what it does for the player, said from the squares it joins. */
function cableStep(view: WebView, seat: number, board: GuideBoard, cable: Cable, inHand: boolean): GuidePlan {
  const target = sidePoint(board.frame, cable);
  const ends = [squareAt(view, cable.a), squareAt(view, cable.b)];
  const computer = ends.find((s) => s?.kind === 'computer');
  const mine = view.cables.some((c) => c.colour === seat);
  const key = computer ? 'layComputer' : ends.some((s) => s?.kind === 'server') && !mine ? 'layServer' : 'layToward';
  if (!inHand)
    return { id: 'take-cable', key: mine ? 'takeCable' : 'takeCableFirst', targets: [control('wb-cable'), target] };
  return { id: 'lay-cable', key, values: computer ? { value: computer.value ?? 0 } : {}, targets: [target] };
}

/** The step for playing the advised card: pick it, turn it, drop it under the arrow. */
function playStep(view: WebView, seat: number, board: GuideBoard, local: GuideLocal, play: Play): GuidePlan | null {
  const card = view.seats[seat]?.hand.find((c) => c.id === play.card);
  if (!card) return null;
  const [sx, sy] = dropSquare(play, card.shape);
  const spot = piece(squarePosition(board.frame, sx, sy));
  if (local.selected !== card.id) {
    const first = view.turnCount < view.players;
    return {
      id: 'pick-card',
      key: first ? 'pickFirst' : 'pick',
      values: { shape: card.shape, dots: card.dots ?? 0 },
      targets: [control(`wb-card-${card.id}`), spot],
    };
  }
  const turns = (((play.rotation - local.rotation) % 4) + 4) % 4;
  if (turns > 0) return { id: 'turn-card', key: 'turn', values: { turns }, targets: [control('wb-rotate'), spot] };
  const squares = cardSquaresAt(card, play.rotation, play.x, play.y);
  const best = Math.max(0, ...squares.map((s) => (s.kind === 'computer' ? (s.value ?? 0) : 0)));
  const key = best > 0 ? 'dropComputer' : squares.some((s) => s.kind === 'server') ? 'dropServer' : 'drop';
  return { id: 'drop-card', key, values: best > 0 ? { value: best } : {}, targets: [spot] };
}

/**
 * The next step of the guided game for `seat`, or null when there is nothing to say (not his turn: the shell says
 * whose it is; the game over: the shell says the last word). `advice` is the planning bot's action for his view.
 */
export function planGuide(
  view: WebView,
  seat: number,
  local: GuideLocal,
  advice: WebAction | null,
  board: GuideBoard,
): GuidePlan | null {
  if (view.phase === 'over' || view.turn !== seat || !advice) return null;
  if (view.played === null) {
    if (advice.type === 'play') return playStep(view, seat, board, local, advice);
    return { id: 'pass', key: 'pass', targets: [control('wb-end')] };
  }
  switch (advice.type) {
    case 'cable':
      return cableStep(view, seat, board, advice, local.cableMode);
    case 'draw': {
      const p = pilePlace(advice.pile, board.pileReach);
      const ending = view.piles[advice.pile]?.count === 1;
      return {
        id: 'draw',
        key: ending ? 'drawLast' : 'draw',
        values: { pile: advice.pile },
        targets: [control(`wb-pile-${advice.pile}`), piece([p.x, 0.15, p.z])],
      };
    }
    case 'buy': {
      const tray = offsetFrom(placeOf(seat), SHOP_DX, -0.06);
      return { id: 'buy', key: 'buy', targets: [control('wb-buy'), piece([tray.x, 0.1, tray.z])] };
    }
    default:
      return { id: 'end', key: view.actionsLeft > 0 ? 'end' : 'endSpent', targets: [control('wb-end')] };
  }
}

/** The planning bot, loaded only for a guided game. */
const plannerChunk = loadOnce(() => import('../../../shared/games/web/bot-planner.js'));

/** GameClient.useGuide for Web. */
export function useWebGuide({ view, seat }: GameSceneProps<WebView, WebAction>): GuideStep | null {
  const { t } = useTranslation(NS);
  const selected = useWeb((s) => s.selected);
  const rotation = useWeb((s) => s.rotation);
  const cableMode = useWeb((s) => s.cableMode);
  // The planning bot's choice for this view (a search over every spot: once per view, not per render). The bot
  // loads with the guided game (not with every table's first frame); no step until it is in.
  const planner = useLoadOnce(plannerChunk, "the guide's planner");
  const advice = useMemo(
    () =>
      planner && seat !== null && view.phase === 'play' && view.turn === seat ? planner.decideWeb(view, seat) : null,
    [planner, view, seat],
  );
  const board = useMemo(() => guideBoard(view), [view]);
  if (seat === null || !planner) return null;
  const plan = planGuide(view, seat, { selected, rotation, cableMode }, advice, board);
  if (!plan) return null;
  const v = plan.values ?? {};
  const values = {
    card: v.shape ? t(`cardA.${v.shape}`) : '',
    dots: v.dots !== undefined ? t('dots', { count: v.dots }) : '',
    value: v.value ?? 0,
    pile: v.pile !== undefined ? v.pile + 1 : 0,
    ...(v.turns !== undefined ? { count: v.turns } : {}),
  };
  return { id: plan.id, text: t(`guide.${plan.key}`, values), targets: plan.targets };
}
