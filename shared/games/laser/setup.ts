// The start of a Laser game and of each rematch: the mode, the circuits, who investigates, a server circuit.
import { makeRng, nextInt, ok, type Result, type RngState, type Seat, type SetupInput } from '../../core/index.js';
import { refreshRemaining } from './assistant.js';
import { refuse } from './errors.js';
import {
  SECRET_SHOTS,
  type Circuit,
  type LaserEvent,
  type LaserMode,
  type LaserOptions,
  type LaserState,
} from './game-types.js';
import { checkIdentifiable } from './identify.js';
import { setKinds } from './layout.js';
import { EMPTY_NOTEBOOK } from './notebook.js';
import { MAX_PLAYERS, MIN_PLAYERS, parseOptions } from './parse.js';
import { randomLayout } from './random.js';
import { secretAllowed } from './roles.js';
import type { IdentifyVerdict, LaserKind, LaserLayout } from './types.js';

/**
 * Random circuits the server tries before settling for one not proven ambiguous. Random layouts are
 * identifiable for beginner ~99.8 %, expert ~94 %, Einstein (all three kinds) ~68 %; bench/laser-game.ts
 * over 100 seeds: beginner always 1 try, expert mean 1.03 (max 2), Einstein mean 1.34 (max 4), each setup
 * ≤ 20 ms. 40 failures in a row is below 1e-19 even for Einstein.
 */
export const SERVER_TRIES = 40;

/**
 * Identifiability budget (ms, turned into search nodes by checkIdentifiable) per server try: random expert
 * layouts needed at most ~130 nodes and Einstein ones ~1,300 (of the 10,000 this allows), so a try is a few ms.
 */
export const SERVER_BUDGET_MS = 200;

/** How the table plays: the server's circuit, a two-player duel, or one designer against a group. */
export function modeFor(options: LaserOptions, players: number): LaserMode {
  if (options.designer === 'server') return 'server';
  return players === 2 ? 'duel' : 'group';
}

/** Investigating seats in turn order: both in a duel, all but the designer in a group, everyone on a server circuit. */
export function investigatorsFor(mode: LaserMode, players: number, designerSeat: Seat): Seat[] {
  const seats = Array.from({ length: players }, (_, s) => s);
  return mode === 'group' ? seats.filter((s) => s !== designerSeat) : seats;
}

/**
 * A random circuit for the server to set: tries random layouts until one is proven identifiable (exact for
 * the beginner set). After SERVER_TRIES failures it keeps the first one not proven ambiguous (or the last).
 */
export function serverCircuit(
  rng: RngState,
  kinds: readonly LaserKind[],
): { layout: LaserLayout; verdict: IdentifyVerdict; rng: RngState; tries: number } {
  let s = rng;
  let fallback: { layout: LaserLayout; verdict: IdentifyVerdict } | null = null;
  let last: { layout: LaserLayout; verdict: IdentifyVerdict } | null = null;
  for (let tries = 1; tries <= SERVER_TRIES; tries++) {
    let layout: LaserLayout;
    [layout, s] = randomLayout(s, kinds);
    const verdict = checkIdentifiable(layout, SERVER_BUDGET_MS);
    if (verdict.status === 'identifiable') return { layout, verdict, rng: s, tries };
    last = { layout, verdict };
    if (verdict.status === 'unknown' && fallback === null) fallback = last;
  }
  const pick = (fallback ?? last) as { layout: LaserLayout; verdict: IdentifyVerdict };
  return { ...pick, rng: s, tries: SERVER_TRIES };
}

const emptyCircuit = (owner: Seat | null): Circuit => ({ owner, layout: null, draft: null, verdict: null, shots: [] });

/**
 * Draws the first investigator with the generator and opens the investigation (every circuit is designed):
 * phase 'investigate', the turn, the assistant's counts; events `investigation` then `turn`.
 */
export function startInvestigation(state: LaserState): { state: LaserState; events: LaserEvent[] } {
  const [i, rng] = nextInt(state.rng, 0, state.investigators.length - 1);
  const first = state.investigators[i] as Seat;
  const opened: LaserState = { ...state, rng, phase: 'investigate', turn: first };
  return {
    state: refreshRemaining(opened, opened.investigators),
    events: [
      { type: 'investigation', first },
      { type: 'turn', seat: first },
    ],
  };
}

/**
 * A new game at the table (setup and rematch): fresh circuits, notebooks, secrets and eliminations; with a
 * server circuit, the circuit is drawn and the investigation starts at once.
 */
export function freshGame(
  base: Pick<LaserState, 'options' | 'players' | 'mode' | 'kinds' | 'investigators' | 'rng' | 'game'>,
): { state: LaserState; events: LaserEvent[] } {
  const { mode, players, options, investigators } = base;
  const owners: (Seat | null)[] = mode === 'duel' ? [0, 1] : mode === 'group' ? [options.designerSeat] : [null];
  const secret = secretAllowed(mode, investigators) ? SECRET_SHOTS : 0;
  const state: LaserState = {
    ...base,
    phase: 'design',
    circuits: owners.map(emptyCircuit),
    turn: null,
    secretLeft: Array.from({ length: players }, (_, s) => (investigators.includes(s) ? secret : 0)),
    eliminated: Array.from({ length: players }, () => false),
    notebooks: Array.from({ length: players }, () => EMPTY_NOTEBOOK),
    remaining: Array.from({ length: players }, () => null),
    declarations: [],
    result: null,
  };
  if (mode !== 'server') return { state, events: [] };
  const made = serverCircuit(state.rng, state.kinds);
  const circuit: Circuit = { ...emptyCircuit(null), layout: made.layout, verdict: made.verdict };
  return startInvestigation({ ...state, rng: made.rng, circuits: [circuit] });
}

/** Builds game 0 from the table's seed; the generator lives in the state from here on. */
export function setup(input: SetupInput<LaserOptions>): Result<LaserState> {
  const parsed = parseOptions(input.options);
  if (!parsed.ok) return parsed;
  const options = parsed.value;
  const { players } = input;
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) return refuse('badPlayers');
  if (options.designer === 'players' && players < 2)
    return refuse(
      'badPlayers',
      'With people designing, Laser needs 2 to 6 players; choose a server circuit to play alone.',
    );
  if (options.designerSeat >= players)
    return refuse('badPlayers', `The designer seat ${options.designerSeat} is not at this ${players}-seat table.`);
  const mode = modeFor(options, players);
  return ok(
    freshGame({
      options,
      players,
      mode,
      kinds: setKinds(options.set, options.einstein),
      investigators: investigatorsFor(mode, players, options.designerSeat),
      rng: makeRng(input.seed),
      game: 0,
    }).state,
  );
}
