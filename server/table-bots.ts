// A table's bot seats: when the next bot acts (the table's pace, the last throw's length, never while paused or
// while the last action's dice are in the air), its move decided on the table's work runner, and the seated
// players' controls of the bots' pace and pause.
import { isRecord, subSeed, type AnyGame, type GameEvent, type Seat, type Seed } from '../shared/core/index.js';
import { BOT_PACE_DEFAULT, isBotPace, type BotPace, type ThrowMessage } from '../shared/protocol.js';
import { botDelay } from './bot-pace.js';
import type { TableState } from './schema.js';
import { StoreWriteError, type Store, type StoredSeat } from './store.js';
import { connectionName, readOnlyRefusal, refuse, type TableClient } from './table-client.js';
import { TABLE_ERRORS } from './table-errors.js';

/** What the bots need from their room. */
export interface BotsHost {
  readonly game: AnyGame;
  readonly state: TableState;
  readonly store: Store;
  readonly tableId: string;
  readonly seed: Seed;
  /** Pause before a bot acts at the 'normal' pace, in ms (RoomContext.botDelayMs). */
  readonly botDelayMs: number;
  seats(): readonly StoredSeat[];
  engineState(): unknown;
  version(): number;
  /** The events of `version` if it is the last action's (server/table-catchup.ts). */
  eventsOf(version: number): readonly GameEvent[];
  /** The tracks sent for `version`'s dice (server/table-throws.ts). */
  tracksOf(version: number): readonly ThrowMessage[] | null;
  /** Whether `version`'s dice are still being simulated. */
  simulating(version: number): boolean;
  /** Has the bot `botId` at `seat` decide on the table's work runner, then commit its move (TableWork.bot). */
  think(seat: Seat, botId: string, seed: number): void;
  disposed(): boolean;
  broadcastPatch(): void;
  log(message: string, error?: unknown): void;
}

/** The bot timer of one table and the controls over it. */
export class TableBots {
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly host: BotsHost) {}

  /** Whether a bot's move is waiting for its timer (the room does not close while one is). */
  get armed(): boolean {
    return this.timer !== null;
  }

  /** The table's bot pace (the schema keeps it as a plain string). */
  pace(): BotPace {
    return isBotPace(this.host.state.botPace) ? this.host.state.botPace : BOT_PACE_DEFAULT;
  }

  /**
   * Arms the timer of the next bot to act (clearing any earlier one): none while the bots are paused, nor while
   * the dice of the last action are still being simulated (their sending arms it); the wait is the table's pace,
   * plus the last throw's length (server/bot-pace.ts).
   */
  schedule(): void {
    const { host } = this;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const seats = host.seats();
    if (host.state.phase !== 'playing' || host.state.botsPaused || !seats.some((s) => s.kind === 'bot')) return;
    const seat = host.game.toAct(host.engineState()).find((s) => seats[s]?.kind === 'bot');
    if (seat === undefined) return;
    const version = host.version();
    if (host.simulating(version)) return;
    const lastEvents = host.eventsOf(version);
    const tracks = host.tracksOf(version);
    const pace = this.pace();
    this.timer = setTimeout(
      () => {
        this.timer = null;
        try {
          this.move(seat);
        } catch (e) {
          host.log('bot failed', e);
        }
      },
      botDelay(host.botDelayMs, pace, lastEvents, tracks),
    );
  }

  /** Whether a bot at `seat` is still expected to act now (its move, once thought, is dropped otherwise). */
  mayAct(seat: Seat): boolean {
    const { host } = this;
    return (
      !host.disposed() &&
      !host.state.botsPaused &&
      host.state.phase === 'playing' &&
      host.game.toAct(host.engineState()).includes(seat)
    );
  }

  /**
   * A seated player sets the bots' pace ({ pace }) or pauses or resumes them ({ paused }): stored, then synced to
   * every client; the bot's timer follows at once (cleared while paused, armed again with the new pace).
   */
  controls(client: TableClient, message: unknown, field: 'pace' | 'paused'): void {
    const { host } = this;
    const data = client.userData;
    const readOnly = readOnlyRefusal(data);
    if (readOnly) return refuse(client, readOnly);
    if (!isRecord(message)) return refuse(client, TABLE_ERRORS.badMessage);
    const value = message[field];
    if (field === 'pace' && !isBotPace(value)) {
      return refuse(client, typeof value === 'string' ? TABLE_ERRORS.badBotPace : TABLE_ERRORS.badMessage);
    }
    if (field === 'paused' && typeof value !== 'boolean') return refuse(client, TABLE_ERRORS.badMessage);
    const seat = data?.seat ?? null;
    const seats = host.seats();
    if (seat === null || seats[seat]?.kind !== 'human') return refuse(client, TABLE_ERRORS.notSeated);
    if (!seats.some((s) => s.kind === 'bot')) return refuse(client, TABLE_ERRORS.noBots);
    const pace = field === 'pace' ? (value as BotPace) : this.pace();
    const paused = field === 'paused' ? value === true : host.state.botsPaused;
    if (pace === this.pace() && paused === host.state.botsPaused) return;
    try {
      host.store.updateBots(host.tableId, { pace, paused });
    } catch (e) {
      if (!(e instanceof StoreWriteError)) throw e;
      host.log(`${connectionName(client)} changing the bot controls: not stored, the store cannot write`, e);
      return refuse(client, TABLE_ERRORS.storeUnavailable);
    }
    host.state.botPace = pace;
    host.state.botsPaused = paused;
    host.broadcastPatch();
    this.schedule();
  }

  /** No more bot moves: the timer is cleared. */
  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /**
   * A bot decides from its seat's view and the game's botMemory (what every seat saw, never sent to a client),
   * then acts through the same path as a human.
   */
  private move(seat: Seat): void {
    const { host } = this;
    const bot = host.game.bots.find((b) => b.id === host.seats()[seat]!.botId) ?? host.game.bots[0];
    if (!bot) return;
    // Its thinking (and, if refused, the engine's first legal action instead) runs on the work runner. Its seed is a
    // one-way sub-seed of the table's: everybody sees its moves, which must tell nothing of the game's hidden draws.
    host.think(seat, bot.id, subSeed(host.seed, host.version()));
  }
}
