// Symbotrio's panels as a person reads them (rendered to HTML without a browser, on views cut by the real engine):
// "Turn up a card" when there is no open card; the keypad lettered as the board lies; a clear "Stop here" once a
// square is up, loud when the try has failed; every off button with the server's own refusal sentence, in English
// and Italian; the trickster's picker; the players panel with open cards as gems and won counts; the end. And what
// a memory game needs: once the squares are face down again, no page shows a sign.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadLang, setLang } from '../../client/i18n/index.js';
import '../../client/games/symbotrio/strings.js';
import { useSymbotrio } from '../../client/games/symbotrio/store.js';
import { SymbotrioControls } from '../../client/games/symbotrio/ui/Controls.js';
import { SymbotrioScore } from '../../client/games/symbotrio/ui/Score.js';
import {
  ERRORS,
  SIGNS,
  symbotrio,
  type SymbotrioState,
  type SymbotrioView,
} from '../../shared/games/symbotrio/index.js';
import { LOOT, TRICKSTER, card, flipSign, play, table } from '../shared/symbotrio/helpers.js';
import { sceneProps } from './scene-props.js';

// Italian's shell words load on demand (client/i18n/index.ts): in first, so setLang('it') switches at once here.
await loadLang('it');

const NAMES = ['Anna', 'Bo', 'Cleo'];
const viewOf = (s: SymbotrioState, seat: number | null): SymbotrioView =>
  symbotrio.view(s, seat === null ? { kind: 'spectator' } : { kind: 'seat', seat });
const props = (view: SymbotrioView, seat: number | null) => sceneProps(symbotrio, view, seat, NAMES);
const controls = (s: SymbotrioState, seat: number | null) =>
  renderToStaticMarkup(createElement(SymbotrioControls, props(viewOf(s, seat), seat)));
const score = (s: SymbotrioState, seat: number | null) =>
  renderToStaticMarkup(createElement(SymbotrioScore, props(viewOf(s, seat), seat)));
/** The attributes of the element with this test id. */
function attrs(html: string, testId: string): Record<string, string> {
  const m = new RegExp(`<[a-z]+ [^>]*data-testid="${testId}"[^>]*>`).exec(html);
  if (!m) throw new Error(`no ${testId}`);
  return Object.fromEntries(
    [...m[0].matchAll(/([a-z-]+)="([^"]*)"/g)].map((x) => [
      x[1]!,
      x[2]!
        .replace(/&#x27;/g, '’')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
    ]),
  );
}
/** The signs a page shows (the icons' data-sign). */
const signsShown = (html: string): string[] => [...html.matchAll(/data-sign="([a-z]+)"/g)].map((m) => m[1]!);

beforeEach(() => {
  setLang('en');
  useSymbotrio.getState().reset();
});

