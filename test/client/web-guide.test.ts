// Web's guided first game (client/games/web/guide.ts): what the guide asks at each moment of a turn — pick the
// card, turn it, drop it under the arrow; take a cable and lay it on the side under the arrow; draw, buy, end —
// and that following it from a fresh table ends the game: a newcomer who presses only what it points at, each
// press doing what the real panel or the real table click does (a piece by the scene's own click path).
import { describe, expect, it } from 'vitest';
import { web, type WebAction, type WebOptions, type WebState, type WebView } from '../../shared/games/web/index.js';
import { decideWeb, sameAction } from '../../shared/games/web/bot-planner.js';
import {
  dropSquare,
  guideBoard,
  planGuide,
  type GuideBoard,
  type GuideLocal,
  type GuidePlan,
} from '../../client/games/web/guide.js';
import { clickTable, legalIndex } from '../../client/games/web/intents.js';
import { cellsOf } from '../../client/games/web/legal.js';
import { sceneToGrid, squarePosition } from '../../client/games/web/layout.js';
import { spotAt } from '../../client/games/web/TableInput.js';
import { en } from '../../client/games/web/strings.js';
import { it as itWords } from '../../client/games/web/strings.it.js';
import { lobby } from '../../client/games/web/lobby.js';
import { engineOptions, guidedSetup } from '../../client/games/catalog.js';

/** The guided table, as the lobby's guided preset makes it (client/games/web/lobby.ts). */
const GUIDED = (() => {
  const { seats, values } = guidedSetup(lobby.entry);
  return { seats, options: engineOptions(lobby.entry, values, seats.length) };
})();

function must(s: WebState, seat: number, a: WebAction): WebState {
  const r = web.apply(s, seat, a);
  if (!r.ok) throw new Error(`${r.error.code} for ${JSON.stringify(a)}`);
  return r.value.state;
}
const setup = (seed: number): WebState => {
  const r = web.setup({ seed, players: GUIDED.seats.length, options: GUIDED.options as unknown as WebOptions });
  if (!r.ok) throw new Error('setup');
  return r.value;
};
const viewOf = (s: WebState, seat: number): WebView => web.view(s, { kind: 'seat', seat });
const idle: GuideLocal = { selected: null, rotation: 0, cableMode: false };
/** The guide for `seat` now, with the planning bot's advice for its view (as the hook asks it). */
const plan = (v: WebView, seat: number, local: GuideLocal = idle): GuidePlan | null =>
  planGuide(v, seat, local, decideWeb(v, seat), guideBoard(v));

/** A game from `seed` played by the bots until `seat` is to act and `until` holds (the state then). */
function playUntil(seed: number, seat: number, until: (s: WebState) => boolean): WebState {
  let s = setup(seed);
  for (let n = 0; n < 200 && s.phase === 'play'; n++) {
    if (s.turn === seat && until(s)) return s;
    s = must(s, s.turn!, decideWeb(viewOf(s, s.turn!), s.turn!));
  }
  throw new Error('never reached');
}

/** What a click at a piece target does at the table: the square and side under it, then the scene's click path. */
function clickAt(
  v: WebView,
  seat: number,
  board: GuideBoard,
  local: GuideLocal,
  at: readonly [number, number, number],
) {
  const [gx, gy] = sceneToGrid(board.frame, at[0], at[2]);
  const { square, side } = spotAt(gx, gy);
  return clickTable(
    { ...local, firstSquare: null },
    legalIndex(web.legalFromView!(v, seat)),
    square,
    side,
    v.seats[seat]!.hand,
    cellsOf,
  );
}

