// What each Laser board shows each viewer (client/games/laser/model.ts) and which shot plays (cues.ts).
import { describe, expect, it } from 'vitest';
import { laser, type LaserLayout, type LaserView } from '../../shared/games/laser/index.js';
import { boardShows, compareLayouts, counterMarks, type BoardShow } from '../../client/games/laser/model.js';
import { latestShots, nextCues } from '../../client/games/laser/cues.js';
import { answerTokens, tokenSpot } from '../../client/games/laser/Tokens.js';
import { stationOf } from '../../client/games/laser/stations.js';
import { A, AMBIGUOUS, AMBIGUOUS_TWIN, B, act, duel, seatView, table } from './laser-fixtures.js';
import { sceneProps } from './scene-props.js';

const opts = { notebookBeams: true, counter: null };
/** The engine's legal list for `seat` from its view, as the shell hands it (props.legal). */
const legalOf = (view: LaserView, seat: number | null) => sceneProps(laser, view, seat, []).legal;
const shows = (view: LaserView, seat: number | null) => boardShows(view, seat, legalOf(view, seat), opts);
const byKey = (list: BoardShow[], key: string) => list.find((b) => b.spec.key === key)!;

describe('what each viewer sees on the boards', () => {
  it('in a duel a player sees his own circuit and notebook; the other circuit is under its lid, the other notebook closed', () => {
    const s = duel();
    const b = shows(seatView(s, 0), 0);
    expect(byKey(b, 'circuit:0')).toMatchObject({ open: true, pieces: A.pieces, trace: A });
    expect(byKey(b, 'circuit:1')).toMatchObject({ open: false, pieces: [], trace: null });
    expect(byKey(b, 'notebook:0').open).toBe(true);
    expect(byKey(b, 'notebook:1').open).toBe(false);
  });

  it('a spectator sees no layout and no notebook before the end; the broadcast feed sees all', () => {
    const s = duel();
    for (const b of shows(laser.view(s, { kind: 'spectator' }), null)) expect(b.open).toBe(false);
    for (const b of shows(laser.view(s, { kind: 'broadcast' }), null)) expect(b.open).toBe(true);
  });

  it('during the design phase the designer sees his draft and edits it; nobody else sees it', () => {
    const s = act(table(2), 0, { type: 'draft', layout: { pieces: [{ kind: 'jump', x: 1, y: 1 }] } });
    expect(byKey(shows(seatView(s, 0), 0), 'circuit:0')).toMatchObject({
      open: true,
      editable: true,
      pieces: [{ kind: 'jump', x: 1, y: 1 }],
    });
    expect(byKey(shows(seatView(s, 1), 1), 'circuit:0')).toMatchObject({ open: false, editable: false });
  });

  it("the seat on turn fires from the other's circuit and from his notebook, and edits only the notebook", () => {
    const s = duel();
    const t = s.turn!;
    const b = shows(seatView(s, t), t);
    expect(byKey(b, `circuit:${1 - t}`)).toMatchObject({ firing: true, editable: false });
    expect(byKey(b, `notebook:${t}`)).toMatchObject({ firing: true, editable: true });
    expect(byKey(b, `circuit:${t}`).firing).toBe(false);
    const other = shows(seatView(s, 1 - t), 1 - t);
    expect(other.every((x) => !x.firing)).toBe(true);
    expect(byKey(other, `notebook:${1 - t}`).editable).toBe(true); // notes may be taken out of turn
  });

  it("the notebook's beams run through its guesses, and follow the switch", () => {
    let s = duel();
    s = act(s, 0, { type: 'note', notebook: { pieces: [{ kind: 'jump', x: 3, y: 0 }], empty: [5] } });
    const nb = byKey(shows(seatView(s, 0), 0), 'notebook:0');
    expect(nb).toMatchObject({ trace: { pieces: [{ kind: 'jump', x: 3, y: 0 }] }, allBeams: true, empty: [5] });
    const off = byKey(
      boardShows(seatView(s, 0), 0, legalOf(seatView(s, 0), 0), { notebookBeams: false, counter: null }),
      'notebook:0',
    );
    expect(off).toMatchObject({ trace: null, allBeams: false });
  });

  it("group play: the designer's circuit is open to him only; each investigator sees only his notebook", () => {
    const s = act(table(4), 0, { type: 'design', layout: A });
    expect(byKey(shows(seatView(s, 0), 0), 'circuit:0').open).toBe(true);
    const b2 = shows(seatView(s, 2), 2);
    expect(byKey(b2, 'circuit:0').open).toBe(false);
    expect(b2.filter((b) => b.spec.role === 'notebook' && b.open).map((b) => b.spec.seat)).toEqual([2]);
  });

  it("the server's circuit stays covered for every seat until the end", () => {
    const s = table(3, { designer: 'server' });
    for (const seat of [0, 1, 2]) expect(byKey(shows(seatView(s, seat), seat), 'circuit:0').open).toBe(false);
  });
});

