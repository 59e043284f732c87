// Masterdice's secrets for the cheat sweep (test/shared/fair-play.test.ts; rules/masterdice.md, "What each seat may
// see"): the code behind the screen, hidden from the solver and spectators until the reveal. The feedback is public
// (the rules make it so): fair play knows the code is one of those that give every row's counts, each alike (the
// dice are fair). The cheat: any four values of 1–6 in anything the viewer received since the code was rolled (an
// event, a view field) that alone fit every row.
import type {
  AttemptRow,
  MasterdiceEvent,
  MasterdiceState,
  MasterdiceView,
} from '../../../shared/games/masterdice/index.js';
import { feedback } from '../../../shared/games/masterdice/index.js';
import { LAW_TABLES } from './laws.js';
import {
  canon,
  seatOf,
  type Cheat,
  type CheatMind,
  type FairMind,
  type Hidden,
  type Secrets,
  type Step,
} from '../cheat/types.js';

/** The one kind of Masterdice secret. */
const CODE = 'the code behind the screen';

/** Every code, 1–6 in each of the four columns. */
const CODES: readonly (readonly number[])[] = Array.from({ length: 6 ** 4 }, (_, n) =>
  [0, 1, 2, 3].map((k) => (Math.floor(n / 6 ** k) % 6) + 1),
);

/** Whether `code` gives every row its counts (the spec's own feedback function). */
function fits(code: readonly number[], rows: readonly AttemptRow[]): boolean {
  return rows.every((r) => {
    const f = feedback(code, r.placed);
    return f.equal === r.feedback.equal && f.lower === r.feedback.lower && f.higher === r.feedback.higher;
  });
}

const keyOf = (v: Pick<MasterdiceView, 'match' | 'gameIndex'>): string =>
  `match ${v.match + 1}, game ${v.gameIndex + 1}: the code`;

/** An honest solver (or spectator): the codes that fit every row so far, each alike. */
function fairMasterdice(): FairMind<MasterdiceView, MasterdiceEvent> {
  let rowsText = '';
  let fitting = new Set<string>(CODES.map((c) => canon(c)));
  return {
    see(step: Step<MasterdiceView, MasterdiceEvent>) {
      const text = canon(step.view.rows);
      if (text === rowsText) return;
      rowsText = text;
      fitting = new Set(CODES.filter((c) => fits(c, step.view.rows)).map((c) => canon(c)));
    },
    odds(_thing: Hidden, value: string) {
      return fitting.has(value) ? 1 / fitting.size : 0;
    },
  };
}

/** Every list of four whole numbers 1–6 anywhere in `value`. */
function quads(value: unknown, out: Set<string>): void {
  if (Array.isArray(value)) {
    if (value.length === 4 && value.every((v) => Number.isInteger(v) && v >= 1 && v <= 6)) out.add(canon(value));
    for (const v of value) quads(v, out);
  } else if (value !== null && typeof value === 'object') {
    for (const v of Object.values(value)) quads(v, out);
  }
}

/** The cheat that looks for the code among the four-value lists it received since the code was rolled. */
const listThatFits: Cheat<MasterdiceView, MasterdiceEvent> = {
  name: 'four values in anything it received since the roll (views and events) that alone fit every row',
  sit(): CheatMind<MasterdiceView, MasterdiceEvent> {
    let view: MasterdiceView | null = null;
    let heard = new Set<string>();
    let game = '';
    return {
      see(step) {
        view = step.view;
        const now = keyOf(step.view);
        if (now !== game || !step.view.codeRolled) heard = new Set();
        game = now;
        quads(step.view, heard);
        quads(step.events, heard);
      },
      claims() {
        const out = new Map<string, string>();
        if (!view) return out;
        const rows = view.rows;
        const fitting = [...heard].filter((t) => fits(JSON.parse(t) as number[], rows));
        if (fitting.length === 1) out.set(keyOf(view), fitting[0]!);
        return out;
      },
    };
  },
};

/** Masterdice's secrets: the code, from everyone but the coder, while a game is being solved. */
export const SECRETS: Secrets<MasterdiceState, MasterdiceView, MasterdiceEvent> = {
  // The engine laws' tables (2- and 4-game matches, aid on and off), the smart solver playing most steps.
  tables: LAW_TABLES.map((t) => ({ ...t, botShare: 0.7 })),
  hidden(state, viewer) {
    const seat = seatOf(viewer);
    if (state.code === null || seat === state.coder || (state.phase !== 'attempt' && state.phase !== 'place'))
      return [];
    return [{ key: keyOf(state), kind: CODE, value: canon(state.code), where: ['code'] }];
  },
  fair: () => fairMasterdice(),
  cheats: [listThatFits],
  kinds: [CODE],
};
