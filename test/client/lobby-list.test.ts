// The lobby's table list: listings with the server's metadata become rows, waiting tables first.
import { describe, expect, it } from 'vitest';
import type { RoomAvailable } from 'colyseus.js';
import type { TableMetadata } from '../../shared/protocol.js';
import { sortTables, toLobbyTable } from '../../client/net/listing.js';

const meta = (over: Partial<TableMetadata> = {}): TableMetadata => ({
  game: 'masterdice',
  tableId: 'K7P2QX',
  seats: [
    { name: 'Anna', kind: 'human', occupied: true },
    { name: '', kind: 'human', occupied: false },
  ],
  phase: 'waiting',
  spectators: 1,
  allowSpectators: true,
  createdAt: 1000,
  ...over,
});
const listing = (id: string, m: unknown): RoomAvailable => ({
  name: 'table',
  roomId: id,
  clients: 2,
  maxClients: 128,
  metadata: m,
});

describe('lobby list', () => {
  it('a listing shows the game, phase, seats (free ones too) and spectators', () => {
    expect(toLobbyTable(listing('K7P2QX', meta()))).toEqual({
      id: 'K7P2QX',
      game: 'masterdice',
      phase: 'waiting',
      seats: [
        { name: 'Anna', kind: 'human', occupied: true },
        { name: '', kind: 'human', occupied: false },
      ],
      spectators: 1,
      allowSpectators: true,
      clients: 2,
      createdAt: 1000,
    });
  });

  it("a table whose creator forbade spectators says so (an older server's listing allows them)", () => {
    expect(toLobbyTable(listing('C', meta({ allowSpectators: false }))).allowSpectators).toBe(false);
    const { allowSpectators: _, ...older } = meta();
    expect(toLobbyTable(listing('D', older)).allowSpectators).toBe(true);
  });

  it('a bot seat counts as taken', () => {
    const row = toLobbyTable(listing('A', meta({ seats: [{ name: 'Smart bot', kind: 'bot', occupied: false }] })));
    expect(row.seats[0]!.occupied).toBe(true);
  });

  it('a listing without metadata still shows, with an unknown phase', () => {
    const row = toLobbyTable(listing('B', undefined));
    expect(row).toMatchObject({ id: 'B', game: '', phase: 'unknown', seats: [], spectators: 0 });
  });

  it('tables waiting for players come first, then playing, then finished; newest first', () => {
    const rows = [
      toLobbyTable(listing('P1', meta({ phase: 'playing', createdAt: 5 }))),
      toLobbyTable(listing('F1', meta({ phase: 'finished', createdAt: 9 }))),
      toLobbyTable(listing('W-old', meta({ phase: 'waiting', createdAt: 1 }))),
      toLobbyTable(listing('W-new', meta({ phase: 'waiting', createdAt: 7 }))),
    ];
    expect(sortTables(rows).map((r) => r.id)).toEqual(['W-new', 'W-old', 'P1', 'F1']);
  });
});
