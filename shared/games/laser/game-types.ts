// Laser as a game at the table: options, state, actions, events and the view (rules/laser.md, issue 3).
import type { ActionsOf, RngState, Seat } from '../../core/index.js';
import type {
  EinsteinKind,
  IdentifyVerdict,
  LaserKind,
  LaserLayout,
  LaserPiece,
  LaserSet,
  ShotAnswer,
} from './types.js';

/** Secret shots each investigator may ask in three-to-six-player (and multi-investigator server) play. */
export const SECRET_SHOTS = 3;

/**
 * Table options. Example: `{ set: 'beginner', einstein: ['portals','deflector','mystery'], designer: 'players',
 * strictDesign: true, assistant: 'off', designerSeat: 0 }`.
 */
export interface LaserOptions {
  /** The component set every circuit uses. */
  readonly set: LaserSet;
  /** Einstein set only: the Einstein kinds added (one of them, or all three). Ignored for other sets. */
  readonly einstein: readonly EinsteinKind[];
  /** 'players': people design (2 players: both; 3–6: `designerSeat`); 'server': the server designs one random identifiable circuit and every seat investigates it. */
  readonly designer: 'players' | 'server';
  /** Refuse a submitted design that is proven not identifiable ([interpretation], default on). */
  readonly strictDesign: boolean;
  /** The investigators' assistant: 'off'; 'check' marks the shots the notebook contradicts; 'count' also shows how many layouts remain possible. */
  readonly assistant: 'off' | 'check' | 'count';
  /** Three-to-six-player play with people designing: the seat that designs. */
  readonly designerSeat: Seat;
}

/** How the table plays, derived from the options and the number of seats. */
export type LaserMode =
  /** Two players: both design, then investigate each other's circuit in alternate turns. */
  | 'duel'
  /** Three to six players: one designs, the others investigate in turn, with secret shots. */
  | 'group'
  /** The server designed the circuit: every seat (1–6) investigates it. */
  | 'server';

/** Where the game stands. */
export type LaserPhase = 'design' | 'investigate' | 'over';

/** An investigator's private notebook for the circuit he investigates: guessed pieces and cells he believes empty. */
export interface Notebook {
  /** Guessed components (partial allowed; same checks as a layout except completeness). */
  readonly pieces: readonly LaserPiece[];
  /** Cells marked empty, as y * 8 + x, ascending, no piece on them. */
  readonly empty: readonly number[];
}

/** One shot fired into a circuit. `n` is its index in that circuit's shot list (stable, also when secret shots are hidden). */
export interface Shot {
  readonly n: number;
  readonly by: Seat;
  readonly pointer: number;
  readonly answer: ShotAnswer;
  /** A secret shot: its answer reaches only the asker (and the circuit's designer, and the broadcast feed). */
  readonly secret: boolean;
}

/** One circuit on the table: duel has two (circuit s belongs to seat s), group and server have one (index 0). */
export interface Circuit {
  /** The designing seat, or null for the server's circuit. */
  readonly owner: Seat | null;
  /** The submitted design; null until submitted. */
  readonly layout: LaserLayout | null;
  /** The designer's work in progress during the design phase (kept so a reload loses nothing). */
  readonly draft: LaserLayout | null;
  /** The identifiability verdict computed when the design was submitted (or generated). */
  readonly verdict: IdentifyVerdict | null;
  readonly shots: readonly Shot[];
}

/** A declaration: the layout an investigator submitted for a circuit, and whether it was right. */
export interface Declaration {
  readonly seat: Seat;
  readonly circuit: number;
  readonly layout: LaserLayout;
  readonly correct: boolean;
}

/** How the game ended. */
export interface LaserResult {
  readonly winners: readonly Seat[];
  /** 'correct': a correct declaration; 'wrong': a wrong declaration ended a duel; 'all-eliminated': every investigator declared wrongly. */
  readonly reason: 'correct' | 'wrong' | 'all-eliminated';
  /** The fairness rule turned the result around ([interpretation]: the engine checks the winner's circuit itself). */
  readonly flipped: boolean;
  /** When flipped: the circuit that was not identifiable and another layout with the same 30 answers. */
  readonly ambiguous: { readonly circuit: number; readonly other: LaserLayout } | null;
}

/** The whole game state (server only; views are cut from it). */
export interface LaserState {
  readonly options: LaserOptions;
  readonly players: number;
  readonly mode: LaserMode;
  /** The kinds every circuit holds, in KINDS order. */
  readonly kinds: readonly LaserKind[];
  readonly rng: RngState;
  readonly phase: LaserPhase;
  readonly circuits: readonly Circuit[];
  /** Investigating seats in turn order. */
  readonly investigators: readonly Seat[];
  /** The investigator to fire or declare now; null outside the investigation. */
  readonly turn: Seat | null;
  /** Secret shots left per seat (0 where secret shots are not allowed). */
  readonly secretLeft: readonly number[];
  readonly eliminated: readonly boolean[];
  /** One notebook per seat (empty for non-investigators). */
  readonly notebooks: readonly Notebook[];
  /** Assistant 'count': layouts still possible for each seat's known answers (null when off or not computed). */
  readonly remaining: readonly (RemainingCount | null)[];
  readonly declarations: readonly Declaration[];
  readonly result: LaserResult | null;
  /** Games played at this table so far (rematches), for the log. */
  readonly game: number;
}

