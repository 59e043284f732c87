// Masterdice's panel as a person reads it (rendered to HTML without a browser, with the props the shell hands:
// the engine's legal list for the seat): for the coder, the solver in each phase and a spectator, the buttons on
// offer are exactly the moves the engine lists, and the solution is offered in every attempt, not only while a
// roll is.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '../../../client/i18n/index.js';
import '../../../client/games/masterdice/strings.js';
import { dropOnColumn, makeDraft, selectDie, type Draft } from '../../../client/games/masterdice/draft.js';
import { offersOf } from '../../../client/games/masterdice/offers.js';
import { useMasterdice } from '../../../client/games/masterdice/store.js';
import { MasterdiceControls } from '../../../client/games/masterdice/ui/Controls.js';
import { PlacePanel } from '../../../client/games/masterdice/ui/PlacePanel.js';
import { unwrap, type Seat } from '../../../shared/core/index.js';
import {
  ATTEMPT_ROWS,
  feedback,
  masterdice,
  type MasterdiceAction,
  type MasterdiceState,
  type MasterdiceView,
} from '../../../shared/games/masterdice/index.js';
import { sceneProps } from '../scene-props.js';

const NAMES = ['Anna', 'Bo'];
const CODE = [4, 1, 6, 2];

const act = (s: MasterdiceState, seat: Seat, a: MasterdiceAction): MasterdiceState =>
  unwrap(masterdice.apply(s, seat, a)).state;
/** Game 0 as setup makes it: seat 1 codes, seat 0 solves. */
const fresh = (): MasterdiceState =>
  unwrap(masterdice.setup({ seed: 7, players: 2, options: { games: 2, aid: false } }));
/** The code rolled, the solver to attempt (a known code, hand-set rows and supply). */
const attempting = (patch: Partial<MasterdiceState> = {}): MasterdiceState => ({
  ...act(fresh(), 1, { type: 'roll-code' }),
  code: CODE,
  ...patch,
});
const rolled = (): MasterdiceState => act(attempting(), 0, { type: 'roll' });
const over = (): MasterdiceState => {
  let s = act(attempting(), 0, { type: 'solve', code: CODE });
  s = act(s, 0, { type: 'roll-code' });
  return act(s, 1, { type: 'solve', code: [1, 1, 1, 1] });
};
const row = (placed: (number | null)[]) => ({ placed, feedback: feedback(CODE, placed) });

const viewOf = (s: MasterdiceState, seat: Seat | null): MasterdiceView =>
  masterdice.view(s, seat === null ? { kind: 'spectator' } : { kind: 'seat', seat });
const props = (s: MasterdiceState, seat: Seat | null) => sceneProps(masterdice, viewOf(s, seat), seat, NAMES);
/** The panel for `seat`, as it first renders at a fresh table. */
function panel(s: MasterdiceState, seat: Seat | null) {
  const p = props(s, seat);
  useMasterdice.getState().reset();
  return { html: renderToStaticMarkup(createElement(MasterdiceControls, p)), legal: p.legal };
}
/** The placing panel for the solver's draft, with what the engine lists for him. */
function placePanel(s: MasterdiceState, draft: Draft) {
  const p = props(s, s.solver);
  const html = renderToStaticMarkup(
    createElement(PlacePanel, { draft, offers: offersOf(p.legal), row: 0, busy: false, onConfirm: () => undefined }),
  );
  return { html, legal: p.legal };
}

/** The moves a panel offers, by the buttons that make them. */
function offered(html: string): Set<MasterdiceAction['type']> {
  const out = new Set<MasterdiceAction['type']>();
  if (html.includes('data-testid="md-roll-code"')) out.add('roll-code');
  if (html.includes('data-testid="md-roll"')) out.add('roll');
  if (html.includes('data-testid="md-solve-open"') || html.includes('data-testid="md-submit-solution"'))
    out.add('solve');
  if (html.includes('data-testid="md-confirm"')) out.add('place');
  if (html.includes('data-testid="md-rematch"')) out.add('rematch');
  return out;
}
const listed = (legal: readonly MasterdiceAction[]) => new Set(legal.map((a) => a.type));
/** The attributes of the element with this test id. */
function attrs(html: string, testId: string): Record<string, string> {
  const m = new RegExp(`<[a-z]+ [^>]*data-testid="${testId}"[^>]*>`).exec(html);
  if (!m) throw new Error(`no ${testId}`);
  return Object.fromEntries([...m[0].matchAll(/([a-z-]+)="([^"]*)"/g)].map((x) => [x[1]!, x[2]!]));
}
const prompt = (html: string) => /<p class="md-prompt[^"]*"[^>]*>([^<]*)</.exec(html)?.[1];

