// Web's words without a browser: a log line for every event type in both languages (the brief's own examples
// among them), Italian mirroring English key for key, a translation for every refusal code of the engine, and a
// sentence for every reason a button can be off.
import { describe, expect, it, vi } from 'vitest';
import { Translator } from '../../client/i18n/translator.js';
import { ERRORS, type WebEvent } from '../../shared/games/web/index.js';

vi.mock('../../client/i18n/index.js', () => ({
  i18n: { addResourceBundle: () => undefined, getFixedT: () => (k: string) => k },
  addLangWords: () => undefined,
}));

const { describeWith } = await import('../../client/games/web/describe.js');
const { en } = await import('../../client/games/web/strings.js');
const { it: itStrings } = await import('../../client/games/web/strings.it.js');
const { UI_REASONS, reasonKey } = await import('../../client/games/web/ui/model.js');
const { SEAT_LOOKS } = await import('../../client/games/web/palette.js');

const inst = new Translator({ resources: { en: { web: en }, it: { web: itStrings } }, lng: 'en', fallbackLng: false });
const tEn = inst.getFixedT('en', 'web');
const tIt = inst.getFixedT('it', 'web');
const names = ['Anna', 'Bot', 'Carla'];

const CURVE = {
  id: 17,
  shape: 'curve' as const,
  squares: [{ kind: 'open' as const }, { kind: 'computer' as const, value: 2 }, { kind: 'open' as const }],
};
const PLACED = {
  ...CURVE,
  rotation: 1,
  x: 2,
  y: -1,
  dots: 2,
  squares: [
    { x: 3, y: -1, kind: 'open' as const },
    { x: 3, y: 0, kind: 'computer' as const, value: 2 },
    { x: 2, y: -1, kind: 'open' as const },
  ],
};
const RESULT = (winners: number[]) => ({ reason: 'pile-empty' as const, pile: 2, winners, scores: [7, 3, 7] });

/** One event of every type with the English and Italian line each must give. */
const CASES: readonly (readonly [string, WebEvent, string, string])[] = [
  [
    'played',
    { type: 'played', seat: 0, card: PLACED, actionsLeft: 2 },
    'Anna plays a curve card: 2 actions.',
    'Anna gioca una carta curva: 2 azioni.',
  ],
  [
    'played, one dot',
    { type: 'played', seat: 2, card: { ...PLACED, shape: 'square', dots: 1 }, actionsLeft: 1 },
    'Carla plays a square card: 1 action.',
    'Carla gioca una carta quadrata: 1 azione.',
  ],
  [
    'drew',
    { type: 'drew', seat: 1, pile: 2, card: CURVE, left: 5 },
    'Bot draws from pile 3.',
    'Bot pesca dal mazzo 3.',
  ],
  [
    'drew dots (to its owner only)',
    { type: 'drewDots', seat: 0, card: 17, dots: 3, visibleTo: [0] },
    'The card you drew has 3 dots.',
    'La carta che hai pescato ha 3 pallini.',
  ],
  [
    'bought',
    { type: 'bought', seat: 0, front: 4, shop: 24 },
    'Anna buys 3 cables (4 in front).',
    'Anna compra 3 cavi (4 davanti).',
  ],
  [
    'cabled to a computer',
    { type: 'cabled', seat: 0, cable: { a: [0, 0], b: [0, 1], colour: 0 }, points: 4, computer: [0, 1] },
    'Anna lays a cable to a 4 computer: +4.',
    'Anna posa un cavo verso un computer da 4: +4.',
  ],
  [
    'cabled, no computer',
    { type: 'cabled', seat: 1, cable: { a: [0, 0], b: [1, 0], colour: 1 }, points: 0, computer: null },
    'Bot lays a cable.',
    'Bot posa un cavo.',
  ],
  [
    'ended',
    { type: 'ended', seat: 0, next: 1, lost: 0, passed: false },
    'Anna ends the turn; Bot plays.',
    'Anna finisce il turno; gioca Bot.',
  ],
  [
    'ended with actions unused',
    { type: 'ended', seat: 0, next: 1, lost: 2, passed: false },
    'Anna ends the turn (2 actions unused); Bot plays.',
    'Anna finisce il turno (2 azioni non usate); gioca Bot.',
  ],
  [
    'passed',
    { type: 'ended', seat: 1, next: 2, lost: 0, passed: true },
    'Bot has no card that fits anywhere and passes; Carla plays.',
    'Bot non ha carte che stiano da qualche parte e passa; gioca Carla.',
  ],
  [
    'ended, the game over',
    { type: 'ended', seat: 2, next: null, lost: 1, passed: false },
    'Carla ends the turn.',
    'Carla finisce il turno.',
  ],
  [
    'out',
    { type: 'out', seat: 2 },
    'Carla starts a turn with no cards and is out of the game.',
    'Carla inizia il turno senza carte ed è fuori dalla partita.',
  ],
  [
    'finished, one winner',
    { type: 'finished', result: RESULT([0]), parts: [] },
    'Game over: Anna wins.',
    'Partita finita: vince Anna.',
  ],
  [
    'finished, a shared win',
    { type: 'finished', result: RESULT([0, 2]), parts: [] },
    'Game over: Anna and Carla share the win.',
    'Partita finita: vincono a pari merito Anna e Carla.',
  ],
];

