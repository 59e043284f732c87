// The game log lines, in both languages, and the translation of every engine error code.
import { describe, expect, it, vi } from 'vitest';
import { Translator } from '../../../client/i18n/translator.js';

vi.mock('../../../client/i18n/index.js', () => ({
  i18n: { addResourceBundle: () => undefined, getFixedT: () => (k: string) => k },
  addLangWords: () => undefined,
}));

const { describeWith } = await import('../../../client/games/masterdice/describe.js');
const { en } = await import('../../../client/games/masterdice/strings.js');
const { it: itStrings } = await import('../../../client/games/masterdice/strings.it.js');
const { ERRORS } = await import('../../../shared/games/masterdice/errors.js');

const inst = new Translator({
  resources: { en: { masterdice: en }, it: { masterdice: itStrings } },
  lng: 'en',
  fallbackLng: false,
});
const tEn = inst.getFixedT('en', 'masterdice');
const tIt = inst.getFixedT('it', 'masterdice');
const names = ['Anna', 'Bruno'];

describe('log lines', () => {
  it('a placed row lists the dice with their colour symbols and the three counts', () => {
    const line = describeWith(
      tEn,
      { type: 'placed', row: 2, placed: [3, null, 5, null], feedback: { equal: 1, lower: 0, higher: 1 } },
      names,
    );
    expect(line).toBe('Row 3: ●3 ▲– ■5 ★– → 1 equal, 0 lower, 1 higher.');
  });
  it('the public code roll names the coder; the coder alone also gets the values', () => {
    expect(describeWith(tEn, { type: 'code-rolled', roll: 1, coder: 1 }, names)).toBe(
      'Bruno rolled the code behind the screen.',
    );
    expect(
      describeWith(
        tIt,
        { type: 'dice-thrown', channel: 'code', roll: 1, coder: 1, values: [4, 1, 6, 2], visibleTo: [1] },
        names,
      ),
    ).toBe('Il codice dietro lo schermo: ●4 ▲1 ■6 ★2.');
  });
  it('a throw of the white dice names the solver and the values', () => {
    expect(
      describeWith(tEn, { type: 'dice-thrown', channel: 'white', roll: 2, solver: 0, values: [2, 2, 5, 6] }, names),
    ).toBe('Anna rolled 2 2 5 6.');
  });
  it('a right solution shows the points and their parts; a wrong one shows both codes', () => {
    const result = {
      solver: 0,
      coder: 1,
      code: [1, 2, 3, 4],
      solution: [1, 2, 3, 4],
      solved: true,
      attemptsUsed: 3,
      whiteDiceLeft: 11,
      base: 20,
      rowBonus: 20,
      diceBonus: 11,
      score: 51,
    };
    expect(describeWith(tEn, { type: 'solved', result }, names)).toBe(
      'Anna cracked the code ●1 ▲2 ■3 ★4: 51 points (20 + 20 + 11).',
    );
    expect(
      describeWith(
        tIt,
        { type: 'solved', result: { ...result, solved: false, solution: [1, 2, 3, 5], score: 0 } },
        names,
      ),
    ).toContain('ma il codice era ●1 ▲2 ■3 ★4');
  });
  it('game start, match end and rematch have lines; unknown events none', () => {
    expect(describeWith(tEn, { type: 'game-started', gameIndex: 1, coder: 0, solver: 1 }, names)).toBe(
      'Game 2: Anna codes, Bruno solves.',
    );
    expect(describeWith(tEn, { type: 'match-over', scores: [51, 40] }, names)).toBe('Match over: Anna 51 – 40 Bruno.');
    expect(describeWith(tIt, { type: 'rematch', match: 1 }, names)).toBe('Rivincita!');
    expect(describeWith(tEn, { type: 'mystery' }, names)).toBeNull();
  });
});

describe('error codes', () => {
  it('every engine error code has an English and an Italian text', () => {
    for (const { code } of Object.values(ERRORS)) {
      expect(en.errors[code], code).toBeTruthy();
      expect(itStrings.errors[code], code).toBeTruthy();
    }
  });
  it('Italian has every English key', () => {
    const keys = (o: object, p = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' && v !== null ? keys(v, `${p}${k}.`) : [`${p}${k}`],
      );
    expect(keys(itStrings).sort()).toEqual(keys(en).sort());
  });
});