beforeEach(() => setLang('en'));

describe('the Masterdice panel offers what the engine lists', () => {
  it.each([
    { who: 'the coder before the code', state: fresh, seat: 1, moves: ['roll-code'] },
    { who: 'the solver while the coder rolls', state: fresh, seat: 0, moves: [] },
    { who: 'the solver at an attempt', state: () => attempting(), seat: 0, moves: ['roll', 'solve'] },
    { who: 'the coder while the solver attempts', state: () => attempting(), seat: 1, moves: [] },
    { who: 'the solver after a roll', state: rolled, seat: 0, moves: ['place'] },
    { who: 'the coder while the solver places', state: rolled, seat: 1, moves: [] },
    {
      who: 'the solver after the 7th attempt',
      state: () =>
        attempting({ rows: Array.from({ length: ATTEMPT_ROWS }, () => row([1, null, null, null])), supply: 11 }),
      seat: 0,
      moves: ['solve'],
    },
    {
      who: 'the solver with an empty supply',
      state: () => attempting({ rows: [row([1, 1, 1, 1])], supply: 0 }),
      seat: 0,
      moves: ['solve'],
    },
    { who: 'either player once the match is over', state: over, seat: 0, moves: ['rematch'] },
    { who: 'the other player once the match is over', state: over, seat: 1, moves: ['rematch'] },
    { who: 'a spectator before the code', state: fresh, seat: null, moves: [] },
    { who: 'a spectator at an attempt', state: () => attempting(), seat: null, moves: [] },
    { who: 'a spectator after a roll', state: rolled, seat: null, moves: [] },
    { who: 'a spectator once the match is over', state: over, seat: null, moves: [] },
  ] as const)('$who: $moves', ({ state, seat, moves }) => {
    const { html, legal } = panel(state(), seat);
    expect([...offered(html)].sort()).toEqual([...moves].sort());
    expect(offered(html)).toEqual(listed(legal));
  });

  it('the solution is offered in every attempt: a button beside the roll, the form itself once no roll is left', () => {
    const open = panel(attempting(), 0).html;
    expect(attrs(open, 'md-solve-open').title).toBeTruthy();
    expect(prompt(open)).toBe('Your turn: roll the white dice, or give your solution.');
    const spent = panel(attempting({ rows: [row([1, 1, 1, 1])], supply: 0 }), 0).html;
    expect(spent).not.toContain('data-testid="md-roll"');
    expect(spent).toContain('data-testid="md-submit-solution"');
    expect(prompt(spent)).toBe('No attempt left: give your solution.');
  });

  it('who is not offered a move reads who acts', () => {
    expect(prompt(panel(fresh(), 0).html)).toBe('Bo rolls the secret code behind the screen.');
    expect(prompt(panel(attempting(), 1).html)).toBe('Your code is set. Anna is trying to crack it.');
    expect(prompt(panel(attempting(), null).html)).toBe('Anna is cracking the code.');
    expect(prompt(panel(fresh(), 1).html)).toBe('You are the coder: roll the secret code behind the screen.');
  });

  it('placing: every rolled die may be picked, the wells a picked die may take and Confirm follow the listed placements', () => {
    const s = rolled();
    const roll = s.roll!;
    const listedKeys = (legal: readonly MasterdiceAction[]) =>
      new Set(
        legal.flatMap((a) => (a.type === 'place' ? [a.placements.map((p) => `${p.column}:${p.value}`).join(',')] : [])),
      );
    // Nothing placed: the dice are all there to pick, Confirm is off (an empty row is not listed).
    let { html, legal } = panel(s, 0);
    for (const i of roll.keys()) expect(attrs(html, `md-die-${i}`)).not.toHaveProperty('disabled');
    expect(attrs(html, 'md-confirm')).toHaveProperty('disabled');
    expect(listedKeys(legal).has('')).toBe(false);
    // A die in hand: the wells lit are those where it makes a listed placement (here every free one).
    const none = makeDraft(s.rollCount, roll);
    ({ html, legal } = placePanel(s, selectDie(none, 0)));
    const lit = [0, 1, 2, 3].filter((c) => attrs(html, `md-column-${c}`).class!.includes(' target'));
    expect(lit).toEqual([0, 1, 2, 3].filter((c) => listedKeys(legal).has(`${c}:${roll[0]}`)));
    // The die on yellow: Confirm is on, and the row it sends is one the engine lists.
    ({ html, legal } = placePanel(s, dropOnColumn(selectDie(none, 0), 2)));
    expect(attrs(html, 'md-confirm')).not.toHaveProperty('disabled');
    expect(listedKeys(legal).has(`2:${roll[0]}`)).toBe(true);
  });
});
