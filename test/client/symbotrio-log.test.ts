// Symbotrio's log and words without a browser (helper S1's strings.ts, describe.ts, rulesText.ts): a line for
// every event type in both languages, the issue's own example among them; no line pairs a sign with a square;
// Italian mirrors English key for key; every refusal code translated; the rules panel shows every
// [interpretation] point of the spec.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { Translator } from '../../client/i18n/translator.js';
import { type Card, ERRORS, fullDeck, type SymbotrioEvent } from '../../shared/games/symbotrio/index.js';

vi.mock('../../client/i18n/index.js', () => ({
  i18n: { addResourceBundle: () => undefined, getFixedT: () => (k: string) => k },
  addLangWords: () => undefined,
}));

const { describeWith } = await import('../../client/games/symbotrio/describe.js');
const { en } = await import('../../client/games/symbotrio/strings.js');
const { it: itStrings } = await import('../../client/games/symbotrio/strings.it.js');
const { symbotrioRulesEn, symbotrioRulesIt } = await import('../../client/games/symbotrio/rulesText.js');

const inst = new Translator({
  resources: { en: { symbotrio: en }, it: { symbotrio: itStrings } },
  lng: 'en',
  fallbackLng: false,
});
const tEn = inst.getFixedT('en', 'symbotrio');
const tIt = inst.getFixedT('it', 'symbotrio');
const names = ['Anna', 'Bo', 'Cleo'];

const DECK = fullDeck(false);
const RED_LARGE_CIRCLE = DECK.find(
  (c) => c.kind === 'gem' && c.gem!.colour === 'red' && c.gem!.size === 'large' && c.gem!.cut === 'circle',
)!;
const CODE = DECK.find((c) => c.kind === 'code')!;
const [PRISONER, LOOT, TRICKSTER] = (['prisoner', 'loot', 'trickster'] as const).map(
  (k) => DECK.find((c) => c.kind === k)!,
) as [Card, Card, Card];

/** One event of every type with the English and Italian line each must give. */
const CASES: readonly (readonly [string, SymbotrioEvent, string, string])[] = [
  [
    "a try that cracks (the issue's example)",
    { type: 'tried', seat: 0, signs: ['large', 'red', 'circle'], cracked: true, stopped: false },
    'Anna turned a long arrow, a red splash and a circle: cracked!',
    'Anna ha girato una freccia lunga, una macchia rossa e un cerchio: scassinata!',
  ],
  [
    'a try stopped after a wrong sign',
    { type: 'tried', seat: 1, signs: ['blue'], cracked: false, stopped: true },
    'Bo turned a blue splash: not the code.',
    'Bo ha girato una macchia blu: non è il codice.',
  ],
  [
    'a try stopped at once',
    { type: 'tried', seat: 1, signs: [], cracked: false, stopped: true },
    'Bo stops without turning a square.',
    'Bo si ferma senza girare tasselli.',
  ],
  [
    'a gem card turned up',
    { type: 'drew', seat: 2, card: RED_LARGE_CIRCLE },
    'Cleo turns up a large red circle.',
    'Cleo gira un cerchio rosso grande.',
  ],
  [
    'a code card turned up',
    { type: 'drew', seat: 0, card: CODE },
    `Anna turns up a code card, ${CODE.gem!.size} ${CODE.gem!.colour} ${CODE.gem!.cut}.`,
    '',
  ],
  [
    'the board turns',
    { type: 'boardTurned', boardTurn: 1 },
    'The board turns a quarter clockwise.',
    'Il tabellone gira di un quarto in senso orario.',
  ],
  [
    'a prisoner',
    { type: 'prisoner', seat: 1 },
    'Bo is caught: a prisoner, and the turn is lost.',
    'Bo è preso: un prigioniero, e il turno è perso.',
  ],
  [
    'easy loot won',
    { type: 'won', seat: 0, cards: [LOOT], from: null },
    'Anna wins an easy loot.',
    'Anna vince un bottino facile.',
  ],
  [
    'a trickster with nobody to rob',
    { type: 'reshuffled', seat: 0, card: TRICKSTER },
    'Nobody has won a gem yet: the trickster goes back into the deck.',
    'Nessuno ha ancora vinto una gemma: l’imbroglione torna nel mazzo.',
  ],
  [
    'a trickster draws',
    { type: 'stole', seat: 2, target: 0, index: 1, card: RED_LARGE_CIRCLE },
    'Cleo plays the trickster on Anna and draws a large red circle.',
    'Cleo gioca l’imbroglione su Anna e pesca un cerchio rosso grande.',
  ],
  [
    'a trickster wins',
    { type: 'won', seat: 2, cards: [PRISONER, TRICKSTER], from: 0 },
    'Cleo wins a prisoner and a trickster from Anna.',
    'Cleo vince un prigioniero e un imbroglione da Anna.',
  ],
  [
    'a trickster fails',
    { type: 'trickFailed', seat: 2, target: 0, cards: [RED_LARGE_CIRCLE, TRICKSTER] },
    'Cleo fails: Anna keeps a large red circle and a trickster.',
    'Cleo fallisce: Anna tiene un cerchio rosso grande e un imbroglione.',
  ],
  [
    'a seat with nothing left',
    { type: 'skipped', seat: 1 },
    'Bo has no card left to play.',
    'Bo non ha più carte da giocare.',
  ],
  [
    'one winner',
    { type: 'finished', result: { scores: [40, 36], winners: [0] } },
    'Game over: Anna is the master thief with 40 cards.',
    'Partita finita: Anna è il maestro ladro con 40 carte.',
  ],
  [
    'a shared win',
    { type: 'finished', result: { scores: [38, 38], winners: [0, 1] } },
    'Game over: Anna and Bo share the win with 38 cards each.',
    'Partita finita: Anna e Bo vincono insieme con 38 carte a testa.',
  ],
];

