// The contract between the table shell and one game's 3D pieces (chessground style: render, emit intents), and the
// small data a game hands back through it (sound cues; guide steps are in guideStep.ts). It sits at the bottom of the
// client's layers: the shell (ui/, scene/, sound/, guide/) and every game import it, and it imports nothing above.
import type { ComponentType } from 'react';
import type { ThrowMessage } from '../../shared/protocol.js';
import type { GuideStep } from './guideStep.js';

/** The sounds a game may ask for (client/sound/cues.ts synthesises each). */
export type CueName = 'click' | 'hum' | 'spark' | 'grind' | 'card' | 'cable' | 'flip';

/** One sound an event makes: which, how long after the event arrives (s: where its animation makes it), how long and loud. */
export interface SoundCue {
  readonly cue: CueName;
  readonly delay?: number;
  /** Seconds (the hum and the grind last as long as what they go with). */
  readonly length?: number;
  /** 0–1, default 0.7. */
  readonly strength?: number;
}

/** What the shell hands a game's scene and its HTML controls. */
export interface GameSceneProps<V, A> {
  /** This client's view from the engine (already filtered by the server). */
  readonly view: V;
  /** This client's seat, or null for a spectator. */
  readonly seat: number | null;
  /** Names of the seats, for labels ("Anna rolls"). */
  readonly seatNames: readonly string[];
  /** The latest physical throw received (played back by the dice pieces), or null. */
  readonly lastThrow: ThrowMessage | null;
  /**
   * The legal actions this seat can tell from its view: the engine's `legalFromView(view, seat)`, computed once
   * per view by the shell (empty for a spectator or a replay). The one door for legality on the client: a scene
   * or a panel offers what this list holds and asks the engine why for the rest, never restates a rule.
   */
  readonly legal: readonly A[];
  /** Sends an action to the server; legality is decided there, never here. */
  readonly onIntent: (action: A) => void;
}

/** A camera placement in scene units (1 unit = 10 cm, y up, table top at y = 0; seat 0 at +z, seat 1 at -z). */
export interface CameraPose {
  readonly position: readonly [number, number, number];
  readonly target: readonly [number, number, number];
}

/**
 * What the director camera should frame after one event (client/scene/director.ts): a sphere in world space
 * (scene units) around the pieces that moved, an optional side to look from, and how long it deserves.
 * Example: `{ center: [0, 0.1, 2.85], radius: 1.8, from: [0, 1.4, 1], hold: 3 }` (a board at seat 0, seen from seat 0).
 */
export interface DirectorShot {
  /** The middle of what to frame (y: the height of the pieces, table top at 0). */
  readonly center: readonly [number, number, number];
  /** How far from the centre the framed pieces reach (the camera fits this sphere into the window). */
  readonly radius: number;
  /** Optional direction from the centre towards the camera (need not be unit length); absent: the wide shot's side. */
  readonly from?: readonly [number, number, number];
  /** Optional seconds to stay at least (a long animation such as a chain of towers); the shell's minimum applies anyway. */
  readonly hold?: number;
}

/** Everything the shell needs to show one game. */
export interface GameClient<V, A> {
  readonly id: string;
  /** The engine's `legalFromView` (shared/games/<id>): the shell hands its answer to the scene and controls as `legal`. */
  legalFromView(view: V, seat: number): readonly A[];
  /** The game's 3D pieces, rendered inside the table's <Canvas>. */
  readonly Scene: ComponentType<GameSceneProps<V, A>>;
  /** The game's HTML prompts and buttons, rendered in the overlay. */
  readonly Controls: ComponentType<GameSceneProps<V, A>>;
  /** Camera for a seat's own view ("my seat" preset); spectators get seat 0's unless they pick another. */
  seatCamera(seat: number): CameraPose;
  /** Top-down camera. */
  readonly topCamera: CameraPose;
  /** A line for the game log, in the current language, from one event; null to skip it. */
  describeEvent(
    event: { type: string } & Record<string, unknown>,
    seatNames: readonly string[],
    lang: 'it' | 'en',
  ): string | null;
  /**
   * Optional: the game's own score panel (HTML, in the overlay). Without it the shell shows `view.scores`
   * (a number per seat) when the view has one. The shell also reads `view.toAct` (seats to act) when present
   * for its turn line.
   */
  readonly Score?: ComponentType<GameSceneProps<V, A>>;
  /**
   * Optional: where the director camera looks after `event` (the view is the one after it), or null to let the
   * event pass unframed. A game without it gets only the director's wide shot.
   */
  directorShot?(
    event: { type: string } & Record<string, unknown>,
    view: V,
    seatNames: readonly string[],
  ): DirectorShot | null;
  /**
   * Optional: the director's wide shot, the whole play area of this view (its `from` is ignored: the wide shot
   * looks from the watched seat's side). Without it the wide shot is the seat view pulled back.
   */
  directorWide?(view: V): DirectorShot | null;
  /**
   * Optional: the sounds an event makes as it plays out live (client/sound/cues.ts), timed to the game's own
   * animation; none for an event that makes no physical sound (the dice's come from their tracks).
   */
  soundOf?(event: { type: string } & Record<string, unknown>): readonly SoundCue[];
  /**
   * Optional: the guided first game's advice for the player now (a React hook, called at a guided table only,
   * with the scene's props): what to do next and what to press, or null when there is nothing to say. The
   * shell shows it (client/guide/) and says the last word when the game is over.
   */
  readonly useGuide?: (props: GameSceneProps<V, A>) => GuideStep | null;
}

/** A game client with its type parameters erased, as the shell handles it. */
// biome-ignore lint/suspicious/noExplicitAny: erasing the parameters needs any; unknown would not accept every GameClient (its functions take them as arguments)
export type AnyGameClient = GameClient<any, any>;