/** How many layouts fit the answers a seat knows; `capped` when counting stopped at `count`. */
export interface RemainingCount {
  readonly count: number;
  readonly capped: boolean;
}

/** Every Laser action type: the action union, the parser and the apply gates derive from this list. */
export const ACTION_TYPES = ['draft', 'design', 'fire', 'note', 'declare', 'rematch'] as const;

/** Everything a seat may do. `rematch` (no field): any seat once the game is over plays again with the same options. */
export type LaserAction = ActionsOf<
  typeof ACTION_TYPES,
  {
    /** Designer, design phase: save work in progress (partial layout; checked like a layout but not for completeness). */
    draft: { readonly layout: LaserLayout };
    /** Designer, design phase: submit the finished circuit (every kind of the set placed). */
    design: { readonly layout: LaserLayout };
    /** Investigator on turn: fire pointer 1–30 into the circuit he investigates; `secret` in group/server play with other investigators. */
    fire: { readonly pointer: number; readonly secret?: boolean };
    /** Investigator (any time during the investigation, not eliminated): replace his notebook. */
    note: { readonly notebook: Notebook };
    /** Investigator on turn: declare the circuit (a complete layout). */
    declare: { readonly layout: LaserLayout };
  }
>;

/** What happened, in order (for animation and the log). Secret shots carry `visibleTo`. */
export type LaserEvent =
  | { readonly type: 'designed'; readonly seat: Seat }
  | { readonly type: 'investigation'; readonly first: Seat }
  | {
      readonly type: 'shot';
      readonly circuit: number;
      readonly n: number;
      readonly by: Seat;
      readonly pointer: number;
      readonly answer: ShotAnswer;
      readonly secret: boolean;
      readonly visibleTo?: readonly Seat[];
    }
  | { readonly type: 'declared'; readonly seat: Seat; readonly circuit: number; readonly correct: boolean }
  | { readonly type: 'eliminated'; readonly seat: Seat }
  | { readonly type: 'turn'; readonly seat: Seat }
  /** The end: the result and every circuit revealed (index = circuit). */
  | { readonly type: 'over'; readonly result: LaserResult; readonly layouts: readonly (LaserLayout | null)[] }
  | { readonly type: 'rematch'; readonly game: number };

/** One circuit as a viewer sees it. */
export interface CircuitView {
  readonly owner: Seat | null;
  /** Submitted (public: everyone sees that a design is in). */
  readonly designed: boolean;
  /** The layout: to its owner, the broadcast feed, and everyone once the game is over; else null. */
  readonly layout: LaserLayout | null;
  /** The draft: to its owner (and broadcast) during the design phase; else null. */
  readonly draft: LaserLayout | null;
  /** The verdict: to its owner and broadcast (and everyone at the end); else null. */
  readonly verdict: IdentifyVerdict | null;
  /** The shots this viewer may see, by `n` ascending (secret ones only to asker, owner, broadcast). */
  readonly shots: readonly Shot[];
}

/** The assistant's findings for the viewer's notebook. */
export interface AssistantView {
  /** `n` of the visible shots (of the target circuit) whose answer the notebook's pieces contradict. */
  readonly contradicted: readonly number[];
  /** Assistant 'count' only: layouts still possible given the answers this seat knows. */
  readonly remaining: RemainingCount | null;
}

/** What one viewer may see. */
export interface LaserView {
  readonly phase: LaserPhase;
  readonly mode: LaserMode;
  readonly players: number;
  readonly options: LaserOptions;
  readonly kinds: readonly LaserKind[];
  readonly game: number;
  /** Seats expected to act (the shell's turn line); in the design phase, designers not yet done. */
  readonly toAct: readonly Seat[];
  readonly turn: Seat | null;
  readonly investigators: readonly Seat[];
  readonly circuits: readonly CircuitView[];
  /** The circuit index the viewer (a seat) investigates, or null (designer in group play, spectators). */
  readonly target: number | null;
  readonly secretLeft: readonly number[];
  readonly eliminated: readonly Seat[];
  /** Notebooks this viewer may see, by seat: its own (broadcast: all). */
  readonly notebooks: Readonly<Record<number, Notebook>>;
  /** The assistant for a seated investigator when the option is on; else null. */
  readonly assistant: AssistantView | null;
  /** Declarations: seat, circuit, correct are public; `layout` only to the declarer and broadcast until the end. */
  readonly declarations: readonly {
    readonly seat: Seat;
    readonly circuit: number;
    readonly correct: boolean;
    readonly layout: LaserLayout | null;
  }[];
  readonly result: LaserResult | null;
  /** Final scores (1 for a winner, 0 otherwise) once over; else null. The shell shows them. */
  readonly scores: readonly number[] | null;
}
