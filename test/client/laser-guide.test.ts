// Laser's guided first game (client/games/laser/guide.ts, guide-advice.ts): what the guide asks at each moment of a
// duel, where its 3D arrows point (a click there must do what it asks), and that following it from a fresh table
// ends the game — a newcomer who presses only what it points at, against the game's own bot.
import { beforeEach, describe, expect, it } from 'vitest';
import { mixSeed } from '../../shared/core/index.js';
import { laserBot } from '../../shared/games/laser/bots.js';
import {
  checkIdentifiable,
  laser,
  layoutKey,
  samePiece,
  traceBeam,
  type LaserAction,
  type LaserLayout,
  type LaserState,
  type LaserView,
} from '../../shared/games/laser/index.js';
import { adviseDesign, adviseInvestigation, designSeed } from '../../client/games/laser/guide-advice.js';
import {
  layoutCount,
  lessonOf,
  nextEdit,
  planGuide,
  type GuideAdvice,
  type GuideLocal,
  type GuidePlan,
} from '../../client/games/laser/guide.js';
import { spotAt, type BoardSpot } from '../../client/games/laser/geometry.js';
import { clickCell, clickPointer } from '../../client/games/laser/intents.js';
import { tableBoards } from '../../client/games/laser/stations.js';
import { useLaser } from '../../client/games/laser/store.js';
import { ORIENT_KEY, withOrientation } from '../../client/games/laser/ui/model.js';
import { notebookWith } from '../../client/games/laser/ui/Controls.js';
import { en } from '../../client/games/laser/strings.js';
import { it as itWords } from '../../client/games/laser/strings.it.js';
import type { GuideTarget } from '../../client/kit/guideStep.js';
import { A, AMBIGUOUS, B, act, duel, seatView, table } from './laser-fixtures.js';
import { sceneProps } from './scene-props.js';

beforeEach(() => useLaser.getState().reset());

const idle: GuideLocal = { tool: null, orientation: {}, verdict: null, declaring: false };
const noAdvice: GuideAdvice = { design: null, move: null };

/** What lies under a piece target on the table: which board, and the cell or pointer a click there reaches. */
function under(
  view: LaserView,
  seat: number,
  target: GuideTarget | undefined,
): { board: string; spot: BoardSpot } | null {
  if (target?.kind !== 'piece') return null;
  const [wx, , wz] = target.at;
  for (const b of tableBoards(
    view.mode,
    view.circuits.map((c) => c.owner),
    view.investigators,
    seat,
  )) {
    const c = Math.cos(b.place.yaw),
      s = Math.sin(b.place.yaw);
    const dx = wx - b.place.x,
      dz = wz - b.place.z;
    const spot = spotAt(dx * c - dz * s, dx * s + dz * c);
    if (spot) return { board: b.key, spot };
  }
  return null;
}

/** The design phase of a fresh duel as seat 0 sees it, with his draft `pieces`. */
function designing(pieces: LaserLayout['pieces'] = []): { state: LaserState; view: LaserView } {
  let s = table(2);
  if (pieces.length) s = act(s, 0, { type: 'draft', layout: { pieces: [...pieces] } });
  return { state: s, view: seatView(s, 0) };
}

