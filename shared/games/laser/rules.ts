// `apply`: the rules of rules/laser.md as one pure transition; every refusal leaves the state as it was.
import { gatedApply, ok, type NotRematch, type Result, type Seat } from '../../core/index.js';
import { refreshRemaining } from './assistant.js';
import { isPointer } from './board.js';
import { refuse } from './errors.js';
import { endGame } from './fairness.js';
import {
  ACTION_TYPES,
  type Circuit,
  type LaserAction,
  type LaserEvent,
  type LaserState,
  type Shot,
} from './game-types.js';
import { checkIdentifiable } from './identify.js';
import { parseLayout, sameLayout, unidentifiedPieces } from './layout.js';
import { parseNotebook } from './notebook.js';
import { knownShots, ownCircuit, secretAllowed, targetOf } from './roles.js';
import { freshGame, startInvestigation } from './setup.js';
import { traceBeam } from './trace.js';
import type { LaserLayout, LaserPiece } from './types.js';

/** What an accepted action returns: the next state and what happened, in order. */
export type Applied = Result<{ state: LaserState; events: LaserEvent[] }>;

const done = (state: LaserState, events: LaserEvent[]): Applied => ok({ state, events });

const pieceText = (p: LaserPiece) => `${p.kind}${p.orientation ? ` ${p.orientation}` : ''} at ${p.x},${p.y}`;

/** Replaces circuit `i` with `circuit`. */
const withCircuit = (state: LaserState, i: number, circuit: Circuit): LaserState => ({
  ...state,
  circuits: state.circuits.map((c, j) => (j === i ? circuit : c)),
});

/** The next investigator after `from` in turn order who is not eliminated (possibly `from` itself), or null. */
export function nextInvestigator(state: Pick<LaserState, 'investigators' | 'eliminated'>, from: Seat): Seat | null {
  const list = state.investigators;
  const at = list.indexOf(from);
  for (let k = 1; k <= list.length; k++) {
    const s = list[(at + k) % list.length] as Seat;
    if (state.eliminated[s] !== true) return s;
  }
  return null;
}

/** Design phase: save a draft or submit the circuit (checked for identifiability; strict design refuses an ambiguous one). */
function designMove(
  state: LaserState,
  seat: Seat,
  action: Extract<LaserAction, { type: 'draft' | 'design' }>,
): Applied {
  const own = ownCircuit(state, seat);
  const circuit = own === null ? undefined : state.circuits[own];
  if (circuit?.layout) return refuse('alreadyDesigned');
  if (state.phase !== 'design') return refuse('wrongPhase', 'Circuits are designed before the investigation starts.');
  if (own === null || !circuit) return refuse('notDesigner');
  if (action.type === 'draft') {
    const draft = parseLayout(action.layout, state.kinds);
    if (!draft.ok) return draft;
    return done(withCircuit(state, own, { ...circuit, draft: draft.value }), []);
  }
  const parsed = parseLayout(action.layout, state.kinds, { complete: true });
  if (!parsed.ok) return parsed;
  const layout = parsed.value;
  const verdict = checkIdentifiable(layout);
  if (verdict.status === 'ambiguous' && state.options.strictDesign) {
    const pieces = unidentifiedPieces(layout, verdict.other).map(pieceText).join('; ');
    return refuse(
      'notIdentifiable',
      `Not identifiable: another layout gives the same 30 answers; these could not be located: ${pieces}.`,
    );
  }
  let next = withCircuit(state, own, { ...circuit, layout, draft: null, verdict });
  const events: LaserEvent[] = [{ type: 'designed', seat }];
  if (next.circuits.every((c) => c.layout !== null)) {
    const opened = startInvestigation(next);
    next = opened.state;
    events.push(...opened.events);
  }
  return done(next, events);
}

/** Refusals shared by every investigator move: the phase, the role, elimination. */
function investigatorGate(state: LaserState, seat: Seat): Result<never> | null {
  if (state.phase !== 'investigate')
    return refuse('wrongPhase', 'The investigation has not started: circuits are still being designed.');
  if (!state.investigators.includes(seat)) return refuse('notInvestigator');
  if (state.eliminated[seat] === true) return refuse('eliminated');
  return null;
}

