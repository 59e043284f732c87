// Web's panels as a person reads them (rendered to HTML without a browser, on views cut by the real engine): each
// off button carries the server's own refusal sentence, in the reader's language; the hand shows one's own dots;
// the players panel shows each score's parts; the end names the winners with their parts.
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { loadLang, setLang } from '../../client/i18n/index.js';
import '../../client/games/web/strings.js';
import { WebControls } from '../../client/games/web/ui/Controls.js';
import { WebScore } from '../../client/games/web/ui/Score.js';
import { useWeb } from '../../client/games/web/store.js';
import { ERRORS, web, type WebAction, type WebState, type WebView } from '../../shared/games/web/index.js';
import { sceneProps } from './scene-props.js';

// Italian's shell words load on demand (client/i18n/index.ts): in first, so setLang('it') switches at once here.
await loadLang('it');

const NAMES = ['Anna', 'Bot'];
function start(seed: number): WebState {
  const r = web.setup({ seed, players: 2, options: { obstacles: [], randomObstacles: 0 } });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
function act(s: WebState, seat: number, a: WebAction): WebState {
  const r = web.apply(s, seat, a);
  if (!r.ok) throw new Error(r.error.code);
  return r.value.state;
}
const props = (view: WebView, seat: number | null) => sceneProps(web, view, seat, NAMES);
const controls = (view: WebView, seat: number | null) =>
  renderToStaticMarkup(createElement(WebControls, props(view, seat)));
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

describe('the controls as rendered', () => {
  it('before the card: the hand is pickable with its dots; End turn is off with the server’s reason, in English and Italian', () => {
    useWeb.getState().reset();
    const s = start(5);
    const me = s.turn!;
    const v = web.view(s, { kind: 'seat', seat: me });
    setLang('en');
    let html = controls(v, me);
    for (const c of v.seats[me]!.hand) {
      const a = attrs(html, `wb-card-${c.id}`);
      expect(a['data-enabled']).toBe('true');
      expect(a['aria-label']).toMatch(new RegExp(`\\(${c.dots} dots?\\)$`));
    }
    expect(attrs(html, 'wb-end')).toMatchObject({
      'data-enabled': 'false',
      'aria-disabled': 'true',
      title: 'A card of your hand fits on the table: play one before ending your turn.',
    });
    expect(attrs(html, 'wb-rotate')).toMatchObject({
      'data-enabled': 'false',
      title: 'Pick a card from your hand first.',
    });
    expect(html).not.toContain('data-testid="wb-buy"'); // the actions row comes once the card is down
    setLang('it');
    html = controls(v, me);
    expect(attrs(html, 'wb-end').title).toBe(
      'Una carta della tua mano sta sul tavolo: giocane una prima di finire il turno.',
    );
    setLang('en');
  });

  it('after the card: the actions left and its pips; Buy, Draw and Lay cable on; once the actions are spent, each says why', () => {
    useWeb.getState().reset();
    let s = start(5);
    const me = s.turn!;
    s = act(s, me, web.legalActions(s, me).find((a) => a.type === 'play')!);
    let html = controls(web.view(s, { kind: 'seat', seat: me }), me);
    expect(html).toContain(`${s.actionsLeft} action`);
    expect((html.match(/class="wb-pip"/g) ?? []).length).toBe(s.played!.dots);
    for (const id of ['wb-buy', 'wb-cable', 'wb-pile-0', 'wb-pile-5', 'wb-end'])
      expect(attrs(html, id)['data-enabled'], id).toBe('true');
    while (s.actionsLeft > 0) s = act(s, me, { type: 'buy' });
    html = controls(web.view(s, { kind: 'seat', seat: me }), me);
    for (const id of ['wb-buy', 'wb-cable', 'wb-pile-2'])
      expect(attrs(html, id).title, id).toBe(ERRORS.noActionsLeft.message);
    expect(attrs(html, 'wb-end')['data-enabled']).toBe('true');
  });

  it('a spectator and the player waiting read whose turn it is, and no buttons', () => {
    const s = start(5);
    const me = s.turn!;
    const other = 1 - me;
    expect(controls(web.view(s, { kind: 'spectator' }), null)).toContain(`${NAMES[me]} is playing.`);
    const waiting = controls(web.view(s, { kind: 'seat', seat: other }), other);
    expect(waiting).toContain(`${NAMES[me]} is playing.`);
    expect(waiting).not.toContain('wb-end');
  });

  it('the players panel shows each live score with its parts; the end names the winners with theirs', () => {
    const s = start(5);
    const v = web.view(s, { kind: 'spectator' });
    const html = renderToStaticMarkup(createElement(WebScore, props(v, null)));
    v.seats.forEach((p, i) => {
      expect(html).toContain(`data-testid="wb-total-${i}">${p.score.total}<`);
      expect(html).toContain(`${p.score.computers} − ${p.score.cards} = ${p.score.total}`);
    });
    const over: WebView = {
      ...v,
      phase: 'over',
      turn: null,
      result: {
        reason: 'pile-empty',
        pile: 1,
        winners: [0, 1],
        scores: [v.seats[0]!.score.total, v.seats[1]!.score.total],
      },
    };
    const end = controls(over, null);
    expect(end).toContain('Anna and Bot share the win!');
    expect(end).toContain('Pile 2 ran out.');
    expect(end).toContain(
      `Computers ${v.seats[0]!.score.computers} − cards in hand ${v.seats[0]!.score.cards} = ${v.seats[0]!.score.total}`,
    );
  });
});
