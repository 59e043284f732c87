// Labiro's words without a browser: a log line for every event type in both languages, tower and object names,
// Italian mirroring English key for key, and a translation for every refusal code of the engine and the maps.
import { describe, expect, it, vi } from 'vitest';
import { Translator } from '../../client/i18n/translator.js';
import type { LabiroEvent } from '../../shared/games/labiro/game-types.js';
import { MAP_ERRORS } from '../../shared/games/labiro/map.js';
import { ERRORS } from '../../shared/games/labiro/errors.js';
import {
  OBJECT_KINDS,
  OBJECT_SET,
  RUBY_SYMBOLS,
  RUBY_TILES,
  TOWER_SET,
  PATTERN_NAMES,
} from '../../shared/games/labiro/types.js';
import { makeBoard } from '../../shared/games/labiro/board.js';
import { presetMap } from '../../shared/games/labiro/map.js';

vi.mock('../../client/i18n/index.js', () => ({
  i18n: { addResourceBundle: () => undefined, getFixedT: () => (k: string) => k },
  addLangWords: () => undefined,
}));

const { describeWith } = await import('../../client/games/labiro/describe.js');
const { en } = await import('../../client/games/labiro/strings.js');
const { it: itStrings } = await import('../../client/games/labiro/strings.it.js');
const { REASONS } = await import('../../client/games/labiro/ui/model.js');
const text = await import('../../client/games/labiro/ui/text.js');
const { SEAT_LOOKS } = await import('../../client/games/labiro/palette.js');

const inst = new Translator({
  resources: { en: { labiro: en }, it: { labiro: itStrings } },
  lng: 'en',
  fallbackLng: false,
});
const tEn = inst.getFixedT('en', 'labiro');
const tIt = inst.getFixedT('it', 'labiro');
const names = ['Anna', 'Bruno', 'Carla'];

// A board whose towers are known: base 3 a bend tower, base 12 the moon tower (ids as in the box).
const towers = TOWER_SET.map((t) => ({ ...t }));
towers[3] = { id: 3, pattern: 'bend', arrow: -1, turn: 0 };
towers[12] = { id: 11, pattern: 'straight', arrow: -1, turn: 2, ruby: 'moon' };
const board = makeBoard(presetMap('flower')!, towers);
const ctx = { board, you: 1 };

const KEY_MOON = OBJECT_SET.find((o) => o.kind === 'towerKey' && o.symbol === 'moon')!;
const ROPE = OBJECT_SET.find((o) => o.kind === 'rope')!;
const TORCH = OBJECT_SET.find((o) => o.kind === 'torch')!;
const DAGGER = OBJECT_SET.find((o) => o.kind === 'dagger')!;
const EMPTY = OBJECT_SET.find((o) => o.kind === 'empty')!;
const UNLOCK = OBJECT_SET.find((o) => o.kind === 'unlockKey')!;
const SINGLE = RUBY_TILES[0]!;
const DOUBLE = RUBY_TILES[5]!;
const EMPTY_RUBY = RUBY_TILES[6]!;

