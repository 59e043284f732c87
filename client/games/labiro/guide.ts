// Labiro's guided first game: from the player's view, his unsent choices (the tool in hand, a turn armed, a picker
// open) and the planning bot's own choice for his seat (decideLabiro, which reads only his view), the next thing
// to do and what to press — the tower under the gilt arrow for the signature moves (choose the start, walk through
// meeting doors, turn a tower: arm it, then turn it; climb with the rope; put a used object away), the panel's
// buttons for the rest (take, look, swap, open the ruby tile, rob, end the turn). Pure; the hook below turns it
// into words and pointers for the shell (client/guide/).
import { loadOnce } from '../../kit/loadOnce.js';
import { useLoadOnce } from '../../kit/useLoadOnce.js';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation.js';
import { TURNS_PER_TURN, type LabiroAction, type LabiroView } from '../../../shared/games/labiro/index.js';
import type { ObjectTile } from '../../../shared/games/labiro/types.js';
import { control, piece, type GuideStep, type GuideTarget } from '../../kit/guideStep.js';
import type { GameSceneProps } from '../../kit/contract.js';
import { mayAct, walkAdvice } from './hints.js';
import { TOWER_R, towerPosition, viewFrame } from './layout.js';
import { NS } from './strings.js';
import { foldCoversTable, foldOpenByDefault, useLabiro, type LabiroTool } from './store.js';
import { carriedRubies, handObjects, keyFor } from './ui/model.js';
import { objectName, towerName } from './ui/text.js';

/** What the planner needs beyond the view: the player's unsent choices (the Labiro store). */
export interface GuideLocal {
  readonly tool: LabiroTool;
  readonly armedTurn: number | null;
  /** The tower panel's object picker ('swap' / 'leave'), or null. */
  readonly towerPick: 'swap' | 'leave' | null;
  /** The dagger picker open for this dagger, or null. */
  readonly daggerPick: number | null;
  /** Whether the controls' fold (the tower's and the hand's buttons) is open. */
  readonly foldOpen: boolean;
  /** A small screen where the open fold covers much of the labyrinth (not a sideways phone: its controls dock aside). */
  readonly small: boolean;
}

/** One step before translation: a key under `guide.` and its raw values (the hook words them). */
export interface GuidePlan {
  readonly id: string;
  readonly key: string;
  readonly values?: {
    /** A tower (base index), named in words. */
    readonly tower?: number;
    /** An object tile the step is about (taken, put away, swapped for, opening a ruby tower). */
    readonly obj?: ObjectTile;
    /** The object given in a swap. */
    readonly give?: ObjectTile;
    /** The seat robbed. */
    readonly victim?: number;
    /** Turns left this turn (after the one advised, when it costs one). */
    readonly left?: number;
    /** The table's round limit (0: none). */
    readonly rounds?: number;
  };
  readonly targets: readonly GuideTarget[];
}

/** The nothing-selected local state (a fresh table). */
export const IDLE: GuideLocal = {
  tool: { mode: 'walk' },
  armedTurn: null,
  towerPick: null,
  daggerPick: null,
  foldOpen: true,
  small: false,
};

/** The arrow over tower `base`: where a click lands on it (its centre at wall-top height), the ring on its wall tops. */
export const towerTarget = (view: LabiroView, base: number): GuideTarget =>
  piece(towerPosition(view, base), TOWER_R * viewFrame(view).size);

/** The controls inside the fold (the tower's and the hand's buttons and pickers); the bar's stay in view. */
const IN_FOLD = /^lb-(take|look|swap|leave|ruby|pick-|use-|rob$|keep-|victim-)/;

/**
 * The fold as the step needs it: a button inside the folded panel first opens the fold; on a small screen, where
 * the open fold covers much of the labyrinth, a tower to click first folds it again.
 */
function unfolded(plan: GuidePlan | null, local: GuideLocal): GuidePlan | null {
  const first = plan?.targets[0];
  if (!plan || !first) return plan;
  const pieces = plan.targets.filter((t) => t.kind === 'piece');
  if (!local.foldOpen && first.kind === 'control' && IN_FOLD.test(first.testId))
    return { id: 'open-panel', key: 'openPanel', targets: [control('lb-fold'), ...pieces] };
  if (local.small && local.foldOpen && first.kind === 'piece')
    return { id: 'fold-panel', key: 'foldPanel', targets: [control('lb-fold'), ...pieces] };
  return plan;
}