describe('log lines', () => {
  for (const [title, event, english, italian] of CASES) {
    it(`${title}: a clear sentence in English and Italian`, () => {
      expect(describeWith(tEn, event as never, names)).toBe(english);
      expect(describeWith(tIt, event as never, names)).toBe(italian);
    });
  }

  it('every event type of the engine has a line', () => {
    const all: WebEvent['type'][] = ['played', 'drew', 'drewDots', 'bought', 'cabled', 'ended', 'out', 'finished'];
    const types = new Set(CASES.map(([, e]) => e.type));
    for (const type of all) expect(types.has(type), type).toBe(true);
  });

  it('unknown events and broken payloads give no line; a seat without a name is called by its number', () => {
    expect(describeWith(tEn, { type: 'mystery' }, names)).toBeNull();
    expect(describeWith(tEn, { type: 'played', seat: 0, card: 'curve' }, names)).toBeNull();
    expect(describeWith(tEn, { type: 'ended', seat: 4, next: 0, lost: 0, passed: false }, names)).toBe(
      '#5 ends the turn; Anna plays.',
    );
  });
});

describe('texts', () => {
  const keys = (o: unknown, prefix = ''): string[] =>
    typeof o !== 'object' || o === null
      ? [prefix]
      : Object.entries(o).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  const at = (o: unknown, k: string) => k.split('.').reduce<unknown>((x, p) => (x as Record<string, unknown>)[p], o);

  it('Italian has every English key and no empty string', () => {
    expect(keys(itStrings).sort()).toEqual(keys(en).sort());
    for (const lang of [en, itStrings]) for (const k of keys(lang)) expect(at(lang, k), k).not.toBe('');
  });

  it('every refusal code of the engine is translated in both languages, and nothing else', () => {
    const codes = Object.values(ERRORS).map((e) => e.code);
    expect(codes.length).toBeGreaterThan(25);
    for (const code of codes) {
      expect(tEn(`errors.${code}`), code).not.toBe(`errors.${code}`);
      expect(tIt(`errors.${code}`), code).not.toBe(`errors.${code}`);
    }
    expect(Object.keys(en.errors).sort()).toEqual([...new Set(codes)].sort());
  });

  it('every reason a button can be off reads as a sentence in both languages', () => {
    const reasons = [...UI_REASONS, ...Object.values(ERRORS).map((e) => e.code)];
    for (const r of reasons) {
      for (const t of [tEn, tIt]) expect(t(reasonKey(r)), r).toMatch(/^[A-ZÈ].+\.$/);
    }
  });

  it('every seat has its colour and pattern in words (colour is never the only cue)', () => {
    for (const look of SEAT_LOOKS) {
      for (const t of [tEn, tIt]) {
        expect(t(`colour.${look.name}`)).not.toBe(`colour.${look.name}`);
        expect(t(`pattern.${look.pattern}`)).not.toBe(`pattern.${look.pattern}`);
      }
    }
  });

  it('the panel’s counters read naturally in both languages', () => {
    expect(tEn('controls.actionsLeft', { count: 1 })).toBe('1 action left');
    expect(tIt('controls.actionsLeft', { count: 2 })).toBe('2 azioni rimaste');
    expect(tEn('score.sum', { computers: 9, cards: 2, total: 7 })).toBe('9 − 2 = 7');
    expect(tEn('result.reason.pile-empty', { pile: 3 })).toBe('Pile 3 ran out.');
  });
});