/** One event of every type with the English and Italian line each must give. */
const CASES: readonly (readonly [string, LabiroEvent, string, string])[] = [
  [
    'started',
    { type: 'started', seat: 0, tower: 3 },
    'Anna starts in tower 4 (bend).',
    'Anna parte dalla torre 4 (curva).',
  ],
  [
    'moved one step',
    { type: 'moved', seat: 1, path: [3, 12] },
    'Bruno walked to the moon tower.',
    'Bruno va nella torre della Luna.',
  ],
  [
    'moved far',
    { type: 'moved', seat: 1, path: [0, 5, 12] },
    'Bruno walked to the moon tower (2 steps).',
    'Bruno va nella torre della Luna (2 passi).',
  ],
  [
    'moved by rope',
    { type: 'moved', seat: 2, path: [12, 3], rope: true },
    'Carla climbed with the rope into tower 4 (bend).',
    'Carla sale con la corda nella torre 4 (curva).',
  ],
  [
    'turned alone',
    { type: 'turned', seat: 0, cause: 'turn', steps: [{ tower: 3, dir: -1 }], turnsUsed: 1 },
    'Anna turned tower 4 (bend) (turn 1 of 3).',
    'Anna ha ruotato la torre 4 (curva) (rotazione 1 su 3).',
  ],
  [
    'turned with a chain',
    {
      type: 'turned',
      seat: 0,
      cause: 'turn',
      steps: [
        { tower: 3, dir: -1 },
        { tower: 4, dir: 1, pushedBy: 3 },
        { tower: 12, dir: 1, pushedBy: 3 },
      ],
      turnsUsed: 2,
    },
    'Anna turned tower 4 (bend); it pushed 2 towers (turn 2 of 3).',
    'Anna ha ruotato la torre 4 (curva); ha spinto 2 torri (rotazione 2 su 3).',
  ],
  [
    'turned by the unlock key',
    {
      type: 'turned',
      seat: 1,
      cause: 'unlock',
      steps: [
        { tower: 12, dir: 1 },
        { tower: 3, dir: -1, pushedBy: 12 },
      ],
      turnsUsed: 0,
    },
    'Bruno used the unlock key: the moon tower turned back one step and pushed 1 tower.',
    'Bruno ha usato la chiave di sblocco: la torre della Luna è tornata indietro di un passo e ha spinto 1 torre.',
  ],
  [
    'taken',
    { type: 'taken', seat: 1, tower: 3, tile: ROPE },
    'Bruno took a rope from tower 4 (bend).',
    'Bruno ha preso una corda dalla torre 4 (curva).',
  ],
  [
    'taken key',
    { type: 'taken', seat: 0, tower: 3, tile: KEY_MOON },
    'Anna took a moon key from tower 4 (bend).',
    'Anna ha preso una chiave della Luna dalla torre 4 (curva).',
  ],
  [
    'looked, hand full',
    { type: 'looked', seat: 2, tower: 12, how: 'full-hand' },
    'Carla looked at the object in the moon tower.',
    'Carla ha guardato l’oggetto nella torre della Luna.',
  ],
  [
    'looked by torch',
    { type: 'looked', seat: 2, tower: 3, how: 'torch' },
    'Carla lit the torch into tower 4 (bend) and looked at its object.',
    'Carla ha acceso la torcia verso la torre 4 (curva) e ne ha guardato l’oggetto.',
  ],
  [
    'seen by the reader',
    { type: 'seen', seat: 1, tower: 3, tile: TORCH, visibleTo: [1] },
    'You saw: a torch in tower 4 (bend).',
    'Hai visto: una torcia nella torre 4 (curva).',
  ],
  [
    'seen by another (broadcast)',
    { type: 'seen', seat: 2, tower: 3, tile: DAGGER, visibleTo: [2] },
    'Carla saw privately: a dagger in tower 4 (bend).',
    'Carla ha visto di nascosto: un pugnale nella torre 4 (curva).',
  ],
  [
    'swapped',
    { type: 'swapped', seat: 0, tower: 12, gave: ROPE, got: KEY_MOON },
    'Anna swapped a rope for a moon key in the moon tower.',
    'Anna ha scambiato una corda con una chiave della Luna nella torre della Luna.',
  ],
  [
    'left',
    { type: 'left', seat: 0, tower: 3, tile: UNLOCK },
    'Anna left an unlock key in tower 4 (bend).',
    'Anna ha lasciato una chiave di sblocco nella torre 4 (curva).',
  ],
  [
    'discarded empty tile',
    { type: 'discarded', seat: 1, item: { kind: 'object', tile: EMPTY }, why: 'empty-tile' },
    'The empty tile Bruno found leaves the game.',
    'La tessera vuota trovata da Bruno esce dal gioco.',
  ],
  [
    'discarded used key',
    { type: 'discarded', seat: 1, item: { kind: 'object', tile: KEY_MOON }, why: 'key-used' },
    'Bruno’s moon key is used up and leaves the game.',
    'La chiave della Luna di Bruno è consumata ed esce dal gioco.',
  ],
  [
    'discarded empty ruby',
    { type: 'discarded', seat: 2, item: { kind: 'ruby', tile: EMPTY_RUBY }, why: 'empty-ruby' },
    'The ruby tile Carla opened was empty: it leaves the game.',
    'La tessera rubino aperta da Carla era vuota: esce dal gioco.',
  ],
  [
    'discarded, no room',
    { type: 'discarded', seat: 0, item: { kind: 'object', tile: DAGGER }, why: 'no-room' },
    'No tower may take Anna’s dagger: it leaves the game.',
    'Nessuna torre può accogliere il pugnale di Anna: esce dal gioco.',
  ],
  [
    'ruby',
    { type: 'ruby', seat: 0, tower: 12, key: KEY_MOON, tile: DOUBLE },
    'Anna opened the moon tower with the moon key: a double ruby (2 rubies)!',
    'Anna ha aperto la torre della Luna con la chiave della Luna: un rubino doppio (2 rubini)!',
  ],
  [
    'deposited one',
    { type: 'deposited', seat: 1, tiles: [SINGLE], chest: 1 },
    'Bruno put 1 ruby in the chest (1 in all).',
    'Bruno ha messo 1 rubino nello scrigno (1 in tutto).',
  ],
  [
    'deposited several',
    { type: 'deposited', seat: 1, tiles: [SINGLE, DOUBLE], chest: 4 },
    'Bruno put 3 rubies in the chest (4 in all).',
    'Bruno ha messo 3 rubini nello scrigno (4 in tutto).',
  ],
  [
    'robbed',
    {
      type: 'robbed',
      seat: 0,
      victim: 2,
      items: [
        { kind: 'ruby', tile: SINGLE },
        { kind: 'object', tile: ROPE },
      ],
      armed: false,
    },
    'Anna robbed Carla with the dagger and took a ruby and a rope.',
    'Anna ha derubato Carla con il pugnale e ha preso un rubino e una corda.',
  ],
  [
    'robbed an armed victim',
    { type: 'robbed', seat: 0, victim: 1, items: [{ kind: 'ruby', tile: DOUBLE }], armed: true },
    'Anna robbed Bruno, who was armed too: a double ruby (2 rubies) only, and both daggers are put away.',
    'Anna ha derubato Bruno, che aveva un pugnale a sua volta: solo un rubino doppio (2 rubini), e tutti e due i pugnali vanno rimessi a posto.',
  ],
  [
    'robbed of nothing',
    { type: 'robbed', seat: 0, victim: 1, items: [], armed: true },
    'Anna attacked Bruno with the dagger but took nothing.',
    'Anna ha attaccato Bruno con il pugnale ma non ha preso niente.',
  ],
  [
    'placed',
    { type: 'placed', seat: 2, tile: TORCH, tower: 12 },
    'Carla put the torch away in the moon tower.',
    'Carla ha rimesso la torcia nella torre della Luna.',
  ],
  [
    'ended',
    { type: 'ended', seat: 0, next: 1 },
    'Anna ended the turn; Bruno plays.',
    'Anna ha finito il turno; tocca a Bruno.',
  ],
  [
    'finished by rubies',
    { type: 'finished', result: { winners: [1], reason: 'rubies' } },
    'Game over: Bruno wins — more rubies in the chest than anyone else can still reach.',
    'Partita finita: vince Bruno — più rubini di quanti altri possano ancora raggiungerne.',
  ],
  [
    'finished, all in, shared',
    { type: 'finished', result: { winners: [0, 2], reason: 'all-in' } },
    'Game over: every ruby is in a chest; Anna and Carla win — most rubies.',
    'Partita finita: tutti i rubini sono negli scrigni; vincono Anna e Carla — più rubini.',
  ],
  [
    'finished by the round limit',
    { type: 'finished', result: { winners: [2], reason: 'round-limit' } },
    'Game over: the round limit is reached; Carla wins — most rubies.',
    'Partita finita: limite di giri raggiunto; vince Carla — più rubini.',
  ],
];

