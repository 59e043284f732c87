// The challenger queue's words (namespace 'queue', its refusals among them): English here, Italian in its own chunk.
import type { QueueErrorCode } from '../../../shared/queue.js';
import { registerStrings } from '../../kit/strings.js';

/** The namespace of every queue string (and of its refusals' codes, 'queue/…'). */
export const NS = 'queue';

const errorsEn: Record<QueueErrorCode, string> = {
  'queue/bad-message': 'That is not a queue request.',
  'queue/not-creator': "Only the table's creator runs its queue.",
  'queue/closed': 'The queue is closed.',
  'queue/already-open': 'The queue is already open.',
  'queue/bad-games': 'A challenger plays 1 to 10 matches.',
  'queue/no-challenger-seat': 'This table has no seat for a challenger.',
  'queue/no-player-key': 'Joining the queue needs a player key: reload the page.',
  'queue/seated': 'You are seated at this table already.',
  'queue/in-line': 'You are in the line already.',
  'queue/not-in-line': 'You are not in the line.',
  'queue/full': 'The line is full.',
  'queue/no-such-place': 'Nobody is at that place in the line.',
};

/** English. */
export const en = {
  errors: errorsEn,
  title: 'Challengers',
  openTitle: 'Play your viewers',
  openWhy:
    'Open a line your viewers join from the table’s link. When a match ends, a challenger who has played his matches gives his seat to the first in line, at a new table.',
  games: 'Matches per challenger',
  open: 'Open the line',
  close: 'Close the line',
  closeTitle: 'Close the line: everyone in it leaves it',
  empty: 'Nobody in line yet.',
  count_one: '{{count}} waiting',
  count_other: '{{count}} waiting',
  join: 'Join the line',
  joinTitle: 'Ask to play the table’s creator: you sit down when your turn comes',
  leave: 'Leave the line',
  place_one: 'You are next.',
  place_other: 'You are number {{count}} in line.',
  skip: 'Let the next go first',
  remove: 'Remove from the line',
  next: 'Next match: table {{code}}',
  nextGo: 'Go',
  overlayNext: 'Next: {{names}}',
};

/** Adds the words (English now, Italian when a page wants it). */
export const addQueueStrings = registerStrings(NS, en, () => import('./strings.it.js').then((m) => m.it));