describe('the Laser guide: designing the circuit', () => {
  it('a fresh draft: take the first kind in the palette, its cell on the left board under the arrow', () => {
    const { view } = designing();
    const design = adviseDesign(view.kinds, [], designSeed(view, 0));
    expect(checkIdentifiable(design).status).toBe('identifiable');
    const plan = planGuide(view, 0, idle, { design, move: null })!;
    const first = design.pieces[0]!;
    expect(plan).toMatchObject({ id: 'design-pick', key: 'designPick', values: { kind: first.kind } });
    expect(plan.targets[0]).toEqual({ kind: 'control', testId: `lz-kind-${first.kind}` });
    const own = view.circuits.findIndex((c) => c.owner === 0);
    expect(under(view, 0, plan.targets[1])).toEqual({
      board: `circuit:${own}`,
      spot: { cell: { x: first.x, y: first.y } },
    });
  });

  it('a kind in hand: turn it first where it has orientations, then click its cell', () => {
    const { view } = designing();
    const design = adviseDesign(view.kinds, [], designSeed(view, 0));
    const triangle = design.pieces.find((p) => p.kind === 'triangle')!;
    const inHand = { ...idle, tool: { mode: 'place', kind: 'triangle' } as const };
    const wrong = triangle.orientation === 'NE' ? 'SE' : 'NE';
    const turn = planGuide(
      view,
      0,
      { ...inHand, orientation: { triangle: wrong } },
      { design: { pieces: [triangle] }, move: null },
    )!;
    expect(turn).toMatchObject({ id: 'design-orient', values: { orient: triangle.orientation } });
    expect(turn.targets[0]).toEqual({ kind: 'control', testId: `lz-orient-${ORIENT_KEY[triangle.orientation!]}` });
    // Turned the right way: the board's cell is all that is left to press (a kind without orientations goes straight there).
    const place = planGuide(
      view,
      0,
      { ...inHand, orientation: { triangle: triangle.orientation! } },
      { design: { pieces: [triangle] }, move: null },
    )!;
    expect(place.id).toBe('design-place');
    expect(place.targets).toHaveLength(1);
    expect(under(view, 0, place.targets[0])?.spot).toEqual({ cell: { x: triangle.x, y: triangle.y } });
  });

  it('the pieces he placed himself stay where he put them: the guide completes the circuit around them', () => {
    const { view } = designing([{ kind: 'absorber', x: 0, y: 0 }]);
    const design = adviseDesign(view.kinds, view.circuits[0]!.draft!.pieces, designSeed(view, 0));
    expect(design.pieces).toContainEqual({ kind: 'absorber', x: 0, y: 0 });
    expect(checkIdentifiable(design).status).toBe('identifiable');
    expect(planGuide(view, 0, idle, { design, move: null })?.values?.kind).not.toBe('absorber');
  });

  it('a complete circuit with a blind zone: the guide moves one of its pieces (designMove)', () => {
    const { view } = designing(AMBIGUOUS.pieces);
    const design = adviseDesign(view.kinds, AMBIGUOUS.pieces, designSeed(view, 0));
    expect(checkIdentifiable(design).status).toBe('identifiable');
    const plan = planGuide(view, 0, idle, { design, move: null })!;
    expect(plan).toMatchObject({ id: 'design-pick', key: 'designMove' });
  });

  it('complete: wait for the blind-zone check, then Submit', () => {
    const { view } = designing(A.pieces);
    const advice = { design: A, move: null };
    expect(planGuide(view, 0, { ...idle, verdict: 'checking' }, advice)).toMatchObject({
      id: 'design-check',
      targets: [],
    });
    expect(planGuide(view, 0, { ...idle, verdict: { status: 'identifiable' } }, advice)).toMatchObject({
      id: 'design-submit',
      targets: [{ kind: 'control', testId: 'lz-submit-design' }],
    });
  });

  it('submitted while the bot still designs: watch', () => {
    const s = act(table(2), 0, { type: 'design', layout: A });
    expect(planGuide(seatView(s, 0), 0, idle, noAdvice)).toMatchObject({
      id: 'watch',
      key: 'watchDesign',
      targets: [],
    });
  });
});

