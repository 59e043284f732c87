// Checking a circuit against its set: each bad input is a refusal with its own code (rules/laser.md, "Bad input").
import { describe, expect, it } from 'vitest';
import { layoutKey, parseLayout, randomLayout, sameLayout, setKinds } from '../../../shared/games/laser/index.js';
import { makeRng } from '../../../shared/core/rng.js';

const BEGINNER = setKinds('beginner');
const EINSTEIN = setKinds('einstein');
const full = [
  { kind: 'absorber', x: 0, y: 0 },
  { kind: 'reflector', x: 1, y: 0 },
  { kind: 'jump', x: 2, y: 0 },
  { kind: 'diagonal', x: 3, y: 0, orientation: '/' },
  { kind: 'triangle', x: 4, y: 0, orientation: 'SW' },
];

describe('sets', () => {
  it('beginner has five kinds, expert nine, Einstein adds one or all of its three', () => {
    expect(setKinds('beginner')).toHaveLength(5);
    expect(setKinds('expert')).toHaveLength(9);
    expect(setKinds('einstein')).toHaveLength(12);
    expect(setKinds('einstein', ['portals'])).toEqual([...setKinds('expert'), 'portals']);
  });
});

describe('parseLayout', () => {
  it('accepts a complete beginner design and keeps only the fields each kind uses', () => {
    const r = parseLayout({ pieces: full.map((p) => ({ ...p, extra: 1 })) }, BEGINNER, { complete: true });
    expect(r).toEqual({ ok: true, value: { pieces: full } });
  });

  it.each([
    { name: 'a component off the grid is refused', pieces: [{ kind: 'absorber', x: 8, y: 0 }], code: 'laser/off-grid' },
    {
      name: 'a component below the grid is refused',
      pieces: [{ kind: 'absorber', x: 0, y: 7 }],
      code: 'laser/off-grid',
    },
    {
      name: "a portal's second cell off the grid is refused",
      pieces: [{ kind: 'portals', x: 0, y: 0, x2: -1, y2: 0 }],
      code: 'laser/off-grid',
      kinds: EINSTEIN,
    },
    {
      name: 'two components in one cell are refused',
      pieces: [
        { kind: 'absorber', x: 2, y: 2 },
        { kind: 'jump', x: 2, y: 2 },
      ],
      code: 'laser/cell-taken',
    },
    {
      name: 'a portal on a taken cell is refused',
      pieces: [
        { kind: 'absorber', x: 2, y: 2 },
        { kind: 'portals', x: 0, y: 0, x2: 2, y2: 2 },
      ],
      code: 'laser/cell-taken',
      kinds: EINSTEIN,
    },
    {
      name: 'a kind twice is refused',
      pieces: [
        { kind: 'absorber', x: 2, y: 2 },
        { kind: 'absorber', x: 3, y: 2 },
      ],
      code: 'laser/kind-twice',
    },
    {
      name: 'a kind not in the set is refused',
      pieces: [{ kind: 'diode', x: 2, y: 2, orientation: 'N' }],
      code: 'laser/kind-not-in-set',
    },
    { name: 'an unknown kind is refused', pieces: [{ kind: 'laser', x: 2, y: 2 }], code: 'laser/kind-not-in-set' },
    {
      name: 'an orientation the kind lacks is refused',
      pieces: [{ kind: 'triangle', x: 2, y: 2, orientation: 'N' }],
      code: 'laser/bad-orientation',
    },
    {
      name: 'a missing orientation is refused',
      pieces: [{ kind: 'diagonal', x: 2, y: 2 }],
      code: 'laser/bad-orientation',
    },
    {
      name: 'an orientation on a kind without any is refused',
      pieces: [{ kind: 'absorber', x: 2, y: 2, orientation: 'N' }],
      code: 'laser/bad-orientation',
    },
    {
      name: 'portals without a second cell are refused',
      pieces: [{ kind: 'portals', x: 2, y: 2 }],
      code: 'laser/bad-portals',
      kinds: EINSTEIN,
    },
    {
      name: 'portals on one cell twice are refused',
      pieces: [{ kind: 'portals', x: 2, y: 2, x2: 2, y2: 2 }],
      code: 'laser/bad-portals',
      kinds: EINSTEIN,
    },
    {
      name: 'a mystery hiding an expert kind is refused',
      pieces: [{ kind: 'mystery', x: 2, y: 2, hidden: { kind: 'sensor' } }],
      code: 'laser/bad-hidden',
      kinds: EINSTEIN,
    },
    {
      name: 'a mystery hiding a badly oriented triangle is refused',
      pieces: [{ kind: 'mystery', x: 2, y: 2, hidden: { kind: 'triangle' } }],
      code: 'laser/bad-hidden',
      kinds: EINSTEIN,
    },
    {
      name: 'a cell that is not a whole number is refused',
      pieces: [{ kind: 'absorber', x: 1.5, y: 2 }],
      code: 'laser/bad-layout',
    },
  ])('$name', ({ pieces, code, kinds }) => {
    const r = parseLayout({ pieces }, kinds ?? BEGINNER);
    expect(r.ok ? 'ok' : r.error.code).toBe(code);
  });

  it('a missing kind is refused only when the design is submitted', () => {
    const partial = { pieces: full.slice(0, 4) };
    expect(parseLayout(partial, BEGINNER).ok).toBe(true);
    const r = parseLayout(partial, BEGINNER, { complete: true });
    expect(r.ok ? 'ok' : r.error.code).toBe('laser/missing-kind');
  });

  it.each([null, 3, 'x', [], { pieces: 'no' }, { pieces: [null] }])('%j is not a layout', (raw) => {
    const r = parseLayout(raw, BEGINNER);
    expect(r.ok ? 'ok' : r.error.code).toMatch(/^laser\/(bad-layout|kind-not-in-set)$/);
  });
});

describe('random layouts', () => {
  it.each(['beginner', 'expert', 'einstein'] as const)(
    'random %s layouts are complete valid designs, the same for the same seed',
    (set) => {
      let rng = makeRng(42);
      for (let i = 0; i < 50; i++) {
        const [a, next] = randomLayout(rng, setKinds(set));
        const [b] = randomLayout(rng, setKinds(set));
        rng = next;
        expect(a).toEqual(b);
        expect(parseLayout(a, setKinds(set), { complete: true }).ok).toBe(true);
      }
    },
  );

  it('the layout key ignores piece order and which portal cell comes first', () => {
    const a = {
      pieces: [
        { kind: 'portals' as const, x: 1, y: 1, x2: 5, y2: 5 },
        { kind: 'absorber' as const, x: 0, y: 0 },
      ],
    };
    const b = {
      pieces: [
        { kind: 'absorber' as const, x: 0, y: 0 },
        { kind: 'portals' as const, x: 5, y: 5, x2: 1, y2: 1 },
      ],
    };
    expect(sameLayout(a, b)).toBe(true);
    expect(layoutKey(a)).not.toBe(layoutKey({ pieces: [a.pieces[0]!] }));
  });
});
