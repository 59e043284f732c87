// The player pages' words (namespace 'player'): English here, Italian in its own chunk (strings.it.ts).
import { registerStrings } from '../../kit/strings.js';

/** The namespace of every player-page string. */
export const NS = 'player';

/** English. */
export const en = {
  back: 'Tables',
  backTitle: 'Back to the lobby',
  title: 'Your games',
  you: 'You',
  unnamed: 'No name yet: choose one in the lobby.',
  tables: 'Your tables',
  tablesNone: 'You sit at no table in play.',
  goBack: 'Back to the table',
  goBackTitle: 'Take your seat again at table {{code}}',
  waiting: 'waiting for players',
  playing: 'in play',
  games: 'Finished games',
  gamesCount_one: '{{count}} game',
  gamesCount_other: '{{count}} games',
  gamesNone: 'No finished game yet. Games you finish with this browser are listed here.',
  more: 'Show more',
  against: 'against {{names}}',
  alone: 'alone',
  won: 'Won',
  lost: 'Lost',
  draw: 'Draw',
  rated: 'rated',
  ratedTitle: 'Counted for the ratings: every seat a different player',
  replay: 'Replay',
  replayTitle: 'Watch the replay at the moment the game ended',
  loadFailed: 'The server did not answer. Try again in a moment.',
  retry: 'Try again',
  codeTitle: 'Your player code',
  codeWhy:
    'This browser knows you by a private key. To be you on another device, type this code there. Keep it to yourself: whoever has it plays as you.',
  showCode: 'Show my code',
  hideCode: 'Hide',
  copy: 'Copy',
  copied: 'Copied',
  importLabel: 'A code from another device',
  importPlaceholder: 'XXXX-XXXX-XXXX-XXXX-XXXX-XXXX-XX',
  importGo: 'Use this code',
  importBad: 'That is not a player code: 26 letters and digits, as shown on your other device.',
  importDone: 'Welcome back: this browser now plays as the player of that code.',
  forget: 'Forget me on this browser',
  forgetWhy:
    'This browser forgets your key: next time you are a new player here. Your games stay with your code; write it down first if you want them back.',
  forgetConfirm: 'Forget me',
  forgetCancel: 'Keep me',
  forgotten: 'Forgotten. This browser has a new player key now.',
  ratings: 'Ratings',
  ratingsTitle: 'Leaderboards',
  ratingsWhy:
    'Glicko-2, one rating per game. Only games between people count, never with a bot. The list shows players with at least {{count}} rated games.',
  ratingsNone: 'Nobody has {{count}} rated games of {{game}} yet.',
  rank: '#',
  player: 'Player',
  rating: 'Rating',
  ratedGames: 'Games',
  liveNow: 'Live now',
  liveWatch: 'Watch {{game}} at table {{code}}',
  livePicture: 'The {{game}} table as its spectators see it',
};

/** Adds the words (English now, Italian when a page wants it). */
export const addPlayerStrings = registerStrings(NS, en, () => import('./strings.it.js').then((m) => m.it));