describe('the controls as rendered', () => {
  it('no open card: "Turn up a card" with its key, in English and Italian', () => {
    useSymbotrio.getState().reset();
    const s = table({ open: [null, card(1)] });
    setLang('en');
    let html = controls(s, 0);
    expect(attrs(html, 'sy-draw')).toMatchObject({ 'data-enabled': 'true', 'aria-keyshortcuts': 'N' });
    expect(html).toContain('Turn up a card');
    setLang('it');
    html = controls(s, 0);
    expect(html).toContain('Gira una carta');
    setLang('en');
  });

  it('cracking: the card shown as its gem; a keypad lettered A–L; no Stop before the first square', () => {
    useSymbotrio.getState().reset();
    const s = table();
    const html = controls(s, 0);
    const gem = s.open[0]!.gem!;
    expect(attrs(html, 'sy-cracking')).toBeTruthy();
    expect(html).toContain(`data-gem="${gem.colour}-${gem.size}-${gem.cut}"`);
    expect(html).toContain(`gem card: ${gem.size} ${gem.colour} ${gem.cut}`);
    expect(html).toContain(`fill="url(#sy-pattern-${gem.colour})"`); // its colour with that colour's own pattern
    for (const l of 'ABCDEFGHIJKL') expect(attrs(html, `sy-place-${l}`)['data-enabled']).toBe('true');
    expect(html).not.toContain('data-testid="sy-stop"');
    expect(signsShown(html)).toEqual([]);
  });

  it('a wrong sign up: the try has failed, stop here — a loud Stop; the square up says why it cannot be turned again', () => {
    useSymbotrio.getState().reset();
    const s0 = table();
    const wrong = (['red', 'blue', 'yellow'] as const).find((c) => c !== s0.open[0]!.gem!.colour)!;
    const s = play(s0, flipSign(s0, wrong)).state;
    setLang('en');
    const html = controls(s, 0);
    expect(attrs(html, 'sy-prompt')).toBeTruthy();
    expect(html).toContain('A wrong sign: this try has failed. Stop here');
    expect(attrs(html, 'sy-stop')).toMatchObject({ 'data-enabled': 'true', 'aria-keyshortcuts': 'S' });
    expect(attrs(html, 'sy-stop').class).toContain('urgent');
    // The square now up (A is square 0: SIGNS[0] on this keypad) is off with the engine's message.
    const letter = 'ABCDEFGHIJKL'[SIGNS.indexOf(wrong)]!;
    expect(attrs(html, `sy-place-${letter}`)).toMatchObject({
      'data-enabled': 'false',
      title: ERRORS.alreadyUp.message,
    });
    expect(signsShown(html)).toEqual([wrong, wrong]); // on its place and in the try's slots
    setLang('it');
    expect(controls(s, 0)).toContain('il tentativo è fallito. Fermati qui');
    setLang('en');
  });

  it('three squares up: every place is off (a try turns at most three) and the button ends the try', () => {
    useSymbotrio.getState().reset();
    const s = play(table(), ...[0, 1, 2].map((c) => ({ type: 'flip', row: 0, col: c }) as const)).state;
    const html = controls(s, 0);
    expect(attrs(html, 'sy-place-L')).toMatchObject({ 'data-enabled': 'false', title: ERRORS.fourthSquare.message });
    expect(html).toContain('End the try');
  });

  it('after the try the squares are face down again: neither the player, the other player nor a spectator is shown a sign', () => {
    useSymbotrio.getState().reset();
    let s = play(table(), { type: 'flip', row: 0, col: 0 }, { type: 'flip', row: 1, col: 1 }).state;
    for (const seat of [0, 1, null]) expect(signsShown(controls(s, seat)).length).toBeGreaterThan(0);
    s = play(s, { type: 'stop' }).state;
    for (const seat of [0, 1, null]) {
      expect(signsShown(controls(s, seat))).toEqual([]);
      expect(signsShown(score(s, seat))).toEqual([]);
    }
  });

  it('the player waiting and a spectator read whose turn it is, and no buttons', () => {
    const s = table();
    for (const seat of [1, null]) {
      const html = controls(s, seat);
      expect(html).toContain('Anna tries the code.');
      expect(html).not.toContain('sy-place-A');
      expect(html).not.toContain('sy-draw');
    }
  });

  it('the trickster’s picker: an opponent with a gem won is on, one without says why; his pile shows face down', () => {
    useSymbotrio.getState().reset();
    const s0 = table({
      players: 3,
      open: [null, card(1), card(2)],
      won: [[], [card(3), card(LOOT)], [card(LOOT + 1)]],
      top: [card(TRICKSTER)],
    });
    const s = play(s0, { type: 'draw' }).state;
    const html = controls(s, 0);
    expect(html).toContain('Trickster: pick an opponent');
    expect(attrs(html, 'sy-target-1')['data-enabled']).toBe('true');
    expect(attrs(html, 'sy-target-2')).toMatchObject({ 'data-enabled': 'false', title: ERRORS.badTarget.message });
    expect(attrs(html, 'sy-steal-1-0')['data-enabled']).toBe('true');
    expect(attrs(html, 'sy-steal-1-1')['data-enabled']).toBe('true');
    expect(html).not.toContain('data-gem'); // nothing of his pile is shown
    expect(controls(s, null)).toContain('Anna plays a trickster');
  });
});

describe('the players panel', () => {
  it('each seat’s open card as its gem, its won count and gem count; the owner alone sees his won cards', () => {
    const s = table({ won: [[card(3), card(LOOT)], []] });
    const html = score(s, 0);
    const gem = s.open[1]!.gem!;
    expect(attrs(html, 'sy-open-1').title).toBe(`gem card: ${gem.size} ${gem.colour} ${gem.cut}`);
    expect(html).toContain('data-testid="sy-won-0">2<');
    expect(html).toContain('1 gem');
    expect(html).toContain('data-testid="sy-own-0"');
    expect(score(s, 1)).not.toContain('data-testid="sy-own-0"');
    expect(html).toMatch(/\d+ cards in the deck/);
  });

  it('the end names the winners and every count', () => {
    const s: SymbotrioState = { ...table(), phase: 'over', result: { scores: [4, 4], winners: [0, 1] } };
    setLang('en');
    const end = controls(s, null);
    expect(end).toContain('Anna and Bo share the win!');
    expect(end).toContain('4 cards won');
  });
});
