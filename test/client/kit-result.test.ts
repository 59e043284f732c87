// The result card's headline every game shows the same way: the reader sees "you", a lone winner is named, a tie
// names every winner joined in the reader's language, and a spectator never reads "you win".
import { describe, expect, it } from 'vitest';
import { bestFirst, winHeadline } from '../../client/kit/result.js';
import type { Translate } from '../../client/kit/describe.js';

const words: Record<string, string> = {
  you: 'you',
  and: 'and',
  'result.youWin': 'you win',
  'result.wins': '{{names}} wins',
  'result.winMany': '{{names}} win',
};
const t: Translate = (key, options) => (words[key] ?? key).replace('{{names}}', String(options?.names ?? ''));
const names = ['Ada', '', 'Cy'];

describe('winHeadline', () => {
  it('the lone winner reading the card is told "you win"', () => {
    const h = winHeadline(t, [0], 0, names);
    expect(h.headline).toBe('you win');
    expect(h.youWin).toBe(true);
  });

  it('another lone winner is named, an unnamed seat by its number', () => {
    expect(winHeadline(t, [2], 0, names).headline).toBe('Cy wins');
    expect(winHeadline(t, [1], 0, names).headline).toBe('#2 wins');
    expect(winHeadline(t, [2], 0, names).youWin).toBe(false);
  });

  it('a tie names every winner, the reader as "you"', () => {
    const h = winHeadline(t, [0, 2], 2, names);
    expect(h.headline).toBe('Ada and you win');
    expect(h.youWin).toBe(true);
  });

  it('a spectator reads names only', () => {
    const h = winHeadline(t, [0], null, names);
    expect(h.headline).toBe('Ada wins');
    expect(h.youWin).toBe(false);
    expect(h.name(0)).toBe('Ada');
  });
});

describe('bestFirst', () => {
  it('orders a result card by score, highest first, and keeps seat order on equal scores', () => {
    expect(bestFirst(4, [3, 7, 3, 9])).toEqual([3, 1, 0, 2]);
  });
  it('counts a seat with no score as zero', () => {
    expect(bestFirst(3, [0, 2])).toEqual([1, 0, 2]);
  });
});
