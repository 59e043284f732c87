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
  sendQueue,
  retryNow,
} from './table.js';
export { sendTalk, sendReaction, sendMute, sendTalkSettings, reportTyping, reportAway } from './talk.js';
export { loadFeedKey } from './storage.js';
export { startLobby, stopLobby, retryLobby } from './lobby.js';
export { fetchReplay, type ReplayData, type ReplayLog, type ReplayFrame } from './replay.js';
export { splitRefusal } from './refusal.js';
