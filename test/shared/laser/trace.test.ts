// Tracing a shot: the board's numbering and every component's behaviour from every side (rules/laser.md).
import { describe, expect, it } from 'vitest';
import { exitPointer, pointerEntry, traceAll, traceBeam } from '../../../shared/games/laser/index.js';
import { compileLayout } from '../../../shared/games/laser/codes.js';
import { traceStepped } from '../../../shared/games/laser/trace.js';
import { L, ans, fire, randomLayouts } from './helpers.js';

const EMPTY = L();
// A piece at (3, 3) is reached by pointer 4 from the top (moving south), 20 from the bottom (north),
// 27 from the left (east) and 12 from the right (west); the same pointers are where light leaves those sides.
const TOP = 4,
  BOTTOM = 20,
  LEFT = 27,
  RIGHT = 12;

describe('the board: 30 pointers clockwise from the top-left corner', () => {
  it.each([
    { name: 'with an empty grid pointer 1 reaches 23', p: 1, q: 23 },
    { name: 'with an empty grid pointer 9 reaches 30', p: 9, q: 30 },
    { name: 'with an empty grid pointer 12 reaches 27', p: 12, q: 27 },
    { name: 'pointer 8 (top right) reaches 16 (bottom right)', p: 8, q: 16 },
    { name: 'pointer 15 (right, bottom row) reaches 24 (left, bottom row)', p: 15, q: 24 },
  ])('$name', ({ p, q }) => {
    expect(fire(EMPTY, p)).toEqual(ans([], [q]));
    expect(fire(EMPTY, q)).toEqual(ans([], [p]));
  });

  it('every pointer enters the cell next to it and leaves an empty grid opposite', () => {
    for (let p = 1; p <= 30; p++) {
      const e = pointerEntry(p);
      expect(exitPointer(e.x - [0, 1, 0, -1][e.dir]!, e.y - [-1, 0, 1, 0][e.dir]!, e.dir ^ 2)).toBe(p);
    }
  });

  it('the sides: top 1–8 fire south, right 9–15 west, bottom 16–23 north, left 24–30 east', () => {
    expect(pointerEntry(1)).toEqual({ x: 0, y: 0, dir: 2 });
    expect(pointerEntry(9)).toEqual({ x: 7, y: 0, dir: 3 });
    expect(pointerEntry(16)).toEqual({ x: 7, y: 6, dir: 0 });
    expect(pointerEntry(23)).toEqual({ x: 0, y: 6, dir: 0 });
    expect(pointerEntry(24)).toEqual({ x: 0, y: 6, dir: 1 });
    expect(pointerEntry(30)).toEqual({ x: 0, y: 0, dir: 1 });
  });

  it('a pointer outside 1–30 is a programmer error', () => {
    expect(() => traceBeam(EMPTY, 0)).toThrow();
    expect(() => traceBeam(EMPTY, 31)).toThrow();
    expect(() => traceBeam(EMPTY, 2.5)).toThrow();
  });
});

type Case = { name: string; piece: Parameters<typeof L>[0]; from: number; want: ReturnType<typeof ans> };
const at33 = (kind: string, orientation?: string) =>
  (orientation ? { kind, x: 3, y: 3, orientation } : { kind, x: 3, y: 3 }) as Case['piece'];

describe('beginner components, hit from every side', () => {
  const cases: Case[] = [];
  for (const [side, p] of [
    ['top', TOP],
    ['bottom', BOTTOM],
    ['left', LEFT],
    ['right', RIGHT],
  ] as const) {
    cases.push({
      name: `the absorber stops a beam from the ${side}`,
      piece: at33('absorber'),
      from: p,
      want: ans(['absorber'], [], true),
    });
    cases.push({
      name: `the reflector sends a beam from the ${side} back`,
      piece: at33('reflector'),
      from: p,
      want: ans(['reflector'], [p]),
    });
  }
  // '\': east↔south, west↔north; '/': east↔north, west↔south.
  const diag: [string, number, number][] = [
    ['\\', TOP, RIGHT],
    ['\\', BOTTOM, LEFT],
    ['\\', LEFT, BOTTOM],
    ['\\', RIGHT, TOP],
    ['/', TOP, LEFT],
    ['/', BOTTOM, RIGHT],
    ['/', LEFT, TOP],
    ['/', RIGHT, BOTTOM],
  ];
  for (const [o, p, q] of diag)
    cases.push({
      name: `the diagonal ${o} turns a beam from pointer ${p} to ${q}`,
      piece: at33('diagonal', o),
      from: p,
      want: ans(['diagonal'], [q]),
    });
  // Triangles: [orientation, pointer, exit, what happens].
  const tri: [string, number, number, string][] = [
    ['NE', TOP, TOP, 'leg'],
    ['NE', RIGHT, RIGHT, 'leg'],
    ['NE', BOTTOM, LEFT, 'hypotenuse'],
    ['NE', LEFT, BOTTOM, 'hypotenuse'],
    ['SE', BOTTOM, BOTTOM, 'leg'],
    ['SE', RIGHT, RIGHT, 'leg'],
    ['SE', TOP, LEFT, 'hypotenuse'],
    ['SE', LEFT, TOP, 'hypotenuse'],
    ['SW', BOTTOM, BOTTOM, 'leg'],
    ['SW', LEFT, LEFT, 'leg'],
    ['SW', TOP, RIGHT, 'hypotenuse'],
    ['SW', RIGHT, TOP, 'hypotenuse'],
    ['NW', TOP, TOP, 'leg'],
    ['NW', LEFT, LEFT, 'leg'],
    ['NW', BOTTOM, RIGHT, 'hypotenuse'],
    ['NW', RIGHT, BOTTOM, 'hypotenuse'],
  ];
  for (const [o, p, q, how] of tri) {
    cases.push({
      name: `a ${o} triangle hit on ${how === 'leg' ? 'a leg sends the beam back' : 'the hypotenuse turns the beam'} (pointer ${p} → ${q})`,
      piece: at33('triangle', o),
      from: p,
      want: ans(['triangle'], [q]),
    });
  }
  it.each(cases)('$name', ({ piece, from, want }) => {
    expect(fire(L(piece), from)).toEqual(want);
  });
});

