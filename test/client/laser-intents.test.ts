// Clicks on the Laser boards (client/games/laser/intents.ts, edit.ts): what each click sends, and when nothing is sent.
import { beforeEach, describe, expect, it } from 'vitest';
import { laser, type LaserAction, type LaserState } from '../../shared/games/laser/index.js';
import { applyTool, nextHidden, HIDDEN_CHOICES, turned, type PlaceContext } from '../../client/games/laser/edit.js';
import { canFire, clickCell, clickPointer, editingBoard } from '../../client/games/laser/intents.js';
import { useLaser } from '../../client/games/laser/store.js';
import { A, act, duel, seatView, table } from './laser-fixtures.js';
import { sceneProps } from './scene-props.js';

/** Collects what a click sends. */
function sent(): { list: LaserAction[]; onIntent: (a: LaserAction) => void } {
  const list: LaserAction[] = [];
  return { list, onIntent: (a) => void list.push(a) };
}
const ctx = (over: Partial<PlaceContext> = {}): PlaceContext => ({
  orientation: {},
  mysteryHidden: null,
  portalFirst: null,
  ...over,
});

/** What the shell hands `seat` (null: a spectator) at this table: its view and the engine's legal list. */
const props = (s: LaserState, seat: number | null) =>
  sceneProps(laser, seat === null ? laser.view(s, { kind: 'spectator' }) : seatView(s, seat), seat, []);
const board = (s: LaserState, seat: number | null) => {
  const p = props(s, seat);
  return editingBoard(p.view, p.seat, p.legal);
};
const cell = (s: LaserState, seat: number | null, x: number, y: number, onIntent: (a: LaserAction) => void) => {
  const p = props(s, seat);
  return clickCell(p.view, p.seat, p.legal, x, y, onIntent);
};
const pointer = (s: LaserState, seat: number | null, n: number, onIntent: (a: LaserAction) => void) =>
  clickPointer(props(s, seat).legal, n, onIntent);

beforeEach(() => useLaser.getState().reset());

describe('editing a layout with the tool in hand', () => {
  it('placing a kind puts it on the cell with the chosen orientation', () => {
    const out = applyTool(
      [],
      [],
      { mode: 'place', kind: 'triangle' },
      3,
      2,
      ctx({ orientation: { triangle: 'SE' } }),
      false,
    );
    expect(out.pieces).toEqual([{ kind: 'triangle', x: 3, y: 2, orientation: 'SE' }]);
    expect(out.changed).toBe(true);
  });

  it('placing a kind already on the board moves it, keeping its orientation', () => {
    const out = applyTool(
      A.pieces,
      [],
      { mode: 'place', kind: 'diagonal' },
      0,
      0,
      ctx({ orientation: { diagonal: '/' } }),
      false,
    );
    expect(out.pieces.find((p) => p.kind === 'diagonal')).toEqual({ kind: 'diagonal', x: 0, y: 0, orientation: '\\' });
    expect(out.pieces).toHaveLength(5);
  });

  it('placing a kind on the cell that holds it turns it', () => {
    const out = applyTool(A.pieces, [], { mode: 'place', kind: 'triangle' }, 1, 4, ctx(), false);
    expect(out.pieces.find((p) => p.kind === 'triangle')?.orientation).toBe('NW');
  });

  it('placing on a cell held by another kind sends that one back to the supply', () => {
    const out = applyTool(A.pieces, [], { mode: 'place', kind: 'absorber' }, 5, 5, ctx(), false);
    expect(out.pieces.map((p) => p.kind).sort()).toEqual(['absorber', 'diagonal', 'jump', 'triangle']);
  });

  it('portals take two clicks: the first cell waits, the second places the pair', () => {
    const first = applyTool([], [], { mode: 'place', kind: 'portals' }, 1, 1, ctx(), false);
    expect(first).toMatchObject({ changed: false, portalFirst: { x: 1, y: 1 } });
    const second = applyTool(
      [],
      [],
      { mode: 'place', kind: 'portals' },
      6,
      4,
      ctx({ portalFirst: { x: 1, y: 1 } }),
      false,
    );
    expect(second.pieces).toEqual([{ kind: 'portals', x: 1, y: 1, x2: 6, y2: 4 }]);
    expect(second.portalFirst).toBeNull();
  });

  it('clicking the first portal cell again cancels it', () => {
    expect(
      applyTool([], [], { mode: 'place', kind: 'portals' }, 1, 1, ctx({ portalFirst: { x: 1, y: 1 } }), false),
    ).toMatchObject({ changed: false, portalFirst: null });
  });

  it('turn and remove act on the piece under the click (either portal cell removes the pair)', () => {
    expect(
      applyTool(A.pieces, [], { mode: 'turn' }, 6, 2, ctx(), false).pieces.find((p) => p.kind === 'diagonal')
        ?.orientation,
    ).toBe('/');
    expect(applyTool(A.pieces, [], { mode: 'turn' }, 0, 0, ctx(), false).changed).toBe(false);
    const portals = [{ kind: 'portals' as const, x: 1, y: 1, x2: 6, y2: 4 }];
    expect(applyTool(portals, [], { mode: 'remove' }, 6, 4, ctx(), false).pieces).toEqual([]);
  });

  it('a notebook marks a free cell empty and unmarks it; a guessed piece clears the mark', () => {
    const marked = applyTool([], [], { mode: 'empty' }, 2, 1, ctx(), true);
    expect(marked.empty).toEqual([10]);
    expect(applyTool([], [10], { mode: 'empty' }, 2, 1, ctx(), true).empty).toEqual([]);
    expect(applyTool([], [10], { mode: 'place', kind: 'jump' }, 2, 1, ctx(), true).empty).toEqual([]);
    expect(applyTool([], [], { mode: 'empty' }, 2, 1, ctx(), false).changed).toBe(false);
  });

  it('turning a Mystery cycles through every behaviour it may hide (and, in a notebook, "not known")', () => {
    expect(HIDDEN_CHOICES).toHaveLength(9);
    let h = nextHidden(undefined);
    const seen = new Set<string>();
    for (let i = 0; i < 9; i++) {
      seen.add(JSON.stringify(h));
      h = nextHidden(h);
    }
    expect(seen.size).toBe(9);
    const last = { kind: 'mystery' as const, x: 0, y: 0, hidden: HIDDEN_CHOICES[8]! };
    expect(turned(last, true)).toEqual({ kind: 'mystery', x: 0, y: 0 });
    expect(turned(last, false).hidden).toEqual(HIDDEN_CHOICES[0]);
  });
});

