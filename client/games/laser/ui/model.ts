// What the Laser panels derive from a view and the engine's legal list (props.legal): roles, the pieces still
// to place and why a layout may not go yet (the engine's own layout check), the shot lists a viewer reads,
// answers as text, and layout edits the panels make (turning the selected kind's piece).
import type { LaserAction, Shot, LaserView } from '../../../../shared/games/laser/game-types.js';
import {
  ownCircuit,
  parseLayout,
  secretAllowed as secretsAtTable,
  type BEGINNER_KINDS,
  ORIENTATIONS,
  type HiddenPiece,
  type LaserKind,
  type LaserLayout,
  type LaserPiece,
  type ShotAnswer,
  type LAYOUT_ERRORS,
} from '../../../../shared/games/laser/index.js';
import type { Translate } from '../../../kit/describe.js';

/** The i18n key (under `orient.`) of each orientation value; the values hold characters keys cannot. */
export const ORIENT_KEY: Readonly<Record<string, string>> = {
  '\\': 'back',
  '/': 'slash',
  NE: 'NE',
  SE: 'SE',
  SW: 'SW',
  NW: 'NW',
  N: 'N',
  E: 'E',
  S: 'S',
  W: 'W',
  '\\N': 'backN',
  '\\S': 'backS',
  '/N': 'slashN',
  '/S': 'slashS',
  L: 'L',
  R: 'R',
};

/** The circuit `seat` designed, or null (investigators in group play, every seat on a server circuit, spectators). */
export function ownCircuitOf(view: Pick<LaserView, 'circuits'>, seat: number | null): number | null {
  return seat === null ? null : ownCircuit(view, seat);
}

/** Whether `seat` investigates at this table (eliminated or not). */
export function investigates(view: Pick<LaserView, 'investigators'>, seat: number | null): boolean {
  return seat !== null && view.investigators.includes(seat);
}

/** Whether `seat` was eliminated by a wrong declaration. */
export function isOut(view: Pick<LaserView, 'eliminated'>, seat: number | null): boolean {
  return seat !== null && view.eliminated.includes(seat);
}

/** Whether this seat may fire in secret now: the engine's list (props.legal) holds a secret shot. */
export function secretAllowed(legal: readonly LaserAction[]): boolean {
  return legal.some((a) => a.type === 'fire' && a.secret === true);
}

/** How many secret shots `seat` has left, or null when this table has none (a duel, a single investigator). */
export function secretsLeft(
  view: Pick<LaserView, 'mode' | 'investigators' | 'secretLeft'>,
  seat: number | null,
): number | null {
  return seat !== null && secretsAtTable(view.mode, view.investigators) ? (view.secretLeft[seat] ?? 0) : null;
}

/** A refusal code of the engine's layout check (shared/games/laser LAYOUT_ERRORS), e.g. 'laser/missing-kind'. */
export type LayoutRefusal = (typeof LAYOUT_ERRORS)[keyof typeof LAYOUT_ERRORS]['code'];

/**
 * Why these pieces may not be submitted as a design or declared yet, as the engine's own check of a complete
 * layout says it (`parseLayout(…, { complete: true })`: its code, e.g. 'laser/missing-kind', 'laser/bad-hidden'
 * for a Mystery that hides nothing yet), or null when they may.
 */
export function layoutRefusal(kinds: readonly LaserKind[], pieces: readonly LaserPiece[]): LayoutRefusal | null {
  const parsed = parseLayout({ pieces }, kinds, { complete: true });
  return parsed.ok ? null : (parsed.error.code as LayoutRefusal);
}

/**
 * The i18n key that words a layout refusal: the panel's own line (`missing`) while kinds are still to place,
 * else the engine code's translation under `errors.` (e.g. a notebook Mystery that hides nothing yet).
 */
export function refusalKey(refusal: LayoutRefusal, missing: string): string {
  return refusal === 'laser/missing-kind' ? missing : `errors.${refusal}`;
}

/** The kinds of the set whose piece the engine does not accept yet (not placed, or not fully), in the set's order. */
export function missingKinds(kinds: readonly LaserKind[], pieces: readonly LaserPiece[]): LaserKind[] {
  return kinds.filter((k) => {
    const piece = pieces.find((p) => p.kind === k);
    return piece === undefined || !parseLayout({ pieces: [piece] }, kinds).ok;
  });
}

/** Whether the engine's layout check passes: a design may be submitted, a notebook declared. */
export function isComplete(kinds: readonly LaserKind[], pieces: readonly LaserPiece[] | undefined): boolean {
  return pieces !== undefined && layoutRefusal(kinds, pieces) === null;
}