/** Why the advised walk goes where it goes: home with rubies, to a ruby tower of a key held, to an object, or on. */
function walkKey(view: LabiroView, seat: number, to: number): string {
  const me = view.seats[seat]!;
  if (to === me.home && carriedRubies(me.hand) > 0) return 'walkHome';
  if (view.towers[to]?.rubyTile && keyFor(view, me.hand, to)) return 'walkRuby';
  if (view.towers[to]?.object.kind !== 'none') return 'walkObject';
  return 'walk';
}

/** The steps of a turn of `tower`: take the Turn tool, click the tower (its push chain previewed), click it again. */
function turnStep(
  view: LabiroView,
  seat: number,
  legal: readonly LabiroAction[],
  local: GuideLocal,
  tower: number,
): GuidePlan {
  const at = towerTarget(view, tower);
  const left = TURNS_PER_TURN - view.turnsUsed - 1;
  if (local.tool.mode !== 'turn') {
    // Shut in (walkAdvice: no tower reachable), turning is the way out; else it opens a better way.
    const shut = walkAdvice(view, seat, legal) !== 'walk';
    return {
      id: 'turn-tool',
      key: shut ? 'turnToolShut' : 'turnTool',
      values: { tower },
      targets: [control('lb-turn'), at],
    };
  }
  if (local.armedTurn !== tower) return { id: 'turn-arm', key: 'turnArm', values: { tower }, targets: [at] };
  return { id: 'turn-confirm', key: 'turnConfirm', values: { tower, left }, targets: [at, control('lb-confirm')] };
}

/** The step for a play-phase action `advice` of `seat` on his turn. */
function playStep(
  view: LabiroView,
  seat: number,
  legal: readonly LabiroAction[],
  local: GuideLocal,
  advice: LabiroAction,
): GuidePlan | null {
  const me = view.seats[seat]!;
  const here = me.pawn;
  const hereTarget = here === null ? [] : [towerTarget(view, here)];
  const tileOf = (id: number) => handObjects(me.hand).find((o) => o.id === id);
  // A picker the player opened himself that the advice does not need: close it first (its buttons hide the rest).
  if (local.towerPick !== null && !(local.towerPick === 'swap' && advice.type === 'swap'))
    return { id: 'pick-cancel', key: 'pickCancel', targets: [control('lb-pick-cancel')] };
  switch (advice.type) {
    case 'move': {
      const key = walkKey(view, seat, advice.to);
      const at = towerTarget(view, advice.to);
      if (local.tool.mode !== 'walk')
        return { id: 'walk-tool', key: 'walkTool', values: { tower: advice.to }, targets: [control('lb-walk'), at] };
      return {
        id: 'walk',
        key,
        values: { tower: advice.to, obj: key === 'walkRuby' ? keyFor(view, me.hand, advice.to) : undefined },
        targets: [at],
      };
    }
    case 'turn':
      return turnStep(view, seat, legal, local, advice.tower);
    case 'rope': {
      const at = towerTarget(view, advice.to);
      if (local.tool.mode !== 'rope' || local.tool.object !== advice.object) {
        return {
          id: 'rope-tool',
          key: 'ropeTool',
          values: { tower: advice.to },
          targets: [control(`lb-use-${advice.object}`), at],
        };
      }
      return { id: 'rope-climb', key: 'ropeClimb', values: { tower: advice.to }, targets: [at] };
    }
    case 'unlock':
      return {
        id: 'unlock',
        key: 'unlock',
        values: { tower: here ?? undefined },
        targets: [control(`lb-use-${advice.object}`), ...hereTarget],
      };
    case 'take': {
      const seen = here === null ? undefined : view.towers[here]?.object;
      if (seen?.kind === 'tile')
        return {
          id: 'take',
          key: 'takeKnown',
          values: { obj: seen.tile },
          targets: [control('lb-take'), ...hereTarget],
        };
      const first = here === me.home && view.turnCount < view.players; // his first turn, in his start tower
      return { id: 'take', key: first ? 'takeStart' : 'take', targets: [control('lb-take'), ...hereTarget] };
    }
    case 'look':
      return { id: 'look', key: 'look', targets: [control('lb-look'), ...hereTarget] };
    case 'swap': {
      const seen = here === null ? undefined : view.towers[here]?.object;
      const values = { give: tileOf(advice.give), obj: seen?.kind === 'tile' ? seen.tile : undefined };
      if (local.towerPick === 'swap')
        return { id: 'swap-pick', key: 'swapPick', values, targets: [control(`lb-pick-${advice.give}`)] };
      return { id: 'swap', key: 'swap', values, targets: [control('lb-swap'), control(`lb-pick-${advice.give}`)] };
    }
    case 'ruby':
      return {
        id: 'ruby',
        key: 'ruby',
        values: { obj: here === null ? undefined : keyFor(view, me.hand, here) },
        targets: [control('lb-ruby'), ...hereTarget],
      };
    case 'dagger': {
      // Two players: the picker opens on the only victim with the engine's own pick (rubies first), as the bot robs.
      if (local.daggerPick !== advice.object)
        return {
          id: 'dagger',
          key: 'dagger',
          values: { victim: advice.victim },
          targets: [control(`lb-use-${advice.object}`)],
        };
      return { id: 'dagger-rob', key: 'daggerRob', values: { victim: advice.victim }, targets: [control('lb-rob')] };
    }
    case 'end': {
      const spent = view.turnsUsed >= TURNS_PER_TURN || walkAdvice(view, seat, legal) === 'end';
      return { id: 'end', key: spent ? 'endSpent' : 'end', targets: [control('lb-end')] };
    }
    default:
      return null; // leave and torch: the planning bot never advises them
  }
}