describe('the end', () => {
  it('every circuit opens and the declaration is compared piece by piece: right, wrong, missing', () => {
    let s = duel();
    const t = s.turn!;
    const target = 1 - t;
    const real = target === 1 ? B : A;
    const guess: LaserLayout = { pieces: real.pieces.map((p) => (p.kind === 'jump' ? { ...p, y: p.y + 1 } : p)) };
    s = act(s, t, { type: 'declare', layout: guess });
    expect(s.phase).toBe('over');
    const b = shows(seatView(s, t), t);
    expect(b.filter((x) => x.spec.role === 'circuit').every((x) => x.open)).toBe(true);
    const nb = byKey(b, `notebook:${t}`);
    expect(nb.pieces).toEqual(guess.pieces);
    expect(nb.marks.filter((m) => m.mark === 'right')).toHaveLength(4);
    expect(nb.marks.filter((m) => m.mark === 'wrong').map((m) => m.piece.kind)).toEqual(['jump']);
    expect(nb.ghosts).toEqual([{ piece: real.pieces.find((p) => p.kind === 'jump'), tone: 'missing' }]);
  });

  it('compareLayouts: a piece is right only at its cell with its orientation', () => {
    const shown = [
      { kind: 'diagonal' as const, x: 6, y: 2, orientation: '/' },
      { kind: 'jump' as const, x: 3, y: 3 },
    ];
    const { marks, ghosts } = compareLayouts(shown, A);
    expect(marks.map((m) => m.mark)).toEqual(['wrong', 'right']);
    expect(ghosts.map((g) => g.piece.kind).sort()).toEqual(['absorber', 'diagonal', 'reflector', 'triangle']);
  });

  it("a counter-example shows the pieces it moves as ghosts and marks the designer's own as unidentified", () => {
    const other = AMBIGUOUS_TWIN;
    const { marks, ghosts } = counterMarks(AMBIGUOUS, other);
    expect(marks).toEqual([{ piece: { kind: 'jump', x: 5, y: 0 }, mark: 'unidentified' }]);
    expect(ghosts).toEqual([{ piece: { kind: 'jump', x: 5, y: 2 }, tone: 'counter' }]);
  });

  it('the designer asking for the counter-example of his ambiguous draft sees it on his circuit', () => {
    const s = act(table(2), 0, { type: 'draft', layout: AMBIGUOUS });
    const other = AMBIGUOUS_TWIN;
    const c = byKey(
      boardShows(seatView(s, 0), 0, legalOf(seatView(s, 0), 0), { notebookBeams: true, counter: other }),
      'circuit:0',
    );
    expect(c.ghosts).toHaveLength(1);
    expect(c.marks).toHaveLength(1);
  });
});

describe('which shot plays', () => {
  it("the first view shows each circuit's latest shot at rest; a newer shot plays; a rematch forgets", () => {
    const first = nextCues({}, null, [2, -1]);
    expect(first[0]).toMatchObject({ n: 2, animate: false });
    expect(first[1]).toBeUndefined();
    const same = nextCues(first, [2, -1], [2, -1]);
    expect(same[0]).toEqual(first[0]);
    const next = nextCues(first, [2, -1], [2, 0]);
    expect(next[1]).toMatchObject({ n: 0, animate: true });
    expect(nextCues(next, [2, 0], [-1, -1])).toEqual({});
  });

  it('latestShots reads the highest visible n of each circuit (secret shots of others leave gaps)', () => {
    let s = act(table(3, { designer: 'server' }), 0, { type: 'fire', pointer: 3 });
    s = act(s, 1, { type: 'fire', pointer: 4, secret: true });
    expect(latestShots(seatView(s, 0))).toEqual([0]);
    expect(latestShots(seatView(s, 1))).toEqual([1]);
  });
});

describe('hit coins', () => {
  it('tell the kinds in order, then absorbed or loop, never a place', () => {
    const shot = {
      n: 0,
      by: 0,
      pointer: 3,
      secret: false,
      answer: { hits: ['jump', 'diagonal'], exits: [], absorbed: true, loop: false },
    } as const;
    expect(answerTokens(shot as never)).toEqual(['jump', 'diagonal', 'absorbed']);
  });

  it('run left to right for the viewer, beyond the far edge of his notebook', () => {
    const nb = { x: 1.6, z: 2.85, yaw: 0 };
    const a = tokenSpot(nb, 0, 0, 'far'),
      b = tokenSpot(nb, 0, 1, 'far');
    expect(b.x).toBeGreaterThan(a.x);
    expect(a.z).toBeLessThan(nb.z - 1.3);
    const seat1 = stationOf(1).yaw; // the same row seen from seat 1 runs the other way
    expect(tokenSpot({ ...nb, z: -2.85, yaw: seat1 }, seat1, 1, 'far').x).toBeLessThan(
      tokenSpot({ ...nb, z: -2.85, yaw: seat1 }, seat1, 0, 'far').x,
    );
  });
});
