// Laser's guided first game: from the player's view, his unsent choices (the tool in hand, the orientation
// chosen, the verdict of his draft, the declaration dialog) and the advice (guide-advice.ts), the next thing to
// do and what to press: a kind in the palette and then its cell on the 3D board while designing, the pointer
// on the edge of his notebook while investigating, and when the answers leave one layout, that layout drawn
// in the notebook piece by piece and declared. Pure; the hook below turns it into words and pointers.
import { loadOnce } from '../../kit/loadOnce.js';
import { useLoadOnce } from '../../kit/useLoadOnce.js';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation.js';
import {
  type InvestigatorChoice,
  layoutKey,
  samePiece,
  ORIENTATIONS,
  type IdentifyVerdict,
  type LaserKind,
  type LaserLayout,
  type LaserPiece,
} from '../../../shared/games/laser/index.js';
import type { LaserAction, LaserView, Shot } from '../../../shared/games/laser/game-types.js';
import { control, piece, type GuideStep, type GuideTarget } from '../../kit/guideStep.js';
import type { GameSceneProps } from '../../kit/contract.js';
import { CELL, INPUT_Y, cellToLocal, pointerToLocal } from './geometry.js';
import { offsetFrom, tableBoards } from './stations.js';
import { NS } from './strings.js';
import { useLaser, type LaserTool } from './store.js';
import { ORIENT_KEY, isComplete, ownCircuitOf } from './ui/model.js';
import { shownOrientation } from './ui/Palette.js';

/** What the planner needs beyond the view: the player's unsent choices. */
export interface GuideLocal {
  readonly tool: LaserTool | null;
  /** The orientation chosen for each kind's next piece (the palette's). */
  readonly orientation: Readonly<Partial<Record<LaserKind, string>>>;
  /** The verdict of the complete draft as it is now, 'checking' while it is computed, null when none is known. */
  readonly verdict: IdentifyVerdict | 'checking' | null;
  /** The declaration's confirmation dialog is open. */
  readonly declaring: boolean;
}

/** The advice for this view: the circuit to design (design phase), the investigator's move (investigation). */
export interface GuideAdvice {
  readonly design: LaserLayout | null;
  readonly move: InvestigatorChoice | null;
}

/** One step before translation: a key under `guide.` and its values (kinds and orientations untranslated), a lesson key. */
export interface GuidePlan {
  readonly id: string;
  readonly key: string;
  readonly values?: {
    readonly kind?: LaserKind;
    readonly orient?: string;
    readonly pointer?: number;
    readonly n?: number;
    readonly last?: number;
  };
  /** A sentence under `guide.lesson.` that explains the last answer. */
  readonly lesson?: string;
  readonly targets: readonly GuideTarget[];
}

/** The next change that brings a board's pieces to `target`: take the kind, turn it, or put it on its cell. */
export type EditStep = {
  readonly act: 'pick' | 'orient' | 'place';
  readonly piece: LaserPiece;
  readonly moving: boolean;
};

/** The first piece of `target` the board lacks (in the set's order) and the press that brings it; null when the board shows `target`. */
export function nextEdit(
  pieces: readonly LaserPiece[],
  target: LaserLayout,
  tool: LaserTool | null,
  chosen: GuideLocal['orientation'],
): EditStep | null {
  for (const want of target.pieces) {
    const have = pieces.find((p) => p.kind === want.kind);
    if (have && samePiece(have, want)) continue;
    const moving = have !== undefined;
    if (tool?.mode !== 'place' || tool.kind !== want.kind) return { act: 'pick', piece: want, moving };
    if (ORIENTATIONS[want.kind].length > 0 && shownOrientation(want.kind, pieces, chosen) !== want.orientation)
      return { act: 'orient', piece: want, moving };
    return { act: 'place', piece: want, moving };
  }
  return null;
}

/** The guide's ring round one cell of a board, or round one pointer's emitter (scene units). */
const CELL_RING = CELL * 0.68;

/** Where the 3D arrow points on board `key` (its cell, or a pointer at its edge), at the height clicks aim at. */
function onBoard(view: LaserView, seat: number, key: string, local: readonly [number, number]): GuideTarget | null {
  const spec = tableBoards(
    view.mode,
    view.circuits.map((c) => c.owner),
    view.investigators,
    seat,
  ).find((b) => b.key === key);
  if (!spec) return null;
  const at = offsetFrom(spec.place, local[0], local[1]);
  return piece([at.x, INPUT_Y, at.z], CELL_RING);
}