describe('the jump', () => {
  it.each([
    {
      name: 'the beam goes on from the third cell after the jump',
      layout: L({ kind: 'jump', x: 3, y: 3 }),
      p: TOP,
      want: ans(['jump'], [BOTTOM]),
    },
    {
      name: 'pieces in the two skipped cells are not hit',
      layout: L({ kind: 'jump', x: 3, y: 1 }, { kind: 'absorber', x: 3, y: 2 }, { kind: 'reflector', x: 3, y: 3 }),
      p: TOP,
      want: ans(['jump'], [BOTTOM]),
    },
    {
      name: 'a piece in the third cell is hit',
      layout: L({ kind: 'jump', x: 3, y: 1 }, { kind: 'absorber', x: 3, y: 4 }),
      p: TOP,
      want: ans(['jump', 'absorber'], [], true),
    },
    {
      name: "a jump next to the edge sends the beam over it to that side's pointer",
      layout: L({ kind: 'jump', x: 3, y: 5 }),
      p: TOP,
      want: ans(['jump'], [BOTTOM]),
    },
    {
      name: 'a jump on the edge row sends the beam out at once',
      layout: L({ kind: 'jump', x: 6, y: 3 }, { kind: 'reflector', x: 7, y: 3 }),
      p: LEFT,
      want: ans(['jump'], [RIGHT]),
    },
    {
      name: 'a jump on the entry cell skips the next two cells',
      layout: L({ kind: 'jump', x: 0, y: 3 }, { kind: 'absorber', x: 1, y: 3 }, { kind: 'reflector', x: 3, y: 3 }),
      p: LEFT,
      want: ans(['jump', 'reflector', 'absorber'], [], true),
    },
    {
      name: 'a jump hit from the side it faces works the same way',
      layout: L({ kind: 'jump', x: 3, y: 3 }, { kind: 'absorber', x: 1, y: 3 }),
      p: RIGHT,
      want: ans(['jump'], [LEFT]),
    },
  ])('$name', ({ layout, p, want }) => {
    expect(fire(layout, p)).toEqual(want);
  });

  it('the jump is the one beginner piece that is not reversible', () => {
    // Forward: the beam jumps over the absorber. Backward it meets the absorber before the jump.
    const layout = L({ kind: 'jump', x: 1, y: 3 }, { kind: 'absorber', x: 2, y: 3 });
    expect(fire(layout, LEFT)).toEqual(ans(['jump'], [RIGHT]));
    expect(fire(layout, RIGHT)).toEqual(ans(['absorber'], [], true));
  });
});

