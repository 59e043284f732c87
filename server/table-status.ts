// What a table shows of itself beside the game's views: its schema state when it opens (game, options, seats,
// feed and bot settings), its phase, who is watching (spectators' count and names, feed connections), and its
// listing in the lobby. Read from the stored table and the connections; no rule (the phase is the engine's outcome).
import { ArraySchema } from '@colyseus/schema';
import type { AnyGame } from '../shared/core/index.js';
import { BOT_PACE_DEFAULT, type TableMetadata } from '../shared/protocol.js';
import { TALK_SETTINGS_DEFAULT } from '../shared/talk.js';
import { everyoneConsents, type ConsentSeat } from './feed.js';
import { makeTableState, SeatState, type TableState } from './schema.js';
import { isOccupied } from './seats.js';
import type { StoredSeat, TableRecord } from './store.js';
import type { TableClient } from './table-client.js';

/** The schema state of a table as it opens (phase 'waiting' until refreshed; no view synced yet). */
export function openingState(game: AnyGame, record: TableRecord, version: number): TableState {
  const state = makeTableState();
  state.gameId = game.id;
  state.tableId = record.id;
  state.version = version;
  state.optionsJson = JSON.stringify(record.options);
  state.spectators = 0;
  state.feedDelay = record.feedDelay;
  state.feedWatchers = 0;
  state.allowSpectators = record.allowSpectators;
  state.botPace = record.botPace ?? BOT_PACE_DEFAULT;
  state.botsPaused = record.botsPaused === true;
  state.talkChat = (record.talk ?? TALK_SETTINGS_DEFAULT).chat;
  state.talkSpectators = (record.talk ?? TALK_SETTINGS_DEFAULT).spectators;
  state.queueOpen = record.queue?.open === true;
  state.queueGames = record.queue?.games ?? 1;
  for (const e of record.queue?.entries ?? []) state.queueNames.push(e.name);
  state.queueNext = record.queue?.next ?? '';
  record.seats.forEach((s, index) => {
    const seat = new SeatState();
    seat.index = index;
    seat.kind = s.kind;
    seat.name = s.name;
    seat.botId = s.botId;
    seat.occupied = isOccupied(s);
    seat.connected = s.kind === 'bot';
    seat.feedConsent = s.kind === 'bot' || s.feedConsent === true;
    seat.typing = false;
    seat.away = false;
    seat.rating = 0;
    seat.provisional = false;
    state.seats.push(seat);
  });
  state.phase = 'waiting';
  state.feedAllSeeing = everyoneConsents(consentOf(record.seats));
  return state;
}

/** What the feed's consent rule reads of the seats (server/feed.ts everyoneConsents). */
export function consentOf(seats: readonly StoredSeat[]): ConsentSeat[] {
  return seats.map((s) => ({ kind: s.kind, occupied: isOccupied(s), feedConsent: s.feedConsent }));
}

/** The table's phase: finished once the engine names an outcome, playing once every seat is taken. */
export function phaseOf(game: AnyGame, engineState: unknown, seats: readonly StoredSeat[]): TableMetadata['phase'] {
  return game.outcome(engineState) ? 'finished' : seats.every(isOccupied) ? 'playing' : 'waiting';
}

/** Who is watching: spectators (count and names, in joining order) and feed connections, from the clients. */
export function refreshWatchers(state: TableState, clients: readonly TableClient[]): void {
  const joined = clients.filter((c) => c.userData?.joined);
  // A seat's own overlay link is neither a spectator nor a feed: it shows what its player already sees.
  const spectators = joined.filter(
    (c) => !c.userData!.feed && c.userData!.seat === null && c.userData!.seatView === null,
  );
  const names = spectators.map((c) => c.userData!.name ?? '');
  const feedWatchers = joined.filter((c) => c.userData!.feed).length;
  if (state.spectators !== spectators.length) state.spectators = spectators.length;
  if (state.feedWatchers !== feedWatchers) state.feedWatchers = feedWatchers;
  const current = state.spectatorNames;
  if (current.length !== names.length || names.some((n, i) => current[i] !== n)) {
    state.spectatorNames = new ArraySchema<string>(...names);
  }
}

/** The table as the lobby lists it. */
export function listingOf(
  game: AnyGame,
  record: TableRecord,
  seats: readonly StoredSeat[],
  state: TableState,
): TableMetadata {
  return {
    game: game.id,
    tableId: record.id,
    seats: seats.map((s) => ({ name: s.name, kind: s.kind, occupied: isOccupied(s) })),
    phase: state.phase as TableMetadata['phase'],
    spectators: state.spectators,
    allowSpectators: record.allowSpectators,
    createdAt: record.createdAt,
  };
}
