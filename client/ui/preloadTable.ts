// A table's chunks started early: when the lobby already knows which game the next table plays (Create, a guided
// game, Join or Watch on a listed table), the table screen (three, R3F) and that game's client start downloading
// at the click, together, instead of the game's waiting for the join's first state (the table-load bench saw it
// asked for ~0.3 s after the 3D chunk). Both are the same module requests the table makes later: the browser fetches
// each once, so nothing is loaded twice.

/** Starts loading the table screen and the game's client for a table about to open; failures are left to the table. */
export function preloadTable(gameId: string): void {
  import('./TableScreen.js').catch(() => undefined);
  import('../games/index.js').then((games) => games.loadGameClient(gameId)).catch(() => undefined);
}
