// Laser's own invariants over random playouts in every mode (the generic engine laws — no mutation, replay,
// listed actions accepted, an outcome exactly at the end, no generator in a view — are in test/shared/laws.test.ts):
// one active investigator on turn, secret shots counted, no view leaks a hidden circuit, a notebook or a secret shot.
import { describe, expect, it } from 'vitest';
import {
  makeRng,
  nextFloat,
  nextInt,
  type RngState,
  type Seat,
  type SetupInput,
  type Viewer,
} from '../../../shared/core/index.js';
import {
  knownShots,
  laser,
  randomLayout,
  type LaserAction,
  type LaserOptions,
  type LaserState,
} from '../../../shared/games/laser/index.js';
import { viewers } from './game-helpers.js';

/** Throws with `what` unless `ok`: plain checks keep the loop fast. */
function check(ok: boolean, what: string, detail?: unknown): void {
  if (!ok) throw new Error(`${what}${detail === undefined ? '' : `: ${JSON.stringify(detail).slice(0, 400)}`}`);
}

/** Whether a viewer may see circuit i's layout now. */
const seesLayout = (s: LaserState, i: number, v: Viewer) =>
  v.kind === 'broadcast' || s.phase === 'over' || (v.kind === 'seat' && s.circuits[i]?.owner === v.seat);

/** Everything that must hold in any reachable state, checked after every step. */
function checkInvariants(s: LaserState): void {
  const toAct = laser.toAct(s);
  if (s.phase === 'investigate') {
    check(s.turn !== null && toAct.length === 1 && toAct[0] === s.turn, 'one investigator on turn', s.turn);
    check(
      s.investigators.includes(s.turn as number) && !s.eliminated[s.turn as number],
      'the turn is an active investigator',
      s.turn,
    );
    check(
      s.circuits.every((c) => c.layout !== null),
      'every circuit designed while investigating',
    );
    const listed = laser.legalActions(s, s.turn as number);
    const held = new Set(knownShots(s, s.turn as number).map((sh) => sh.pointer));
    const open = new Set(listed.flatMap((a) => (a.type === 'fire' ? [a.pointer] : [])));
    check(
      listed.some((a) => a.type === 'declare'),
      'the investigator on turn may declare',
    );
    check(
      open.size === 30 - held.size && [...open].every((p) => !held.has(p)),
      'the investigator on turn may fire exactly the pointers whose answer he does not hold',
      { held: [...held], open: [...open] },
    );
  }
  check(
    s.secretLeft.every((n) => n >= 0 && n <= 3),
    'secret shots 0–3',
    s.secretLeft,
  );
  for (const v of viewers(s.players)) {
    const view = laser.view(s, v);
    const seat = v.kind === 'seat' ? v.seat : null;
    // Structure: hidden circuits, other notebooks and other declarations stay out.
    view.circuits.forEach((c, i) => {
      const sees = seesLayout(s, i, v);
      check(
        sees ? c.layout === s.circuits[i]?.layout : c.layout === null && c.draft === null && c.verdict === null,
        'layouts only to who may see them',
        { v, i },
      );
      check(
        c.shots.every((sh) => !sh.secret || v.kind === 'broadcast' || sh.by === seat || s.circuits[i]?.owner === seat),
        'secret shots only to asker and designer',
        v,
      );
    });
    check(
      Object.keys(view.notebooks).every((k) => v.kind === 'broadcast' || Number(k) === seat),
      'notebooks only to their owner',
      v,
    );
    // Text scan: no piece of a circuit this viewer may not see appears anywhere else in the view.
    // (The viewer's own circuit, notebook and declarations are left out: random layouts may share a piece.)
    const scanned = JSON.stringify({
      ...view,
      circuits: view.circuits.map((c, i) => (seesLayout(s, i, v) ? null : c)),
      notebooks: {},
      declarations: view.declarations.filter((d) => d.seat !== seat),
    });
    s.circuits.forEach((c, i) => {
      if (seesLayout(s, i, v) || c.layout === null) return;
      for (const p of c.layout.pieces)
        check(!scanned.includes(JSON.stringify(p)), 'no hidden piece in the view', { v, p });
    });
  }
}

interface Table {
  players: number;
  options: Partial<LaserOptions>;
  games: number;
}