describe('the Laser guide: investigating', () => {
  const onTurn = (s: LaserState) => s.turn!;

  it("on his turn: fire the investigator bot's pointer, by the arrow at the edge of his notebook", () => {
    const s = duel();
    const me = onTurn(s);
    const view = seatView(s, me);
    const move = adviseInvestigation(view, me)!;
    expect(move.type).toBe('fire');
    const plan = planGuide(view, me, idle, { design: null, move })!;
    expect(plan).toMatchObject({ id: 'fire', key: 'fireFirst' });
    expect(under(view, me, plan.targets[0])).toEqual({
      board: `notebook:${me}`,
      spot: { pointer: move.type === 'fire' ? move.pointer : 0 },
    });
    // The other seat watches the shot land on its circuit.
    const other = 1 - me;
    expect(
      planGuide(seatView(s, other), other, idle, {
        design: null,
        move: adviseInvestigation(seatView(s, other), other),
      }),
    ).toMatchObject({ id: 'watch', key: 'watchShot' });
  });

  it('after his first answer: how many layouts still fit, and what the last answer taught', () => {
    let s = duel();
    const me = onTurn(s);
    s = act(s, me, { type: 'fire', pointer: 1 });
    const bot = onTurn(s);
    const botMove = laserBot.decide(seatView(s, bot), bot, 1);
    s = act(s, bot, botMove);
    const view = seatView(s, me);
    const move = adviseInvestigation(view, me)!;
    const plan = planGuide(view, me, idle, { design: null, move })!;
    expect(plan.key).toMatch(/^fire(Many)?$/);
    expect(plan.values?.n).toBe(move.remaining);
    expect(plan.values?.last).toBe(1);
    expect(plan.lesson).toBe(lessonOf(view.circuits[view.target!]!.shots.find((x) => x.by === me)));
  });

  it('counts of layouts read well: exact ones in full, estimates to two figures, huge ones in words', () => {
    expect(layoutCount(1234, true, 'en')).toBe('1,234');
    expect(layoutCount(5321, false, 'en')).toBe('5,300');
    expect(layoutCount(1_643_811_840, false, 'en')).toBe('1.6 billion');
    expect(layoutCount(1_643_811_840, false, 'it')).toBe('1,6 miliardi');
  });

  it('each kind of answer has its lesson', () => {
    const shot = (pointer: number, answer: Partial<LaserView['circuits'][number]['shots'][number]['answer']>) => ({
      n: 0,
      by: 0,
      pointer,
      secret: false,
      answer: { hits: [], exits: [], absorbed: false, loop: false, ...answer },
    });
    expect(lessonOf(shot(1, { exits: [23] }))).toBe('empty');
    expect(lessonOf(shot(1, { hits: ['triangle', 'absorber'], absorbed: true }))).toBe('absorbed');
    expect(lessonOf(shot(4, { hits: ['reflector'], exits: [4] }))).toBe('back');
    expect(lessonOf(shot(4, { hits: ['jump'], exits: [20] }))).toBe('jump');
    expect(lessonOf(shot(4, { hits: ['diagonal'], exits: [12] }))).toBe('turned');
    expect(lessonOf(undefined)).toBeUndefined();
  });

  it('one layout left: draw it in the notebook piece by piece, then Declare and confirm', () => {
    const s = duel();
    const me = onTurn(s);
    const view = seatView(s, me);
    const target = me === 0 ? B : A;
    const move = { type: 'declare', layout: target, remaining: 1, exact: true } as const;
    const first = planGuide(view, me, idle, { design: null, move })!;
    expect(first).toMatchObject({
      id: 'note-pick',
      key: 'notePick',
      targets: [{ kind: 'control', testId: `lz-kind-${target.pieces[0]!.kind}` }, { kind: 'piece' }],
    });
    expect(under(view, me, first.targets[1])).toEqual({
      board: `notebook:${me}`,
      spot: { cell: { x: target.pieces[0]!.x, y: target.pieces[0]!.y } },
    });
    // The notebook drawn: Declare on his turn, the dialog's Declare once it is open; off turn, wait.
    const drawn = act(s, me, { type: 'note', notebook: { pieces: target.pieces, empty: [] } });
    expect(planGuide(seatView(drawn, me), me, idle, { design: null, move })).toMatchObject({
      id: 'declare',
      targets: [{ kind: 'control', testId: 'lz-declare' }],
    });
    expect(planGuide(seatView(drawn, me), me, { ...idle, declaring: true }, { design: null, move })).toMatchObject({
      id: 'declare-confirm',
      targets: [{ kind: 'control', testId: 'lz-declare-confirm' }],
    });
    const other = 1 - me;
    const offTurn = act(s, other, {
      type: 'note',
      notebook: { pieces: target === A ? B.pieces : A.pieces, empty: [] },
    });
    expect(
      planGuide(seatView(offTurn, other), other, idle, {
        design: null,
        move: { ...move, layout: target === A ? B : A },
      }),
    ).toMatchObject({ id: 'watch', key: 'watchDeclare' });
  });

  it('a notebook piece turned the wrong way is turned by its orientation button; one on the wrong cell is moved', () => {
    const diag = A.pieces.find((p) => p.kind === 'diagonal')!;
    const wrongWay = { ...diag, orientation: diag.orientation === '/' ? '\\' : '/' };
    const inHand = { mode: 'place', kind: 'diagonal' } as const;
    expect(nextEdit([wrongWay], { pieces: [diag] }, inHand, {})).toEqual({ act: 'orient', piece: diag, moving: true });
    expect(nextEdit([{ ...diag, x: (diag.x + 1) % 8 }], { pieces: [diag] }, inHand, {})).toEqual({
      act: 'place',
      piece: diag,
      moving: true,
    });
    expect(nextEdit([diag], { pieces: [diag] }, inHand, {})).toBeNull();
  });

  it('the game over: nothing more to say (the shell says the last word)', () => {
    const s = duel();
    const me = onTurn(s);
    const over = act(s, me, { type: 'declare', layout: me === 0 ? B : A });
    expect(over.phase).toBe('over');
    expect(planGuide(seatView(over, me), me, idle, noAdvice)).toBeNull();
  });
});