describe('log lines', () => {
  for (const [title, event, english, italian] of CASES) {
    it(`${title}: a clear sentence in English and Italian`, () => {
      expect(describeWith(tEn, event as never, names, ctx)).toBe(english);
      expect(describeWith(tIt, event as never, names, ctx)).toBe(italian);
    });
  }

  it('every event type of the contract has a line, except "used" whose effect has its own', () => {
    const types = new Set(CASES.map(([, e]) => e.type));
    const all: LabiroEvent['type'][] = [
      'started',
      'moved',
      'turned',
      'taken',
      'looked',
      'seen',
      'swapped',
      'left',
      'discarded',
      'ruby',
      'deposited',
      'used',
      'robbed',
      'placed',
      'ended',
      'finished',
    ];
    for (const type of all) if (type !== 'used') expect(types.has(type), type).toBe(true);
    expect(describeWith(tEn, { type: 'used', seat: 0, tile: TORCH }, names, ctx)).toBeNull();
  });

  it('without the board, towers are named by number; unknown events and broken payloads give no line', () => {
    expect(describeWith(tEn, { type: 'started', seat: 0, tower: 3 }, names)).toBe('Anna starts in tower 4.');
    expect(describeWith(tEn, { type: 'mystery' }, names)).toBeNull();
    expect(describeWith(tEn, { type: 'taken', seat: 0, tower: 3, tile: 'rope' }, names)).toBeNull();
  });

  it('a seat without a name is called by its number', () => {
    expect(describeWith(tEn, { type: 'ended', seat: 3, next: 0 }, names, ctx)).toBe('#4 ended the turn; Anna plays.');
  });
});

