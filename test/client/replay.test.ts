// The replay plays each step's own dice throw, found by the roll number its events carry.
import { describe, expect, it } from 'vitest';
import { throwOfFrame } from '../../client/ui/replayFrames.js';
import type { ThrowMessage } from '../../shared/protocol.js';

const throwFor = (roll: number, kind: 'white' | 'code'): ThrowMessage => ({ roll, kind, fps: 60, dice: [] });

describe('replay throws', () => {
  const throws = [throwFor(1, 'code'), throwFor(2, 'white'), throwFor(3, 'white')];
  it('a step that rolled plays that roll', () => {
    expect(throwOfFrame({ seat: 0, view: null, events: [{ type: 'rolled', roll: 2 } as never] }, throws)).toBe(throws[1]);
  });
  it('a step without a roll plays nothing', () => {
    expect(throwOfFrame({ seat: 0, view: null, events: [{ type: 'placed' }] }, throws)).toBeNull();
  });
  it('a roll with no recorded throw plays nothing', () => {
    expect(throwOfFrame({ seat: 0, view: null, events: [{ type: 'rolled', roll: 9 } as never] }, throws)).toBeNull();
  });
});