/** The steps of one edit: the palette's control first where one is pressed, then the cell on the board. */
function editPlan(step: EditStep, cell: GuideTarget | null, prefix: 'design' | 'note'): GuidePlan {
  const { act, piece: p } = step;
  const board = cell ? [cell] : [];
  const values = { kind: p.kind, orient: p.orientation };
  if (act === 'pick') {
    const key =
      prefix === 'design' ? (step.moving ? 'designMove' : 'designPick') : step.moving ? 'noteMove' : 'notePick';
    return { id: `${prefix}-pick`, key, values, targets: [control(`lz-kind-${p.kind}`), ...board] };
  }
  if (act === 'orient') {
    return {
      id: `${prefix}-orient`,
      key: `${prefix}Orient`,
      values,
      targets: [control(`lz-orient-${ORIENT_KEY[p.orientation ?? ''] ?? p.orientation}`), ...board],
    };
  }
  return { id: `${prefix}-place`, key: `${prefix}Place`, values, targets: board };
}

/** What the seat's last answer teaches (a key under `guide.lesson.`), or undefined. */
export function lessonOf(last: Shot | undefined): string | undefined {
  if (!last) return undefined;
  const a = last.answer;
  if (a.hits.length === 0) return 'empty';
  if (a.absorbed) return 'absorbed';
  if (a.exits.includes(last.pointer)) return 'back';
  if (a.hits.includes('jump')) return 'jump';
  if (a.hits.some((k) => k === 'diagonal' || k === 'triangle')) return 'turned';
  return undefined;
}

function designPlan(view: LaserView, seat: number, local: GuideLocal, target: LaserLayout | null): GuidePlan | null {
  const own = ownCircuitOf(view, seat);
  const circuit = own === null ? undefined : view.circuits[own];
  if (own === null || !circuit) return null;
  if (circuit.designed) return { id: 'watch', key: 'watchDesign', targets: [] };
  const pieces = circuit.draft?.pieces ?? [];
  const edit = target ? nextEdit(pieces, target, local.tool, local.orientation) : null;
  if (edit)
    return editPlan(edit, onBoard(view, seat, `circuit:${own}`, cellToLocal(edit.piece.x, edit.piece.y)), 'design');
  if (!isComplete(view.kinds, pieces)) return null;
  if (local.verdict === null || local.verdict === 'checking')
    return { id: 'design-check', key: 'designCheck', targets: [] };
  return { id: 'design-submit', key: 'designSubmit', targets: [control('lz-submit-design')] };
}

function investigatePlan(
  view: LaserView,
  seat: number,
  local: GuideLocal,
  move: InvestigatorChoice | null,
): GuidePlan | null {
  if (view.target === null || !view.investigators.includes(seat) || view.eliminated.includes(seat) || !move)
    return null;
  const onTurn = view.turn === seat;
  const shots = view.circuits[view.target]?.shots ?? [];
  if (move.type === 'declare') {
    const notebook = view.notebooks[seat]?.pieces ?? [];
    const edit = nextEdit(notebook, move.layout, local.tool, local.orientation);
    if (edit)
      return editPlan(edit, onBoard(view, seat, `notebook:${seat}`, cellToLocal(edit.piece.x, edit.piece.y)), 'note');
    if (!onTurn) return { id: 'watch', key: 'watchDeclare', targets: [] };
    return local.declaring
      ? { id: 'declare-confirm', key: 'declareConfirm', targets: [control('lz-declare-confirm')] }
      : { id: 'declare', key: 'declare', targets: [control('lz-declare')] };
  }
  if (!onTurn) return { id: 'watch', key: view.mode === 'duel' ? 'watchShot' : 'watchOther', targets: [] };
  const pointer = onBoard(view, seat, `notebook:${seat}`, pointerToLocal(move.pointer));
  const mine = shots.filter((s) => s.by === seat);
  const last = mine[mine.length - 1];
  const key = shots.length === 0 ? 'fireFirst' : move.exact ? 'fire' : 'fireMany';
  return {
    id: 'fire',
    key,
    values: { pointer: move.pointer, n: move.remaining, last: last?.pointer },
    lesson: lessonOf(last),
    targets: pointer ? [pointer] : [],
  };
}

