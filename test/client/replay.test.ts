// The replay plays each step's own dice throw, found by the roll and the channel of its 'dice-thrown' event.
import { describe, expect, it } from 'vitest';
import { throwOfFrame } from '../../client/ui/replayFrames.js';
import { diceThrown } from '../../shared/core/index.js';
import type { ThrowMessage } from '../../shared/protocol.js';

const throwFor = (roll: number, channel: string): ThrowMessage => ({ roll, channel, fps: 60, dice: [] });

describe('replay throws', () => {
  const throws = [throwFor(1, 'code'), throwFor(2, 'white'), throwFor(3, 'white')];
  it('a step that threw dice plays that roll', () => {
    expect(throwOfFrame({ seat: 0, view: null, events: [diceThrown('white', 2, [1, 2, 3, 4])] }, throws)).toBe(
      throws[1],
    );
  });
  it('a step whose secret throw comes with a public event of the same roll plays the secret one', () => {
    const events = [diceThrown('code', 1, [4, 1, 6, 2], [1]), { type: 'code-rolled', roll: 1, coder: 1 }];
    expect(throwOfFrame({ seat: 1, view: null, events }, throws)).toBe(throws[0]);
  });
  it('a step without a throw plays nothing, even when an event of it carries a roll number', () => {
    expect(throwOfFrame({ seat: 0, view: null, events: [{ type: 'placed' }] }, throws)).toBeNull();
    expect(
      throwOfFrame({ seat: 0, view: null, events: [{ type: 'code-rolled', roll: 1 } as never] }, throws),
    ).toBeNull();
  });
  it('a roll with no recorded throw on its channel plays nothing', () => {
    expect(throwOfFrame({ seat: 0, view: null, events: [diceThrown('white', 9, [6])] }, throws)).toBeNull();
    expect(throwOfFrame({ seat: 0, view: null, events: [diceThrown('white', 1, [6])] }, throws)).toBeNull();
  });
});