describe('names of pieces', () => {
  it('ruby towers go by their symbol, simple towers by number and doors, in both languages', () => {
    expect(text.towerName(tEn, board, 12)).toBe('the moon tower');
    expect(text.towerName(tIt, board, 12)).toBe('torre della Luna');
    expect(text.towerName(tEn, board, 3)).toBe('tower 4 (bend)');
    expect(text.towerName(tIt, board, 3)).toBe('torre 4 (curva)');
  });
  it('every object kind, symbol, pattern and ruby tile has a name in both languages', () => {
    for (const t of [tEn, tIt]) {
      for (const tile of OBJECT_SET)
        for (const a of ['bare', 'a', 'the'] as const)
          expect(text.objectName(t, tile, a)).not.toMatch(/^object|\{\{|undefined/);
      for (const r of RUBY_TILES) expect(text.rubyName(t, r)).not.toMatch(/^ruby|\{\{/);
      for (const p of PATTERN_NAMES) expect(t(`pattern.${p}`)).not.toBe(`pattern.${p}`);
      for (const s of RUBY_SYMBOLS) expect(t(`symbolOf.${s}`)).not.toBe(`symbolOf.${s}`);
    }
    expect(OBJECT_KINDS.length).toBe(Object.keys(en.object).length);
  });
  it('every seat colour and shape of the palette has words (colour is never the only cue)', () => {
    for (const look of SEAT_LOOKS) {
      expect(tEn('seatLook', { colour: tEn(`colour.${look.name}`), shape: tEn(`shape.${look.symbol}`) })).toMatch(
        /^\w+ \w+$/,
      );
      expect(tIt(`shape.${look.symbol}`)).not.toBe(`shape.${look.symbol}`);
    }
  });
});

describe('texts', () => {
  const keys = (o: unknown, prefix = ''): string[] =>
    typeof o !== 'object' || o === null
      ? [prefix]
      : Object.entries(o).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  it('Italian has every English key and no empty string', () => {
    expect(keys(itStrings).sort()).toEqual(keys(en).sort());
    for (const lang of [en, itStrings])
      for (const k of keys(lang))
        expect(
          k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], lang),
          k,
        ).not.toBe('');
  });
  it('every refusal code of the engine and of the map checks is translated in both languages', () => {
    const codes = [...Object.values(ERRORS), ...Object.values(MAP_ERRORS)].map((e) => e.code);
    expect(codes.length).toBeGreaterThan(30);
    for (const code of codes) {
      expect((en.errors as Record<string, string>)[code], code).toBeTruthy();
      expect((itStrings.errors as Record<string, string>)[code], code).toBeTruthy();
    }
    expect(Object.keys(en.errors).sort()).toEqual([...new Set(codes)].sort());
  });
  it('every reason a button can be off has a one-line explanation in both languages', () => {
    for (const r of REASONS) {
      expect((en.why as Record<string, string>)[r], r).toBeTruthy();
      expect((itStrings.why as Record<string, string>)[r], r).toBeTruthy();
    }
  });
});
