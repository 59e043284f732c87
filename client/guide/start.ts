// Starting a guided first game: a table against bots with the game's guided setup, the guide turned on there.
import { catalogEntry, engineOptions, guidedSetup } from '../games/catalog.js';
import { createTable } from '../net/lazy.js';
import { navigate } from '../router.js';
import { useGuide } from './store.js';

/** Creates the guided table of game `gameId` for player `name` and opens it; false when it could not be made. */
export async function startGuidedGame(gameId: string, name: string): Promise<boolean> {
  const entry = catalogEntry(gameId);
  if (!entry) return false;
  const { seats, values } = guidedSetup(entry);
  const code = await createTable({
    game: gameId,
    name,
    options: engineOptions(entry, values, seats.length),
    seats: seats.map((kind) => ({ kind })),
  });
  if (!code) return false;
  useGuide.getState().guideTable(code);
  useGuide.getState().markOffered(gameId);
  navigate({ kind: 'table', code, spectate: false });
  return true;
}