/** What the newcomer's press does, as the real page would: palette buttons change the Laser store, clicks on the table go through the scene's own handlers. */
function press(
  view: LaserView,
  me: number,
  plan: GuidePlan,
  send: (a: LaserAction) => void,
  local: { declaring: boolean },
): void {
  const target = plan.targets[0]!;
  const store = useLaser.getState();
  // What the shell hands the scene: the engine's list for this seat (props.legal).
  const legal = sceneProps(laser, view, me, []).legal;
  if (target.kind === 'piece') {
    const hit = under(view, me, target);
    expect(hit, plan.id).not.toBeNull();
    const spot = hit!.spot!;
    const outcome =
      'cell' in spot
        ? clickCell(view, me, legal, spot.cell.x, spot.cell.y, send)
        : clickPointer(legal, spot.pointer, send);
    expect(outcome, `${plan.id} at ${JSON.stringify(spot)}`).toBe('sent');
    return;
  }
  const id = target.testId;
  const own = view.circuits.findIndex((c) => c.owner === me);
  const pieces =
    view.phase === 'design' ? (view.circuits[own]?.draft?.pieces ?? []) : (view.notebooks[me]?.pieces ?? []);
  if (id.startsWith('lz-kind-')) store.setTool({ mode: 'place', kind: id.slice(8) as never });
  else if (id.startsWith('lz-orient-')) {
    // The palette's orientation button: the kind in hand, and its placed piece too.
    const kind = store.tool?.mode === 'place' ? store.tool.kind : null;
    const o = Object.keys(ORIENT_KEY).find((k) => ORIENT_KEY[k] === id.slice(10))!;
    store.setOrientation(kind!, o);
    if (pieces.some((p) => p.kind === kind && p.orientation !== o)) {
      const next = withOrientation({ pieces }, kind!, o).pieces;
      send(
        view.phase === 'design'
          ? { type: 'draft', layout: { pieces: [...next] } }
          : { type: 'note', notebook: notebookWith(view.notebooks[me]!, next) },
      );
    }
  } else if (id === 'lz-submit-design') send({ type: 'design', layout: { pieces: [...pieces] } });
  else if (id === 'lz-declare') local.declaring = true;
  else if (id === 'lz-declare-confirm') {
    local.declaring = false;
    send({ type: 'declare', layout: { pieces: [...pieces] } });
  } else throw new Error(`unexpected control ${id}`);
}

