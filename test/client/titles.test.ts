// Tooltips on every control (issue 14): the words exist in English and Italian — the shell's and each game's
// `titles` — and a button that knows why it is off says so on hover, else what it does and its key.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { i18n, loadLang } from '../../client/i18n/index.js';
// The games' registry, which hands each game's lobby words to the translator (under games.<id>) as it loads, as in the app.
import '../../client/games/lobbies.js';
import { ReasonButton, type ReasonButtonProps } from '../../client/kit/ReasonButton.js';
import { GAME_IDS } from '../../shared/games/meta.js';

// Italian's shell words load on demand (client/i18n/index.ts): in first, as the page has them once Italian is chosen.
await loadLang('it');

function keys(o: unknown, prefix = ''): string[] {
  if (typeof o !== 'object' || o === null) return [prefix];
  return Object.entries(o).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

/** The shell's tooltip words (client/i18n/en.ts and it.ts) and the lobby words of the games' custom fields. */
const SHELL_TITLES = [
  'lang.titles.it',
  'lang.titles.en',
  'lobby.nameTitle',
  'lobby.retryTitle',
  'lobby.joinTitle',
  'lobby.watchTitle',
  'lobby.replayTitle',
  'lobby.gameTitle',
  'lobby.optionTitle',
  'lobby.seatCountTitle',
  'lobby.humanTitle',
  'lobby.botTitle',
  'lobby.createTitle',
  'lobby.codeTitle',
  'lobby.goTitle',
  'lobby.gateJoinTitle',
  'lobby.gateWatchTitle',
  'sound.volumeTitle',
  'table.copyTitle',
  'table.lobbyTitle',
  'table.menuTitle',
  'table.rulesTitle',
  'table.sitTitle',
  'table.logTitle',
  'table.dismissTitle',
  'guide.noThanksHint',
  'conn.retryTitle',
  'replay.firstTitle',
  'replay.prevTitle',
  'replay.nextTitle',
  'replay.lastTitle',
  'replay.playTitle',
  'replay.pauseTitle',
  'replay.sliderTitle',
  'replay.speedTitle',
  'replay.povTitle',
  'replay.shareTitle',
  'stream.delayTitle',
  'stream.delayLiveTitle',
  'stream.buttonTitle',
  'stream.copyTitle',
  'stream.openTitle',
  'stream.moreTitle',
  'stream.fewerTitle',
  'stream.consentTitle',
  'games.labiro.map.presetTitle',
  'games.labiro.map.newTitle',
  'games.labiro.map.editTitle',
  'games.labiro.map.closeTitle',
  'games.labiro.map.startTitle',
  'games.labiro.map.drawTitle',
  'games.labiro.map.clearTitle',
  'games.labiro.map.useTitle',
  'games.web.options.countTitle_one',
  'games.web.options.countTitle_other',
  'games.web.options.squareTitle',
];

/** One game's words (client/games/<id>/strings.ts, strings.it.ts): its tooltips under `titles`, in both languages. */
interface GameWords {
  readonly en: { readonly titles: object };
  readonly it: { readonly titles: object };
}

/** Every game's English and Italian words modules, by their paths. */
const EN = import.meta.glob<Pick<GameWords, 'en'>>('../../client/games/*/strings.ts', { eager: true });
const IT = import.meta.glob<Pick<GameWords, 'it'>>('../../client/games/*/strings.it.ts', { eager: true });

/** Each registered game's words, by game id (undefined when either language's module is missing). */
const GAMES = Object.fromEntries(
  GAME_IDS.map((id): [string, GameWords | undefined] => {
    const en = EN[`../../client/games/${id}/strings.ts`];
    const it = IT[`../../client/games/${id}/strings.it.ts`];
    return [id, en && it ? { en: en.en, it: it.it } : undefined];
  }),
);

describe('the tooltips’ words', () => {
  for (const lang of ['en', 'it'] as const) {
    it(`the shell’s are there in ${lang}, none empty`, () => {
      const missing = SHELL_TITLES.filter(
        (k) => !i18n.exists(k, { lng: lang, ns: 'common', fallbackLng: false }) || !i18n.t(k, { lng: lang }).trim(),
      );
      expect(missing).toEqual([]);
    });
  }

  for (const [id, words] of Object.entries(GAMES)) {
    it(`${id}: its titles have the same keys in English and Italian, none empty`, () => {
      if (!words) throw new Error(`client/games/${id}/strings.ts is missing`);
      expect(keys(words.it.titles).sort()).toEqual(keys(words.en.titles).sort());
      for (const lang of [words.en.titles, words.it.titles]) {
        for (const k of keys(lang))
          expect((lang as Record<string, string>)[k]?.trim(), `${id}: titles.${k}`).toBeTruthy();
      }
    });
  }
});

/** The title a ReasonButton shows with these props. */
function titleOf(props: Partial<ReasonButtonProps>): string | null {
  const html = renderToStaticMarkup(
    createElement(ReasonButton, {
      enabled: true,
      reason: null,
      why: null,
      prefix: 'xx',
      onClick: () => undefined,
      testId: 'b',
      // biome-ignore lint/correctness/noChildrenProp: ReasonButtonProps requires children, so the typed props object of createElement (a .ts file, no JSX) carries them
      children: 'Go',
      ...props,
    }),
  );
  return html.match(/ title="([^"]*)"/)?.[1] ?? null;
}

describe('a button that knows why it is off, on hover', () => {
  const cases: [string, Partial<ReasonButtonProps>, string | null][] = [
    ['on: what it does, and its key', { hint: 'End your turn', shortcut: 'E' }, 'End your turn (E)'],
    ['on without a key: what it does', { hint: 'Take the object' }, 'Take the object'],
    ['on with a picture for a label and no words: its name', { label: 'Pick a curve card' }, 'Pick a curve card'],
    [
      'off: why, and nothing else',
      { enabled: false, reason: 'r', why: 'Not your turn.', hint: 'End your turn', shortcut: 'E' },
      'Not your turn.',
    ],
    [
      'off for no reason given: what it does',
      { enabled: false, hint: 'End your turn', shortcut: 'E' },
      'End your turn (E)',
    ],
    ['busy: still what it does', { busy: true, hint: 'Draw', shortcut: 'N' }, 'Draw (N)'],
  ];
  for (const [name, props, title] of cases) {
    it(name, () => expect(titleOf(props)).toBe(title));
  }
});