/**
 * The next step of the guided game for `seat`, or null when there is nothing to say (another seat acts: the shell
 * says whose turn it is; the game is over: the shell says the last word). `legal` is the seat's legal list
 * (props.legal); `advice` is the planning bot's action for his view (decideLabiro).
 */
export function planGuide(
  view: LabiroView,
  seat: number,
  legal: readonly LabiroAction[],
  local: GuideLocal,
  advice: LabiroAction | null,
): GuidePlan | null {
  if (!mayAct(view, seat) || !advice) return null;
  if (advice.type === 'start') {
    return {
      id: 'start',
      key: view.options.roundLimit > 0 ? 'startRounds' : 'start',
      values: { tower: advice.tower, rounds: view.options.roundLimit },
      targets: [towerTarget(view, advice.tower)],
    };
  }
  if (advice.type === 'place') {
    return {
      id: 'place',
      key: 'place',
      values: { tower: advice.tower, obj: view.pending[0]?.tile },
      targets: [towerTarget(view, advice.tower)],
    };
  }
  return unfolded(playStep(view, seat, legal, local, advice), local);
}

/** The planning bot, loaded only for a guided game. */
const plannerChunk = loadOnce(() => import('../../../shared/games/labiro/bot-planner.js'));

/** GameClient.useGuide for Labiro. */
export function useLabiroGuide({
  view,
  seat,
  seatNames,
  legal,
}: GameSceneProps<LabiroView, LabiroAction>): GuideStep | null {
  const { t } = useTranslation(NS);
  const tool = useLabiro((s) => s.tool);
  const armedTurn = useLabiro((s) => s.armedTurn);
  const towerPick = useLabiro((s) => s.towerPick);
  const daggerPick = useLabiro((s) => s.daggerPick);
  const foldOpen = useLabiro((s) => s.foldOpen) ?? foldOpenByDefault();
  const small = foldCoversTable();
  // The planning bot's choice for this view (a route search: once per view, not per render). The bot loads with the
  // guided game (not with every table's first frame); no step until it is in.
  const planner = useLoadOnce(plannerChunk, "the guide's planner");
  const advice = useMemo(
    () => (planner && mayAct(view, seat) ? planner.decideLabiro(view, seat) : null),
    [planner, view, seat],
  );
  if (seat === null || !planner) return null;
  const plan = planGuide(view, seat, legal, { tool, armedTurn, towerPick, daggerPick, foldOpen, small }, advice);
  if (!plan) return null;
  const v = plan.values ?? {};
  const values = {
    tower: v.tower !== undefined ? towerName(t, view.board, v.tower) : '',
    obj: v.obj ? objectName(t, v.obj, 'the') : '',
    give: v.give ? objectName(t, v.give, 'the') : '',
    victim: v.victim !== undefined ? (seatNames[v.victim] ?? `#${v.victim + 1}`) : '',
    count: v.left ?? v.rounds ?? 0,
  };
  return { id: plan.id, text: t(`guide.${plan.key}`, values), targets: plan.targets };
}
