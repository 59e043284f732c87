// Checking a circuit against a component set: untrusted data in, a LaserLayout or a refusal with a stable code out.
import { isInt, isRecord } from '../../core/guards.js';
import { ok, refuser, type Result, type RuleError } from '../../core/result.js';
import { COLS, ROWS } from './board.js';
import {
  BEGINNER_KINDS,
  EINSTEIN_KINDS,
  EXPERT_EXTRA_KINDS,
  KINDS,
  ORIENTATIONS,
  type BeginnerKind,
  type EinsteinKind,
  type LaserKind,
  type LaserLayout,
  type LaserPiece,
  type LaserSet,
} from './types.js';

/** Every layout refusal: stable codes (clients translate by code) and English messages. */
export const LAYOUT_ERRORS = {
  badLayout: {
    code: 'laser/bad-layout',
    message: 'A layout is { pieces: [{ kind, x, y, ... }] } with whole-number cells.',
  },
  offGrid: { code: 'laser/off-grid', message: 'Components go on the 8 × 7 grid: x from 0 to 7, y from 0 to 6.' },
  cellTaken: { code: 'laser/cell-taken', message: 'A cell holds at most one component.' },
  kindTwice: { code: 'laser/kind-twice', message: 'Each kind of component is used at most once.' },
  kindNotInSet: { code: 'laser/kind-not-in-set', message: "That component is not part of this table's set." },
  missingKind: { code: 'laser/missing-kind', message: 'Every component of the set must be placed.' },
  badOrientation: { code: 'laser/bad-orientation', message: 'That orientation does not exist for this component.' },
  badPortals: { code: 'laser/bad-portals', message: 'Portals need a second cell (x2, y2), different from the first.' },
  badHidden: {
    code: 'laser/bad-hidden',
    message: 'The Mystery hides one beginner component with a valid orientation.',
  },
} as const satisfies Record<string, RuleError>;

const refuse = refuser(LAYOUT_ERRORS, 'detail');

/** The kinds of a set: beginner five, expert nine, Einstein nine plus the chosen Einstein kinds (all by default). */
export function setKinds(set: LaserSet, einstein: readonly EinsteinKind[] = EINSTEIN_KINDS): LaserKind[] {
  if (set === 'beginner') return [...BEGINNER_KINDS];
  if (set === 'expert') return [...BEGINNER_KINDS, ...EXPERT_EXTRA_KINDS];
  return [...BEGINNER_KINDS, ...EXPERT_EXTRA_KINDS, ...EINSTEIN_KINDS.filter((k) => einstein.includes(k))];
}

const inGrid = (x: number, y: number) => x >= 0 && x < COLS && y >= 0 && y < ROWS;

function parseOrientation(kind: LaserKind, o: unknown): Result<string | undefined> {
  const allowed = ORIENTATIONS[kind];
  if (allowed.length === 0) return o === undefined ? ok(undefined) : refuse('badOrientation', `${kind} has none`);
  return typeof o === 'string' && allowed.includes(o)
    ? ok(o)
    : refuse('badOrientation', `${kind}: ${allowed.join(' ')}`);
}

function parsePiece(raw: unknown, kinds: readonly LaserKind[]): Result<LaserPiece> {
  if (!isRecord(raw)) return refuse('badLayout');
  const { kind, x, y } = raw;
  if (typeof kind !== 'string' || !(KINDS as readonly string[]).includes(kind) || !kinds.includes(kind as LaserKind)) {
    return refuse('kindNotInSet', String(kind));
  }
  const k = kind as LaserKind;
  if (!isInt(x) || !isInt(y)) return refuse('badLayout');
  if (!inGrid(x, y)) return refuse('offGrid', `${k} at ${x},${y}`);
  const o = parseOrientation(k, raw.orientation);
  if (!o.ok) return o;
  if (k === 'portals') {
    const { x2, y2 } = raw;
    if (x2 === undefined || y2 === undefined) return refuse('badPortals');
    if (!isInt(x2) || !isInt(y2)) return refuse('badLayout');
    if (!inGrid(x2, y2)) return refuse('offGrid', `portals at ${x2},${y2}`);
    if (x2 === x && y2 === y) return refuse('badPortals');
    return ok({ kind: k, x, y, x2, y2 });
  }
  if (k === 'mystery') {
    const h = raw.hidden;
    if (!isRecord(h) || typeof h.kind !== 'string' || !(BEGINNER_KINDS as readonly string[]).includes(h.kind))
      return refuse('badHidden');
    const hk = h.kind as BeginnerKind;
    const ho = parseOrientation(hk, h.orientation);
    if (!ho.ok) return refuse('badHidden', ho.error.message);
    return ok({ kind: k, x, y, hidden: ho.value === undefined ? { kind: hk } : { kind: hk, orientation: ho.value } });
  }
  return ok(o.value === undefined ? { kind: k, x, y } : { kind: k, x, y, orientation: o.value });
}

