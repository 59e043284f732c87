// client/net: the only door to the server (colyseus.js lives here and nowhere else).
export {
  createTable,
  openTable,
  openFeed,
  openSeatView,
  leaveTable,
  sendAction,
  sitAt,
  sendFeedConsent,
  sendBotPace,
  sendBotsPaused,
  retryNow,
  BACKOFF_MS,
} from './table.js';
export { loadFeedKey, saveFeedKey } from './storage.js';
export { startLobby, stopLobby, retryLobby } from './lobby.js';
export { fetchReplay, type ReplayData, type ReplayLog, type ReplayFrame, type ReplaySeat } from './replay.js';
export { serverOrigin } from './endpoint.js';
export { splitRefusal } from './refusal.js';