/** The investigator on turn fires a pointer into the circuit he investigates; the turn passes on. */
function fire(state: LaserState, seat: Seat, pointer: unknown, secretFlag: unknown): Applied {
  if (state.turn !== seat) return refuse('notYourTurn');
  if (!isPointer(pointer))
    return refuse('badPointer', `Pointers are numbered from 1 to 30, not ${String(pointer).slice(0, 16)}.`);
  const secret = secretFlag === true;
  if (secret && !secretAllowed(state.mode, state.investigators)) return refuse('secretNotAllowed');
  if (secret && (state.secretLeft[seat] ?? 0) <= 0) return refuse('noSecretLeft');
  // The game-length bound: a shot must teach its shooter something, so each investigator fires each pointer once.
  if (knownShots(state, seat).some((s) => s.pointer === pointer))
    return refuse(
      'pointerKnown',
      `You already hold the answer of pointer ${pointer}: fire another pointer, or declare.`,
    );
  const target = targetOf(state, seat) as number;
  const circuit = state.circuits[target] as Circuit;
  const answer = traceBeam(circuit.layout as LaserLayout, pointer);
  const shot: Shot = { n: circuit.shots.length, by: seat, pointer, answer, secret };
  let next = withCircuit(state, target, { ...circuit, shots: [...circuit.shots, shot] });
  if (secret) next = { ...next, secretLeft: next.secretLeft.map((n, s) => (s === seat ? n - 1 : n)) };
  const turn = nextInvestigator(next, seat) as Seat;
  next = { ...next, turn };
  // The seats that learn this answer about the circuit they investigate get their count refreshed.
  const learners = secret ? [seat] : next.investigators.filter((s) => targetOf(next, s) === target);
  next = refreshRemaining(next, learners);
  const visibleTo = circuit.owner === null ? [seat] : [seat, circuit.owner];
  const event: LaserEvent = secret
    ? { type: 'shot', circuit: target, n: shot.n, by: seat, pointer, answer, secret, visibleTo }
    : { type: 'shot', circuit: target, n: shot.n, by: seat, pointer, answer, secret };
  return done(next, [event, { type: 'turn', seat: turn }]);
}

/** An investigator replaces his notebook (any time during the investigation). */
function note(state: LaserState, seat: Seat, raw: unknown): Applied {
  const notebook = parseNotebook(raw, state.kinds);
  if (!notebook.ok) return notebook;
  return done({ ...state, notebooks: state.notebooks.map((n, s) => (s === seat ? notebook.value : n)) }, []);
}

/**
 * The investigator on turn declares a complete layout. A duel ends either way; in group and server play a
 * wrong declaration eliminates him, and when nobody is left the designer wins (server: nobody).
 */
function declare(state: LaserState, seat: Seat, raw: unknown): Applied {
  if (state.turn !== seat) return refuse('notYourTurn');
  const parsed = parseLayout(raw, state.kinds, { complete: true });
  if (!parsed.ok) return parsed;
  const target = targetOf(state, seat) as number;
  const actual = state.circuits[target]?.layout as LaserLayout;
  const correct = sameLayout(actual, parsed.value);
  const declared: LaserState = {
    ...state,
    declarations: [...state.declarations, { seat, circuit: target, layout: parsed.value, correct }],
  };
  const events: LaserEvent[] = [{ type: 'declared', seat, circuit: target, correct }];
  const finish = (winners: Seat[], reason: 'correct' | 'wrong' | 'all-eliminated'): Applied => {
    const end = endGame(declared, winners, reason);
    return done(end.state, [...events, ...end.events]);
  };
  if (correct) return finish([seat], 'correct');
  if (state.mode === 'duel') return finish([1 - seat], 'wrong');
  const out: LaserState = { ...declared, eliminated: declared.eliminated.map((e, s) => e || s === seat) };
  events.push({ type: 'eliminated', seat });
  const turn = nextInvestigator(out, seat);
  if (turn === null) {
    const designer = state.circuits[0]?.owner ?? null;
    const end = endGame(out, designer === null ? [] : [designer], 'all-eliminated');
    return done(end.state, [...events, ...end.events]);
  }
  return done({ ...out, turn }, [...events, { type: 'turn', seat: turn }]);
}

/** After the end: the same table plays again; new designs (or a new server circuit), the generator goes on. */
function rematch(state: LaserState): Applied {
  const game = state.game + 1;
  const { options, players, mode, kinds, investigators, rng } = state;
  const fresh = freshGame({ options, players, mode, kinds, investigators, rng, game });
  return done(fresh.state, [{ type: 'rematch', game }, ...fresh.events]);
}

/** The game's own rule, once the common gates (seat, action type, rematch, game over) have passed. */
function rule(state: LaserState, seat: Seat, action: NotRematch<LaserAction>): Applied {
  if (action.type === 'draft' || action.type === 'design') return designMove(state, seat, action);
  const gate = investigatorGate(state, seat);
  if (gate) return gate;
  if (action.type === 'fire') return fire(state, seat, action.pointer, action.secret);
  if (action.type === 'note') return note(state, seat, action.notebook);
  return declare(state, seat, action.layout);
}

/** The transition function of the Game contract: pure, never mutates `state`, refuses with stable codes. */
export const apply: (state: LaserState, seat: Seat, action: LaserAction) => Applied = gatedApply<
  LaserState,
  LaserAction,
  LaserEvent
>(
  {
    types: ACTION_TYPES,
    refuse,
    seats: (state) => state.players,
    over: (state) => state.phase === 'over',
    rematch: { start: rematch, notOver: () => refuse('notOver') },
  },
  rule,
);