describe('expert components', () => {
  it.each([
    {
      name: 'a diode lets a beam along its arrow pass',
      piece: at33('diode', 'N'),
      p: BOTTOM,
      want: ans(['diode'], [TOP]),
    },
    {
      name: 'a diode sends a beam against its arrow back',
      piece: at33('diode', 'N'),
      p: TOP,
      want: ans(['diode'], [TOP]),
    },
    {
      name: 'a diode lets a beam across it pass (from the left)',
      piece: at33('diode', 'N'),
      p: LEFT,
      want: ans(['diode'], [RIGHT]),
    },
    {
      name: 'a diode lets a beam across it pass (from the right)',
      piece: at33('diode', 'E'),
      p: TOP,
      want: ans(['diode'], [BOTTOM]),
    },
    {
      name: 'an east diode sends a beam moving west back',
      piece: at33('diode', 'E'),
      p: RIGHT,
      want: ans(['diode'], [RIGHT]),
    },
    {
      name: 'a sensor lets the beam pass and is reported',
      piece: at33('sensor'),
      p: TOP,
      want: ans(['sensor'], [BOTTOM]),
    },
    {
      name: 'a sensor hit from the side is reported too',
      piece: at33('sensor'),
      p: LEFT,
      want: ans(['sensor'], [RIGHT]),
    },
    {
      name: 'a one-sided mirror \\N turns a beam on its silvered face (from the top)',
      piece: at33('oneSidedMirror', '\\N'),
      p: TOP,
      want: ans(['oneSidedMirror'], [RIGHT]),
    },
    {
      name: 'a one-sided mirror \\N turns a beam on its silvered face (from the right)',
      piece: at33('oneSidedMirror', '\\N'),
      p: RIGHT,
      want: ans(['oneSidedMirror'], [TOP]),
    },
    {
      name: 'a one-sided mirror \\N absorbs a beam on its back (from the bottom)',
      piece: at33('oneSidedMirror', '\\N'),
      p: BOTTOM,
      want: ans(['oneSidedMirror'], [], true),
    },
    {
      name: 'a one-sided mirror \\N absorbs a beam on its back (from the left)',
      piece: at33('oneSidedMirror', '\\N'),
      p: LEFT,
      want: ans(['oneSidedMirror'], [], true),
    },
    {
      name: 'a one-sided mirror \\S is silvered towards the bottom and left',
      piece: at33('oneSidedMirror', '\\S'),
      p: BOTTOM,
      want: ans(['oneSidedMirror'], [LEFT]),
    },
    {
      name: 'a one-sided mirror /N is silvered towards the top and left',
      piece: at33('oneSidedMirror', '/N'),
      p: LEFT,
      want: ans(['oneSidedMirror'], [TOP]),
    },
    {
      name: 'a one-sided mirror /N absorbs from the right',
      piece: at33('oneSidedMirror', '/N'),
      p: RIGHT,
      want: ans(['oneSidedMirror'], [], true),
    },
    {
      name: 'a one-sided mirror /S turns a beam from the right downwards',
      piece: at33('oneSidedMirror', '/S'),
      p: RIGHT,
      want: ans(['oneSidedMirror'], [BOTTOM]),
    },
    {
      name: 'a splitter \\ sends the beam on and a second one as a mirror would',
      piece: at33('splitter', '\\'),
      p: TOP,
      want: ans(['splitter'], [RIGHT, BOTTOM]),
    },
    {
      name: 'a splitter / from the left: on to the right and up',
      piece: at33('splitter', '/'),
      p: LEFT,
      want: ans(['splitter'], [TOP, RIGHT]),
    },
  ])('$name', ({ piece, p, want }) => {
    expect(fire(L(piece), p)).toEqual(want);
  });

  it.each([
    {
      name: 'splitter hits are breadth-first: the nearer piece on the second beam first',
      extra: [
        { kind: 'sensor', x: 3, y: 5 },
        { kind: 'absorber', x: 4, y: 3 },
      ],
      want: ans(['splitter', 'absorber', 'sensor'], [BOTTOM], true),
    },
    {
      name: 'splitter hits are breadth-first: the nearer piece on the straight beam first',
      extra: [
        { kind: 'sensor', x: 3, y: 4 },
        { kind: 'absorber', x: 5, y: 3 },
      ],
      want: ans(['splitter', 'sensor', 'absorber'], [BOTTOM], true),
    },
    {
      name: 'at the same distance the straight beam comes first',
      extra: [
        { kind: 'sensor', x: 3, y: 4 },
        { kind: 'absorber', x: 4, y: 3 },
      ],
      want: ans(['splitter', 'sensor', 'absorber'], [BOTTOM], true),
    },
    {
      name: 'a beam sent back into the splitter splits again: three exits',
      extra: [
        { kind: 'diagonal', x: 3, y: 5, orientation: '/' },
        { kind: 'reflector', x: 6, y: 3 },
      ],
      want: ans(['splitter', 'diagonal', 'reflector', 'splitter'], [4, 25, 27]),
    },
  ])('$name', ({ extra, want }) => {
    expect(fire(L(at33('splitter', '\\'), ...(extra as Case['piece'][])), TOP)).toEqual(want);
  });
});

