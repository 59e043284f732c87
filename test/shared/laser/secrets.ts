// Laser's secrets for the cheat sweep (test/shared/fair-play.test.ts; rules/laser.md): every piece of a circuit its
// viewer did not design (the designer's own, or the server's) until the game is over, and every secret shot of
// another investigator (its pointer and answer, which go to the asker alone). Shot answers are public by the rules:
// fair play may deduce a circuit from them, but no cheat here deduces, so fair odds are the plain ones (any cell
// and turn for a piece, any of the 30 pointers for a secret shot). The cheat: a layout, a piece or a secret shot
// anywhere in what the viewer received that is not its own (another's circuit, draft, declaration, an event).
import type { Seat } from '../../../shared/core/index.js';
import type { LaserEvent, LaserLayout, LaserState, LaserView, Shot } from '../../../shared/games/laser/index.js';
import { LAW_TABLES } from './laws.js';
import { canon, seatOf, type Cheat, type CheatMind, type FairMind, type Hidden, type Secrets } from '../cheat/types.js';

/** The two kinds of Laser secret. */
const PIECE = 'a piece of a hidden circuit';
const SECRET_SHOT = 'a secret shot';

/** Fair odds of naming a piece without deducing: any of the 56 cells in any of up to 4 turns (portals: any pair, far less). */
const PIECE_ODDS = 1 / (56 * 4);
/** Fair odds of naming a secret shot's pointer without hearing it. */
const SHOT_ODDS = 1 / 30;

const pieceKey = (game: number, circuit: number, kind: string): string =>
  `game ${game}, circuit ${circuit + 1}: the ${kind}`;
const shotKey = (game: number, circuit: number, s: Pick<Shot, 'n' | 'by'>): string =>
  `game ${game}, circuit ${circuit + 1}: seat ${s.by}'s secret shot ${s.n}`;
const shotValue = (s: Pick<Shot, 'pointer' | 'answer'>): string => canon({ pointer: s.pointer, answer: s.answer });

/** The cheat that collects every layout and secret shot it received that is not its own, and names them. */
const receivedNotOwn: Cheat<LaserView, LaserEvent> = {
  name: "a layout, piece or secret shot in what it received that is not its own (another's circuit, draft, declaration, an event)",
  sit(sitting): CheatMind<LaserView, LaserEvent> {
    const you: Seat | null = seatOf(sitting.viewer);
    const known = new Map<string, string>();
    const layout = (game: number, circuit: number, l: LaserLayout | null | undefined) => {
      for (const p of l?.pieces ?? []) known.set(pieceKey(game, circuit, p.kind), canon(p));
    };
    const shot = (game: number, circuit: number, s: Shot | (LaserEvent & { type: 'shot' })) => {
      if (s.secret && s.by !== you) known.set(shotKey(game, circuit, s), shotValue(s));
    };
    return {
      see(step) {
        const v = step.view;
        v.circuits.forEach((c, i) => {
          if (c.owner !== null && c.owner === you) return;
          layout(v.game, i, c.layout);
          layout(v.game, i, c.draft);
          for (const s of c.shots) shot(v.game, i, s);
        });
        for (const d of v.declarations) if (d.seat !== you) layout(v.game, d.circuit, d.layout);
        for (const e of step.events) if (e.type === 'shot') shot(v.game, e.circuit, e);
      },
      claims: () => known,
    };
  },
};

/** Laser's secrets: the circuits' pieces (from all but their designer) and the secret shots (from all but asker and designer). */
export const SECRETS: Secrets<LaserState, LaserView, LaserEvent> = {
  // The engine laws' tables: duels, group play with secret shots, server circuits, the expert and Einstein sets.
  tables: LAW_TABLES,
  hidden(state, viewer) {
    const you = seatOf(viewer);
    const out: Hidden[] = [];
    state.circuits.forEach((c, i) => {
      const mine = c.owner !== null && c.owner === you;
      if (!mine && state.phase !== 'over') {
        for (const p of (c.layout ?? c.draft)?.pieces ?? [])
          out.push({ key: pieceKey(state.game, i, p.kind), kind: PIECE, value: canon(p) });
      }
      for (const s of c.shots) {
        if (s.secret && s.by !== you && !mine)
          out.push({ key: shotKey(state.game, i, s), kind: SECRET_SHOT, value: shotValue(s) });
      }
    });
    return out;
  },
  fair: (): FairMind<LaserView, LaserEvent> => ({
    see() {},
    odds: (thing) => (thing.kind === PIECE ? PIECE_ODDS : SHOT_ODDS),
  }),
  cheats: [receivedNotOwn],
  kinds: [PIECE, SECRET_SHOT],
};