/** Plays `table` from `seed` with random legal actions (and random notes), checking every step; returns the log. */
function playout(
  table: Table,
  seed: number,
  checkEvery: number,
): { input: SetupInput<LaserOptions>; log: { seat: Seat; action: LaserAction }[]; final: LaserState } {
  const input: SetupInput<LaserOptions> = {
    seed,
    players: table.players,
    options: { ...laser.defaultOptions, ...table.options },
  };
  const start = laser.setup(input);
  if (!start.ok) throw new Error(start.error.code);
  let s = start.value;
  let rng: RngState = makeRng(seed ^ 0x51ab);
  const log: { seat: Seat; action: LaserAction }[] = [];
  let games = 0;
  for (let step = 0; ; step++) {
    check(step < 3000 * table.games, 'the playout ends');
    if (step % checkEvery === 0) checkInvariants(s);
    if (s.phase === 'over') {
      check(laser.outcome(s) !== null, 'an outcome at the end');
      if (++games >= table.games) return { input, log, final: s };
    }
    let seat: Seat;
    let action: LaserAction;
    let r: number;
    [r, rng] = nextFloat(rng);
    if (s.phase === 'investigate' && r < 0.08) {
      // A note by any active investigator, on turn or not.
      const active = s.investigators.filter((x) => !s.eliminated[x]);
      let i: number;
      [i, rng] = nextInt(rng, 0, active.length - 1);
      seat = active[i] as Seat;
      let layout: ReturnType<typeof randomLayout>[0];
      [layout, rng] = randomLayout(rng, s.kinds);
      action = { type: 'note', notebook: { pieces: layout.pieces.slice(0, 2), empty: [] } };
    } else {
      seat = s.phase === 'over' ? 0 : (laser.toAct(s)[0] as Seat);
      const legal = laser.legalActions(s, seat);
      check(legal.length > 0, 'the seat to act has a legal action', { seat, phase: s.phase });
      let i: number;
      [i, rng] = nextInt(rng, 0, legal.length - 1);
      action = legal[i] as LaserAction;
    }
    const res = laser.apply(s, seat, action);
    if (!res.ok) throw new Error(`legal action refused: ${res.error.code} ${res.error.message}`);
    for (const e of res.value.events) {
      if (e.type === 'shot' && e.secret)
        check(Array.isArray(e.visibleTo) && e.visibleTo.includes(e.by), 'secret shots carry visibleTo', e);
      else check(!('visibleTo' in e), 'other events are public', e);
    }
    log.push({ seat, action });
    s = res.value.state;
  }
}

const TABLES: [string, Table, number][] = [
  ['beginner duels', { players: 2, options: {}, games: 2 }, 120],
  [
    'beginner duels with the assistant',
    { players: 2, options: { assistant: 'check', strictDesign: false }, games: 1 },
    40,
  ],
  ['beginner group play of 3', { players: 3, options: { designerSeat: 1 }, games: 2 }, 30],
  ['beginner group play of 4', { players: 4, options: { designerSeat: 3 }, games: 1 }, 15],
  ['beginner group play of 5', { players: 5, options: { strictDesign: false }, games: 1 }, 10],
  ['beginner group play of 6', { players: 6, options: { designerSeat: 5, assistant: 'check' }, games: 1 }, 10],
  ['server circuits, solo', { players: 1, options: { designer: 'server' }, games: 2 }, 40],
  ['server circuits, 4 seats', { players: 4, options: { designer: 'server' }, games: 1 }, 20],
  ['expert duels', { players: 2, options: { set: 'expert' }, games: 1 }, 15],
  ['Einstein server circuits', { players: 2, options: { set: 'einstein', designer: 'server' }, games: 1 }, 10],
];

describe('random playouts', () => {
  it.each(TABLES)('%s end cleanly with an outcome, every step checked', (_name, table, count) => {
    for (let seed = 1; seed <= count; seed++) {
      const { final } = playout(table, seed, table.players >= 4 ? 3 : 1);
      expect(laser.outcome(final)).not.toBeNull();
    }
  });

  it("the assistant's count survives a playout with every shot recounted", () => {
    const { final } = playout({ players: 3, options: { designer: 'server', assistant: 'count' }, games: 1 }, 5, 5);
    expect(final.remaining.every((r) => r !== null)).toBe(true);
  });
});

describe('bots at the table', () => {
  it.each([
    ['a beginner duel', 2, {}],
    ['beginner group play of 4', 4, { designerSeat: 2 }],
    ['a server circuit for 2', 2, { designer: 'server' }],
  ] as const)('the default bot in every seat plays %s to the end from its views alone', (_name, players, options) => {
    for (let seed = 1; seed <= 4; seed++) {
      const start = laser.setup({ seed, players, options: { ...laser.defaultOptions, ...options } });
      if (!start.ok) throw new Error(start.error.code);
      let s = start.value;
      for (let step = 0; s.phase !== 'over'; step++) {
        check(step < 400, 'the bots finish');
        const seat = laser.toAct(s)[0] as Seat;
        const action = laser.bots[0]?.decide(
          laser.view(s, { kind: 'seat', seat }),
          seat,
          seed * 1000 + step,
        ) as LaserAction;
        const r = laser.apply(s, seat, action);
        if (!r.ok) throw new Error(`bot action refused: ${r.error.code} ${JSON.stringify(action).slice(0, 200)}`);
        s = r.value.state;
      }
      expect(laser.outcome(s)).not.toBeNull();
    }
  });
});