/** The orientation `step` places after `current` in the kind's list (wrapping); undefined for kinds without one. */
export function nextOrientation(kind: LaserKind, current: string | undefined, step = 1): string | undefined {
  const list = ORIENTATIONS[kind];
  if (list.length === 0) return undefined;
  const i = current === undefined ? -1 : list.indexOf(current);
  const n = list.length;
  return list[(((i < 0 ? 0 : i + step) % n) + n) % n];
}

/** The layout with the piece of `kind` turned to `orientation` (unchanged when that kind is not placed or has none). */
export function withOrientation<L extends { readonly pieces: readonly LaserPiece[] }>(
  layout: L,
  kind: LaserKind,
  orientation: string,
): L {
  if (!ORIENTATIONS[kind].includes(orientation) || !layout.pieces.some((p) => p.kind === kind)) return layout;
  return { ...layout, pieces: layout.pieces.map((p) => (p.kind === kind ? { ...p, orientation } : p)) };
}

/** The layout with the placed Mystery hiding `hidden` instead (unchanged without a Mystery). */
export function withHidden<L extends { readonly pieces: readonly LaserPiece[] }>(layout: L, hidden: HiddenPiece): L {
  if (!layout.pieces.some((p) => p.kind === 'mystery')) return layout;
  return { ...layout, pieces: layout.pieces.map((p) => (p.kind === 'mystery' ? { ...p, hidden } : p)) };
}

/** A hidden piece made valid: a beginner kind, with its first orientation when it needs one. */
export function normaliseHidden(kind: (typeof BEGINNER_KINDS)[number], orientation?: string): HiddenPiece {
  const list = ORIENTATIONS[kind];
  if (list.length === 0) return { kind };
  return { kind, orientation: orientation !== undefined && list.includes(orientation) ? orientation : list[0]! };
}

/** A translate function as the text helpers need it (the kit's: the translator's TFunction fits). */
export type { Translate };

/**
 * An answer as one line: the kinds hit in order, then the exits, "absorbed" and/or "loop".
 * Example (English): 'Triangle, Reflector → out at 12'; nothing hit: 'nothing hit → out at 23'.
 */
export function answerText(t: Translate, answer: ShotAnswer, prefix = 'answers'): string {
  const hits = answer.hits.length ? answer.hits.map((k) => t(`kind.${k}`)).join(', ') : t(`${prefix}.nothing`);
  const ends: string[] = [];
  if (answer.exits.length) ends.push(t(`${prefix}.exits`, { pointers: answer.exits.join(', ') }));
  if (answer.absorbed) ends.push(t(`${prefix}.absorbed`));
  if (answer.loop) ends.push(t(`${prefix}.loop`));
  return ends.length ? `${hits} → ${ends.join(', ')}` : hits;
}

/** One list of shots a viewer reads: which circuit, how to title it, the shots (newest last). */
export interface ShotList {
  readonly circuit: number;
  /** 'yours': shots this seat fires; 'onYours': shots on its own circuit; 'of': another's circuit; 'server': the server's. */
  readonly title: 'yours' | 'onYours' | 'of' | 'server';
  readonly owner: number | null;
  readonly shots: readonly Shot[];
}

/**
 * The shot lists for a viewer, the one that matters most first: the circuit it investigates, then its own
 * (duel), or every circuit for a designer in group play and for spectators.
 */
export function shotLists(view: Pick<LaserView, 'circuits' | 'target' | 'mode'>, seat: number | null): ShotList[] {
  const own = ownCircuitOf(view, seat);
  const order = view.circuits.map((_, i) => i).sort((a, b) => rank(a) - rank(b));
  function rank(i: number): number {
    if (i === view.target) return 0;
    if (i === own) return 1;
    return 2 + i;
  }
  return order.map((i) => {
    const c = view.circuits[i]!;
    const title =
      c.owner === null ? 'server' : i === own ? 'onYours' : i === view.target && view.mode === 'duel' ? 'yours' : 'of';
    return { circuit: i, title, owner: c.owner, shots: c.shots };
  });
}

/** Shots fired per seat (all circuits, as far as this view shows them): the score panel's counts. */
export function shotsBySeat(view: Pick<LaserView, 'circuits' | 'players'>): number[] {
  const out = Array.from({ length: view.players }, () => 0);
  for (const c of view.circuits) for (const s of c.shots) if (s.by >= 0 && s.by < out.length) out[s.by]! += 1;
  return out;
}

/** The declarable layout of a notebook: its pieces (the empty-cell marks are notes only). */
export function notebookLayout(pieces: readonly LaserPiece[]): LaserLayout {
  return { pieces: pieces.map((p) => ({ ...p })) };
}