/** The next step of the guided game for `seat`, or null when there is nothing to say (the game is over). */
export function planGuide(view: LaserView, seat: number, local: GuideLocal, advice: GuideAdvice): GuidePlan | null {
  if (view.phase === 'design') return designPlan(view, seat, local, advice.design);
  if (view.phase === 'investigate') return investigatePlan(view, seat, local, advice.move);
  return null;
}

/** The advice's searches (guide-advice.ts: the designer and investigator bots), loaded only for a guided game. */
const adviceChunk = loadOnce(() => import('./guide-advice.js'));

/**
 * The advice for a view (the design proposed to its draft, the investigator's move on its answers), computed once
 * per change; null until the searches' chunk is in.
 */
function useAdvice(view: LaserView, seat: number | null): GuideAdvice | null {
  const searches = useLoadOnce(adviceChunk, "the guide's advice");
  const own = ownCircuitOf(view, seat);
  const draft = view.phase === 'design' && own !== null ? (view.circuits[own]?.draft?.pieces ?? []) : null;
  const draftKey = draft ? layoutKey({ pieces: draft }) : null;
  const shots = view.target === null ? [] : (view.circuits[view.target]?.shots ?? []);
  const shotsKey = `${view.phase}:${view.game}:${view.eliminated.join()}:${shots.map((s) => s.n).join(',')}`;
  // A seeded search each: once per draft, once per new answer (not per render).
  // biome-ignore lint/correctness/useExhaustiveDependencies: draft and view change identity with each view; draftKey and view.game say when the advice must be searched again
  const design = useMemo(
    () =>
      searches && draft && seat !== null
        ? searches.adviseDesign(view.kinds, draft, searches.designSeed(view, seat))
        : null,
    [searches, draftKey, seat, view.game],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: view changes identity with each view; shotsKey says when a new answer needs a new search
  const move = useMemo(
    () => (searches && seat !== null ? searches.adviseInvestigation(view, seat) : null),
    [searches, shotsKey, seat],
  );
  return useMemo(() => (searches ? { design, move } : null), [searches, design, move]);
}

/** A count of layouts as the guide says it: an exact one in full, an estimate to two figures ('5,300', '1.6 billion'). */
export function layoutCount(n: number, exact: boolean, lang: string): string {
  if (exact || n < 100) return new Intl.NumberFormat(lang).format(n);
  const words: Intl.NumberFormatOptions = n >= 1e6 ? { notation: 'compact', compactDisplay: 'long' } : {};
  return new Intl.NumberFormat(lang, { ...words, maximumSignificantDigits: 2 }).format(n);
}

/** GameClient.useGuide for Laser. */
export function useLaserGuide({ view, seat, seatNames }: GameSceneProps<LaserView, LaserAction>): GuideStep | null {
  const { t, i18n } = useTranslation(NS);
  const tool = useLaser((s) => s.tool);
  const orientation = useLaser((s) => s.orientation);
  const draftVerdict = useLaser((s) => s.draftVerdict);
  const declaring = useLaser((s) => s.declaring);
  const advice = useAdvice(view, seat);
  if (seat === null || !advice) return null;
  const own = ownCircuitOf(view, seat);
  const draft = own === null ? null : view.circuits[own]?.draft;
  const verdict = draft && draftVerdict?.key === layoutKey(draft) ? draftVerdict.verdict : null;
  const plan = planGuide(view, seat, { tool, orientation, verdict, declaring }, advice);
  if (!plan) return null;
  const other =
    view.turn !== null && view.turn !== seat
      ? view.turn
      : (view.investigators.find((s) => s !== seat) ??
        view.circuits.find((c) => c.owner !== null && c.owner !== seat)?.owner);
  const v = plan.values ?? {};
  const values = {
    name: other === undefined || other === null ? '' : (seatNames[other] ?? `#${other + 1}`),
    kind: v.kind ? t(`kind.${v.kind}`) : '',
    what: v.kind ? t(`guide.what.${v.kind}`) : '',
    orient: v.orient ? t(`orient.${ORIENT_KEY[v.orient] ?? v.orient}`) : '',
    pointer: v.pointer ?? '',
    n: v.n === undefined ? '' : layoutCount(v.n, advice.move?.exact ?? false, i18n.language),
    last: v.last ?? '',
  };
  const text = t(`guide.${plan.key}`, values);
  return {
    id: plan.id,
    text: plan.lesson ? `${text} ${t(`guide.lesson.${plan.lesson}`, values)}` : text,
    targets: plan.targets,
  };
}