describe('Einstein components', () => {
  const portals = { kind: 'portals', x: 1, y: 1, x2: 5, y2: 5 } as const;
  it.each([
    {
      name: 'a beam entering a portal leaves from the other one, same direction',
      layout: L(portals),
      p: 2,
      want: ans(['portals'], [18]),
    },
    { name: 'portals work both ways', layout: L(portals), p: 18, want: ans(['portals'], [2]) },
    {
      name: 'the cell after the other portal is the next one hit',
      layout: L(portals, { kind: 'absorber', x: 6, y: 5 }),
      p: 29,
      want: ans(['portals', 'absorber'], [], true),
    },
    {
      name: 'a left deflector turns a southbound beam east',
      layout: L(at33('deflector', 'L')),
      p: TOP,
      want: ans(['deflector'], [RIGHT]),
    },
    {
      name: 'a left deflector turns an eastbound beam north',
      layout: L(at33('deflector', 'L')),
      p: LEFT,
      want: ans(['deflector'], [TOP]),
    },
    {
      name: 'a right deflector turns a southbound beam west',
      layout: L(at33('deflector', 'R')),
      p: TOP,
      want: ans(['deflector'], [LEFT]),
    },
    {
      name: 'a right deflector turns a westbound beam north',
      layout: L(at33('deflector', 'R')),
      p: RIGHT,
      want: ans(['deflector'], [TOP]),
    },
    {
      name: 'the mystery is reported as mystery and behaves as its hidden triangle',
      layout: L({ kind: 'mystery', x: 3, y: 3, hidden: { kind: 'triangle', orientation: 'NE' } }),
      p: BOTTOM,
      want: ans(['mystery'], [LEFT]),
    },
    {
      name: 'a mystery hiding an absorber absorbs',
      layout: L({ kind: 'mystery', x: 3, y: 3, hidden: { kind: 'absorber' } }),
      p: TOP,
      want: ans(['mystery'], [], true),
    },
    {
      name: 'a mystery hiding a jump jumps',
      layout: L({ kind: 'mystery', x: 3, y: 3, hidden: { kind: 'jump' } }, { kind: 'absorber', x: 3, y: 4 }),
      p: TOP,
      want: ans(['mystery'], [BOTTOM]),
    },
  ])('$name', ({ layout, p, want }) => {
    expect(fire(layout as Parameters<typeof fire>[0], p)).toEqual(want);
  });
});

describe('loops are detected and tracing ends', () => {
  it('a diode and a reflector trap a beam: loop, no exit', () => {
    const layout = L({ kind: 'diode', x: 2, y: 3, orientation: 'E' }, { kind: 'reflector', x: 5, y: 3 });
    expect(fire(layout, LEFT)).toEqual(ans(['diode', 'reflector', 'diode'], [], false, true));
  });

  it('a splitter feeding a ring of mirrors: the light that circles is a loop, the light that leaves exits', () => {
    const layout = L(
      { kind: 'splitter', x: 1, y: 1, orientation: '/' },
      { kind: 'diagonal', x: 5, y: 1, orientation: '\\' },
      { kind: 'triangle', x: 5, y: 5, orientation: 'SE' },
      { kind: 'oneSidedMirror', x: 1, y: 5, orientation: '\\N' },
    );
    expect(fire(layout, 29)).toEqual(
      ans(['splitter', 'diagonal', 'triangle', 'oneSidedMirror', 'splitter'], [2], false, true),
    );
  });

  it('beginner pieces can loop too, through the jump (the rules say only expert pieces can)', () => {
    // Pointer 1 jumps over the triangle, turns at the diagonal, comes back from the reflector, turns up at the
    // diagonal into the triangle's leg, which sends it down to the diagonal again, moving south as before.
    const layout = L(
      { kind: 'jump', x: 0, y: 3 },
      { kind: 'triangle', x: 0, y: 4, orientation: 'SE' },
      { kind: 'diagonal', x: 0, y: 6, orientation: '\\' },
      { kind: 'reflector', x: 4, y: 6 },
      { kind: 'absorber', x: 2, y: 5 },
    );
    expect(fire(layout, 1)).toEqual(ans(['jump', 'diagonal', 'reflector', 'diagonal', 'triangle'], [], false, true));
  });

  it('two split beams that join again are not a loop', () => {
    // Both beams come back to the splitter, from two sides, and leave the same way twice.
    const layout = L(
      { kind: 'splitter', x: 3, y: 3, orientation: '\\' },
      { kind: 'reflector', x: 3, y: 5 },
      { kind: 'diode', x: 6, y: 3, orientation: 'W' },
    );
    expect(fire(layout, TOP)).toEqual(ans(['splitter', 'reflector', 'diode', 'splitter', 'splitter'], [TOP, LEFT]));
  });
});

describe('the single-beam tracer and the breadth-first stepper agree', () => {
  it.each(['beginner', 'expert', 'einstein'] as const)('on 200 random %s layouts', (set) => {
    for (const layout of randomLayouts(set, 200, 5)) {
      const b = compileLayout(layout);
      const all = traceAll(layout);
      for (let p = 1; p <= 30; p++) expect(traceStepped(b, p)).toEqual(all[p - 1]);
    }
  });
});