describe('which board a seat edits', () => {
  it('in the design phase, a designer edits his own circuit until it is submitted', () => {
    const s = table(2);
    expect(board(s, 0)).toEqual({ board: 'circuit', circuit: 0 });
    expect(board(s, 1)).toEqual({ board: 'circuit', circuit: 1 });
    const done = act(s, 0, { type: 'design', layout: A });
    expect(board(done, 0)).toBeNull();
  });

  it('in the investigation, an investigator edits his notebook for the circuit he investigates', () => {
    const s = duel();
    expect(board(s, 0)).toEqual({ board: 'notebook', circuit: 1 });
    expect(board(s, 1)).toEqual({ board: 'notebook', circuit: 0 });
  });

  it('a spectator and a group designer edit nothing in the investigation', () => {
    const s = act(table(3), 0, { type: 'design', layout: A });
    expect(board(s, null)).toBeNull();
    expect(board(s, 0)).toBeNull();
  });
});

describe('clicks that send', () => {
  it('a click with a kind in hand sends the draft with it placed', () => {
    const s = table(2);
    useLaser.getState().setTool({ mode: 'place', kind: 'jump' });
    const { list, onIntent } = sent();
    expect(cell(s, 0, 4, 3, onIntent)).toBe('sent');
    expect(list).toEqual([{ type: 'draft', layout: { pieces: [{ kind: 'jump', x: 4, y: 3 }] } }]);
    // The server accepts it.
    expect(laser.apply(s, 0, list[0]!).ok).toBe(true);
  });

  it('a Mystery is placed hiding what the store says', () => {
    const s = table(2, { set: 'einstein' });
    useLaser.getState().setTool({ mode: 'place', kind: 'mystery' });
    useLaser.getState().setMysteryHidden({ kind: 'triangle', orientation: 'NW' });
    const { list, onIntent } = sent();
    cell(s, 0, 0, 0, onIntent);
    expect(list[0]).toEqual({
      type: 'draft',
      layout: { pieces: [{ kind: 'mystery', x: 0, y: 0, hidden: { kind: 'triangle', orientation: 'NW' } }] },
    });
  });

  it('the first portal cell sends nothing and waits in the store', () => {
    const s = table(2, { set: 'einstein' });
    useLaser.getState().setTool({ mode: 'place', kind: 'portals' });
    const { list, onIntent } = sent();
    expect(cell(s, 0, 2, 2, onIntent)).toBe('pending');
    expect(useLaser.getState().portalFirst).toEqual({ x: 2, y: 2 });
    expect(cell(s, 0, 5, 5, onIntent)).toBe('sent');
    expect(list).toEqual([{ type: 'draft', layout: { pieces: [{ kind: 'portals', x: 2, y: 2, x2: 5, y2: 5 }] } }]);
    expect(useLaser.getState().portalFirst).toBeNull();
  });

  it("a kind outside the table's set is refused locally, nothing is sent", () => {
    const s = table(2);
    useLaser.getState().setTool({ mode: 'place', kind: 'splitter' });
    const { list, onIntent } = sent();
    expect(cell(s, 0, 1, 1, onIntent)).toBe('refused');
    expect(list).toEqual([]);
  });

  it('without a tool, or on no board of his, a click sends nothing', () => {
    const s = table(2);
    const { list, onIntent } = sent();
    expect(cell(s, 0, 1, 1, onIntent)).toBe('none');
    useLaser.getState().setTool({ mode: 'place', kind: 'jump' });
    expect(cell(s, null, 1, 1, onIntent)).toBe('none');
    expect(list).toEqual([]);
  });

  it('in the investigation a click edits the notebook: a guessed piece, an empty mark', () => {
    const s = duel();
    const { list, onIntent } = sent();
    useLaser.getState().setTool({ mode: 'place', kind: 'triangle' });
    cell(s, 0, 6, 5, onIntent);
    expect(list[0]).toEqual({
      type: 'note',
      notebook: { pieces: [{ kind: 'triangle', x: 6, y: 5, orientation: 'NE' }], empty: [] },
    });
    const s2 = act(s, 0, list[0]!);
    useLaser.getState().setTool({ mode: 'empty' });
    cell(s2, 0, 0, 0, onIntent);
    expect(list[1]).toEqual({
      type: 'note',
      notebook: { pieces: [{ kind: 'triangle', x: 6, y: 5, orientation: 'NE' }], empty: [0] },
    });
    expect(laser.apply(s2, 0, list[1]!).ok).toBe(true);
  });

  it('a notebook Mystery may be placed without knowing what it hides', () => {
    const s = table(1, { designer: 'server', set: 'einstein' });
    expect(s.phase).toBe('investigate');
    useLaser.getState().setTool({ mode: 'place', kind: 'mystery' });
    const { list, onIntent } = sent();
    expect(cell(s, 0, 3, 3, onIntent)).toBe('sent');
    expect(list[0]).toEqual({ type: 'note', notebook: { pieces: [{ kind: 'mystery', x: 3, y: 3 }], empty: [] } });
    expect(laser.apply(s, 0, list[0]!).ok).toBe(true);
  });
});