describe('Symbotrio log lines', () => {
  for (const [what, event, english, italian] of CASES) {
    it(what, () => {
      expect(describeWith(tEn, event as never, names)).toBe(english);
      if (italian) expect(describeWith(tIt, event as never, names)).toBe(italian);
      else expect(describeWith(tIt, event as never, names)).toMatch(/^Anna gira una carta codice, /);
    });
  }

  it("every event type of the engine is covered; a single flip gives no line (the try's line names its signs)", () => {
    const all: SymbotrioEvent['type'][] = [
      'drew',
      'reshuffled',
      'boardTurned',
      'flipped',
      'tried',
      'won',
      'prisoner',
      'stole',
      'trickFailed',
      'skipped',
      'finished',
    ];
    const types = new Set([...CASES.map(([, e]) => e.type), 'flipped']);
    for (const type of all) expect(types.has(type), type).toBe(true);
    expect(describeWith(tEn, { type: 'flipped', seat: 0, sign: 'red', count: 1 }, names)).toBeNull();
  });

  it('no line names a square, a row, a column or a letter of the keypad', () => {
    for (const [, event] of CASES) {
      for (const t of [tEn, tIt])
        expect(describeWith(t, event as never, names)).not.toMatch(/\b(square|tassello) [A-L]\b|\brow\b|\bcol/i);
    }
  });

  it('unknown events and broken payloads give no line; a seat without a name is called by its number', () => {
    expect(describeWith(tEn, { type: 'mystery' }, names)).toBeNull();
    expect(describeWith(tEn, { type: 'drew', seat: 0, card: 'gem' }, names)).toBeNull();
    expect(describeWith(tEn, { type: 'prisoner', seat: 4 }, names)).toBe(
      '#5 is caught: a prisoner, and the turn is lost.',
    );
  });
});

describe('Symbotrio texts', () => {
  const keys = (o: unknown, prefix = ''): string[] =>
    typeof o !== 'object' || o === null
      ? [prefix]
      : Object.entries(o).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  const at = (o: unknown, k: string) => k.split('.').reduce<unknown>((x, p) => (x as Record<string, unknown>)[p], o);

  it('Italian has every English key and no empty string', () => {
    expect(keys(itStrings).sort()).toEqual(keys(en).sort());
    for (const lang of [en, itStrings]) for (const k of keys(lang)) expect(at(lang, k), k).not.toBe('');
  });

  it('every refusal code of the engine is translated in both languages', () => {
    for (const { code } of Object.values(ERRORS)) {
      expect(at(en.errors, code) ?? (en.errors as Record<string, string>)[code], code).toBeTruthy();
      expect((itStrings.errors as Record<string, string>)[code], code).toBeTruthy();
    }
  });

  it('the rules panel says, as an interpretation in both languages, that a trickster’s pick is blind: the pile shuffled as he draws, its owner knowing his cards, the others their count', () => {
    const trickster = (rules: typeof symbotrioRulesEn, heading: string) =>
      rules.sections
        .find((s) => s.heading === heading)!
        .items.filter((i) => i.interpretation)
        .map((i) => i.text);
    expect(
      trickster(symbotrioRulesEn, 'The trickster').some(
        (t) => /shuffled/.test(t) && /generator/.test(t) && /owner still knows/.test(t) && /only how many/.test(t),
      ),
    ).toBe(true);
    expect(
      trickster(symbotrioRulesIt, 'L’imbroglione').some(
        (t) => /mescolate/.test(t) && /generatore/.test(t) && /il padrone sa/.test(t) && /solo quante/.test(t),
      ),
    ).toBe(true);
  });

  // The spec lives beside the repository (../shared/rules), as on every developer's machine and in CI.
  const specUrl = new URL('../../../shared/rules/symbotrio.md', import.meta.url);
  it.skipIf(!existsSync(specUrl))(
    'the rules panel marks at least as many interpretation points as the spec, in both languages',
    () => {
      const marked = (readFileSync(specUrl, 'utf8').match(/\[interpretation/g) ?? []).length;
      for (const rules of [symbotrioRulesEn, symbotrioRulesIt]) {
        expect(rules.sections.flatMap((s) => s.items).filter((i) => i.interpretation).length).toBeGreaterThanOrEqual(
          marked,
        );
      }
    },
  );
});