/**
 * Validates untrusted data as a layout of the given kinds. `complete` (when a design is submitted) also
 * requires every kind of the set. The result holds only the fields each kind uses.
 */
export function parseLayout(
  raw: unknown,
  kinds: readonly LaserKind[],
  opts: { complete?: boolean } = {},
): Result<LaserLayout> {
  if (!isRecord(raw) || !Array.isArray(raw.pieces) || raw.pieces.length > KINDS.length) return refuse('badLayout');
  const pieces: LaserPiece[] = [];
  const taken = new Set<number>();
  const seen = new Set<LaserKind>();
  for (const r of raw.pieces as unknown[]) {
    const p = parsePiece(r, kinds);
    if (!p.ok) return p;
    const piece = p.value;
    if (seen.has(piece.kind)) return refuse('kindTwice', piece.kind);
    seen.add(piece.kind);
    for (const [cx, cy] of cellsOf(piece)) {
      if (taken.has(cy * COLS + cx)) return refuse('cellTaken', `${cx},${cy}`);
      taken.add(cy * COLS + cx);
    }
    pieces.push(piece);
  }
  if (opts.complete) {
    const missing = kinds.filter((k) => !seen.has(k));
    if (missing.length) return refuse('missingKind', missing.join(', '));
  }
  return ok({ pieces });
}

/** The cells a piece occupies: one, or two for the portals. */
export function cellsOf(p: LaserPiece): [number, number][] {
  return p.kind === 'portals' && p.x2 !== undefined && p.y2 !== undefined
    ? [
        [p.x, p.y],
        [p.x2, p.y2],
      ]
    : [[p.x, p.y]];
}

/** Whether two pieces are the same kind on the same cell(s), turned the same way. */
export function samePiece(a: LaserPiece, b: LaserPiece): boolean {
  return (
    a.kind === b.kind &&
    a.x === b.x &&
    a.y === b.y &&
    a.orientation === b.orientation &&
    a.x2 === b.x2 &&
    a.y2 === b.y2 &&
    a.hidden?.kind === b.hidden?.kind &&
    a.hidden?.orientation === b.hidden?.orientation
  );
}

/** A canonical text for a layout: equal layouts (pieces in any order, portal cells either way) give equal keys. */
export function layoutKey(layout: LaserLayout): string {
  return layout.pieces
    .map((p) => {
      const cells = cellsOf(p)
        .map(([x, y]) => y * COLS + x)
        .sort((a, b) => a - b)
        .join('+');
      const hidden = p.hidden ? `=${p.hidden.kind}${p.hidden.orientation ?? ''}` : '';
      return `${p.kind}@${cells}${p.orientation ?? ''}${hidden}`;
    })
    .sort()
    .join(' ');
}

/** Whether two layouts place the same components on the same cells with the same orientations. */
export function sameLayout(a: LaserLayout, b: LaserLayout): boolean {
  return layoutKey(a) === layoutKey(b);
}

/** The pieces of `layout` that `other` does not have at the same place and orientation: what the designer must move. */
export function unidentifiedPieces(layout: LaserLayout, other: LaserLayout): LaserPiece[] {
  const keys = new Set(other.pieces.map((p) => layoutKey({ pieces: [p] })));
  return layout.pieces.filter((p) => !keys.has(layoutKey({ pieces: [p] })));
}