describe('firing from a pointer', () => {
  const investigating = () => duel();

  it('the seat on turn fires the clicked pointer; the other seat and spectators send nothing', () => {
    const s = investigating();
    const turn = s.turn as number;
    const { list, onIntent } = sent();
    expect(canFire(props(s, turn).legal)).toBe(true);
    expect(pointer(s, turn, 12, onIntent)).toBe('sent');
    expect(pointer(s, 1 - turn, 12, onIntent)).toBe('none');
    expect(pointer(s, null, 12, onIntent)).toBe('none');
    expect(list).toEqual([{ type: 'fire', pointer: 12 }]);
  });

  it('a pointer outside 1–30 sends nothing', () => {
    const s = investigating();
    const { list, onIntent } = sent();
    expect(pointer(s, s.turn!, 31, onIntent)).toBe('none');
    expect(list).toEqual([]);
  });

  it('with the secret switch on, group play fires in secret; a duel never does', () => {
    useLaser.getState().setSecret(true);
    const g = act(table(3), 0, { type: 'design', layout: A });
    const { list, onIntent } = sent();
    pointer(g, g.turn!, 5, onIntent);
    const d = investigating();
    pointer(d, d.turn!, 5, onIntent);
    expect(list).toEqual([
      { type: 'fire', pointer: 5, secret: true },
      { type: 'fire', pointer: 5 },
    ]);
    expect(laser.apply(g, g.turn!, list[0]!).ok).toBe(true);
  });
});