/** A whole guided duel from a fresh table (seed `seed`): the newcomer in seat 0 presses only what the guide points at. */
function playGuided(seed: number): { state: LaserState; steps: string[] } {
  const s = laser.setup({ seed, players: 2, options: laser.defaultOptions });
  if (!s.ok) throw new Error('setup');
  let state = s.value;
  useLaser.getState().reset();
  const me = 0,
    bot = 1;
  let botMoves = 0;
  const steps: string[] = [];
  const local = { declaring: false };
  let phase = state.phase;
  for (let n = 0; n < 300 && laser.outcome(state) === null; n++) {
    if (state.phase !== phase) {
      phase = state.phase;
      useLaser.getState().setTool(null); // the controls drop the tool when the phase changes
    }
    const view = seatView(state, me);
    const draft = view.circuits[0]?.draft;
    const complete = draft && draft.pieces.length === view.kinds.length;
    const store = useLaser.getState();
    const advice: GuideAdvice = {
      design: view.phase === 'design' ? adviseDesign(view.kinds, draft?.pieces ?? [], designSeed(view, me)) : null,
      move: adviseInvestigation(view, me),
    };
    // The design panel's check of a complete draft (it arrives a moment after the draft).
    const verdict = complete ? checkIdentifiable(draft!) : null;
    const plan = planGuide(
      view,
      me,
      { tool: store.tool, orientation: store.orientation, verdict, declaring: local.declaring },
      advice,
    );
    const mine = laser.toAct(state).includes(me);
    if (plan && plan.targets.length > 0) {
      steps.push(plan.id);
      const sendAs = (a: LaserAction) => {
        const r = laser.apply(state, me, a);
        if (!r.ok) throw new Error(`${plan.id}: ${r.error.code}`);
        state = r.value.state;
      };
      press(view, me, plan, sendAs, local);
      continue;
    }
    // Nothing to press: the guide says to watch, so the bot must be the one to act.
    expect(mine && view.phase === 'investigate' ? plan?.id : 'watch', JSON.stringify(plan)).toBe('watch');
    expect(laser.toAct(state)).toContain(bot);
    state = act(state, bot, laserBot.decide(seatView(state, bot), bot, mixSeed(seed, botMoves++)));
  }
  return { state, steps };
}

describe('the Laser guide, followed from a fresh table', () => {
  /** The checks every guided game passes: it ended, he designed and fired as told, every declaration was right. */
  function endedWell(seed: number): { state: LaserState; steps: string[] } {
    const { state, steps } = playGuided(seed);
    expect(laser.outcome(state), `seed ${seed}`).not.toBeNull();
    for (const id of ['design-pick', 'design-place', 'design-submit', 'fire'])
      expect(steps, `seed ${seed}`).toContain(id);
    // Both circuits were proven without blind zones, and whoever declared declared right (no fairness flip).
    expect(state.declarations.every((d) => d.correct)).toBe(true);
    expect(state.result?.flipped).toBe(false);
    // Every answer he got is the engine's trace of the bot's circuit.
    for (const shot of state.circuits[1]!.shots)
      expect(shot.answer).toEqual(traceBeam(state.circuits[1]!.layout!, shot.pointer));
    return { state, steps };
  }

  it('a newcomer pressing only what it points at designs, investigates, draws the one layout left, declares it and wins', () => {
    const { state, steps } = endedWell(8);
    expect(state.result?.winners).toEqual([0]);
    for (const id of ['note-pick', 'note-place', 'declare', 'declare-confirm']) expect(steps).toContain(id);
  }, 60_000);

  it('when the bot finds his circuit first, the game still ends with him having done only what the guide said', () => {
    const { state, steps } = endedWell(3);
    expect(state.result?.winners).toEqual([1]);
    expect(steps).not.toContain('declare');
  }, 60_000);

  it('a layout drawn for a designer is the same on every render (seeded): its key does not change', () => {
    const { view } = designing();
    const a = adviseDesign(view.kinds, [], designSeed(view, 0));
    const b = adviseDesign(view.kinds, [], designSeed(view, 0));
    expect(layoutKey(a)).toBe(layoutKey(b));
    expect(a.pieces.every((p) => b.pieces.some((q) => samePiece(p, q)))).toBe(true);
  });
});

/** Every key path of a nested strings object ('lesson.empty'). */
function paths(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? paths(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('the Laser guide in two languages', () => {
  it('every guide line exists in English and Italian, and every key the planner uses exists', () => {
    expect(paths(itWords.guide).sort()).toEqual(paths(en.guide).sort());
    const keys = [
      'designPick',
      'designMove',
      'designOrient',
      'designPlace',
      'designCheck',
      'designSubmit',
      'watchDesign',
      'fireFirst',
      'fire',
      'fireMany',
      'watchShot',
      'watchOther',
      'notePick',
      'noteMove',
      'noteOrient',
      'notePlace',
      'declare',
      'declareConfirm',
      'watchDeclare',
    ];
    for (const k of keys) expect(paths(en.guide)).toContain(k);
    for (const k of ['empty', 'absorbed', 'back', 'jump', 'turned']) expect(paths(en.guide)).toContain(`lesson.${k}`);
    for (const k of Object.keys(en.kind)) expect(paths(en.guide)).toContain(`what.${k}`);
  });
});