describe('the Web guide', () => {
  it('the guided table: the newcomer and one bot on a table without obstacles (two players: the shortest game)', () => {
    expect(GUIDED.seats).toEqual(['human', 'bot']);
    expect(GUIDED.options).toEqual({ obstacles: [], randomObstacles: 0 });
  });

  it('a new turn: pick the advised card (its button, and the arrow where it goes), then turn it, then drop it under the arrow', () => {
    const s = playUntil(1, 0, (x) => x.played === null);
    const v = viewOf(s, 0);
    const advice = decideWeb(v, 0);
    expect(advice.type).toBe('play');
    if (advice.type !== 'play') return;
    const board = guideBoard(v);
    const card = v.seats[0]!.hand.find((c) => c.id === advice.card)!;
    const spot = squarePosition(board.frame, ...dropSquare(advice, card.shape));
    const pick = plan(v, 0);
    expect(pick).toMatchObject({ id: 'pick-card', values: { shape: card.shape, dots: card.dots } });
    expect(pick?.key).toBe(v.turnCount < 2 ? 'pickFirst' : 'pick');
    expect(pick?.targets).toEqual([
      { kind: 'control', testId: `wb-card-${card.id}` },
      { kind: 'piece', at: spot },
    ]);
    // Another card in hand: the guide asks for the advised one again.
    const other = v.seats[0]!.hand.find((c) => c.id !== card.id)!;
    expect(plan(v, 0, { ...idle, selected: other.id })?.id).toBe('pick-card');
    // Picked but turned wrong: Turn, as many quarters as it takes (the Turn button turns clockwise).
    const wrong = (advice.rotation + 1) % 4;
    const turn = plan(v, 0, { ...idle, selected: card.id, rotation: wrong });
    expect(turn).toMatchObject({
      id: 'turn-card',
      values: { turns: 3 },
      targets: [
        { kind: 'control', testId: 'wb-rotate' },
        { kind: 'piece', at: spot },
      ],
    });
    // Turned right: the arrow on the table alone, and a click there plays exactly the advised card.
    const local = { ...idle, selected: card.id, rotation: advice.rotation };
    const drop = plan(v, 0, local);
    expect(drop?.id).toBe('drop-card');
    expect(drop?.key).toMatch(/^drop(Computer|Server)?$/);
    expect(drop?.targets).toEqual([{ kind: 'piece', at: spot }]);
    expect(clickAt(v, 0, board, local, spot)).toEqual({ kind: 'send', action: advice });
  });

  it('after the card: take a cable in hand (button, then the side under the arrow), and a click there lays the advised cable', () => {
    const s = playUntil(3, 0, (x) => x.played !== null && decideWeb(viewOf(x, 0), 0).type === 'cable');
    const v = viewOf(s, 0);
    const advice = decideWeb(v, 0);
    const board = guideBoard(v);
    const take = plan(v, 0);
    expect(take?.id).toBe('take-cable');
    expect(take?.key).toBe(v.cables.some((c) => c.colour === 0) ? 'takeCable' : 'takeCableFirst');
    expect(take?.targets.map((t) => t.kind)).toEqual(['control', 'piece']);
    expect(take?.targets[0]).toEqual({ kind: 'control', testId: 'wb-cable' });
    const local = { ...idle, cableMode: true };
    const lay = plan(v, 0, local);
    expect(lay?.id).toBe('lay-cable');
    expect(lay?.targets).toEqual([take!.targets[1]]);
    const at = lay!.targets[0]!;
    const click = at.kind === 'piece' ? clickAt(v, 0, board, local, at.at) : null;
    expect(click?.kind).toBe('send');
    expect(click?.kind === 'send' && sameAction(click.action, advice)).toBe(true); // the same side, in either spelling
  });

  it('a cable into a computer says its worth; the first cable of a network starts at a server', () => {
    const joins: GuidePlan[] = [];
    const starts: GuidePlan[] = [];
    for (let seed = 1; seed <= 12 && (joins.length === 0 || starts.length === 0); seed++) {
      let s = setup(seed);
      for (let n = 0; n < 200 && s.phase === 'play'; n++) {
        const seat = s.turn!;
        const v = viewOf(s, seat);
        const p = plan(v, seat, { ...idle, cableMode: true });
        if (p?.key === 'layComputer') joins.push(p);
        if (p?.key === 'layServer') starts.push(p);
        s = must(s, seat, decideWeb(v, seat));
      }
    }
    expect(joins[0]?.values?.value).toBeGreaterThan(0);
    expect(starts.length).toBeGreaterThan(0);
  });

  it('draw, buy and end point at their buttons (a draw also at its pile on the table, a buy at the shop)', () => {
    const seen = new Map<string, GuidePlan>();
    for (let seed = 1; seed <= 30 && seen.size < 3; seed++) {
      let s = setup(seed);
      for (let n = 0; n < 200 && s.phase === 'play'; n++) {
        const seat = s.turn!;
        const v = viewOf(s, seat);
        const p = plan(v, seat);
        if (p && ['draw', 'buy', 'end'].includes(p.id) && !seen.has(p.id)) seen.set(p.id, p);
        s = must(s, seat, decideWeb(v, seat));
      }
    }
    const draw = seen.get('draw')!;
    expect(draw.targets[0]).toEqual({ kind: 'control', testId: `wb-pile-${draw.values!.pile}` });
    expect(draw.targets[1]?.kind).toBe('piece');
    expect(seen.get('buy')?.targets.map((t) => (t.kind === 'control' ? t.testId : t.kind))).toEqual([
      'wb-buy',
      'piece',
    ]);
    expect(seen.get('end')?.targets).toEqual([{ kind: 'control', testId: 'wb-end' }]);
  });

  it('before playing, advice to end (no card of the hand fits anywhere) asks to end the turn without playing', () => {
    const s = playUntil(1, 0, (x) => x.played === null);
    const v = viewOf(s, 0);
    expect(planGuide(v, 0, idle, { type: 'end' }, guideBoard(v))).toMatchObject({
      id: 'pass',
      targets: [{ kind: 'control', testId: 'wb-end' }],
    });
  });

  it("nothing to say on the other player's turn (the shell says whose it is) nor once the game is over", () => {
    const s = playUntil(1, 1, () => true);
    const v = viewOf(s, 0);
    expect(v.turn).toBe(1);
    expect(planGuide(v, 0, idle, null, guideBoard(v))).toBeNull();
    const over = { ...v, phase: 'over' as const, turn: null };
    expect(planGuide(over, 0, idle, { type: 'end' }, guideBoard(over))).toBeNull();
  });

  it('followed by a newcomer from a fresh table, the guide plays whole games to their end', () => {
    const steps = new Set<string>();
    for (const seed of [1, 2, 5, 9, 14]) {
      let s = setup(seed);
      const me = 0;
      let local: GuideLocal = idle;
      let presses = 0;
      for (let n = 0; n < 400 && s.phase === 'play'; n++) {
        if (s.turn !== me) {
          s = must(s, s.turn!, decideWeb(viewOf(s, s.turn!), s.turn!));
          local = { ...local, selected: null, cableMode: false }; // no cable to lay on his turn: the scene puts it back
          continue;
        }
        const v = viewOf(s, me);
        // As the scene does with a new view: no side left for a cable puts the cable in hand back.
        if (local.cableMode && !web.legalFromView!(v, me).some((a) => a.type === 'cable'))
          local = { ...local, cableMode: false };
        const p = plan(v, me, local);
        expect(p, `seed ${seed}, step ${n}`).not.toBeNull();
        const target = p!.targets[0]!;
        steps.add(p!.id);
        presses++;
        if (target.kind === 'piece') {
          // A click on the table where the arrow stands: what the scene does with it.
          const click = clickAt(v, me, guideBoard(v), local, target.at);
          expect(click.kind, `${p!.id} at seed ${seed}`).toBe('send');
          if (click.kind !== 'send') return;
          if (click.action.type === 'play') local = { ...local, selected: null };
          s = must(s, me, click.action);
          continue;
        }
        const id = target.testId;
        // What pressing that control does, as the real panel would.
        if (id.startsWith('wb-card-')) local = { ...local, selected: Number(id.slice(8)), cableMode: false };
        else if (id === 'wb-rotate') local = { ...local, rotation: (local.rotation + 1) % 4 };
        else if (id === 'wb-cable') local = { ...local, cableMode: !local.cableMode, selected: null };
        else if (id.startsWith('wb-pile-')) s = must(s, me, { type: 'draw', pile: Number(id.slice(8)) });
        else if (id === 'wb-buy') s = must(s, me, { type: 'buy' });
        else if (id === 'wb-end') s = must(s, me, { type: 'end' });
        else throw new Error(`unexpected ${id}`);
      }
      expect(s.phase, `seed ${seed}`).toBe('over');
      expect(presses).toBeGreaterThan(3);
    }
    for (const id of ['pick-card', 'drop-card', 'take-cable', 'lay-cable', 'end']) expect([...steps]).toContain(id);
  });

  it('every guide line exists in English and Italian', () => {
    expect(Object.keys(itWords.guide).sort()).toEqual(Object.keys(en.guide).sort());
  });
});
