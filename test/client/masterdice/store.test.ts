// The client store follows the views: a fresh draft per roll, the rows kept for the reveal, a clean reset.
import { beforeEach, describe, expect, it } from 'vitest';
import { masterdice } from '../../../shared/games/masterdice/index.js';
import type { MasterdiceState } from '../../../shared/games/masterdice/types.js';
import { useMasterdice } from '../../../client/games/masterdice/store.js';

function started(): MasterdiceState {
  const r = masterdice.setup({ seed: 9, players: 2, options: { games: 2, aid: false } });
  if (!r.ok) throw new Error('setup');
  const s = masterdice.apply(r.value, r.value.coder, { type: 'roll-code' });
  if (!s.ok) throw new Error('roll-code');
  return s.value.state;
}

const spectator = (s: MasterdiceState) => masterdice.view(s, { kind: 'spectator' });

describe('the Masterdice client store', () => {
  beforeEach(() => useMasterdice.getState().reset());

  it('a roll starts a fresh draft; placing the row ends it and the rows are remembered', () => {
    const s = started();
    const rolled = masterdice.apply(s, s.solver, { type: 'roll' });
    if (!rolled.ok) throw new Error('roll');
    const st = useMasterdice.getState();
    st.syncView(spectator(rolled.value.state));
    expect(useMasterdice.getState().draft?.dice).toEqual(rolled.value.state.roll);
    const placed = masterdice.apply(rolled.value.state, s.solver, {
      type: 'place',
      placements: [{ column: 1, value: rolled.value.state.roll![0]! }],
    });
    if (!placed.ok) throw new Error('place');
    useMasterdice.getState().syncView(spectator(placed.value.state));
    expect(useMasterdice.getState().draft).toBeNull();
    expect(useMasterdice.getState().memory?.rows).toHaveLength(1);
  });

  it('a throw counts as resting only forwards, and a reset forgets everything', () => {
    const st = useMasterdice.getState();
    st.markResting(4);
    st.markResting(2);
    expect(useMasterdice.getState().restingRoll).toBe(4);
    st.syncView(spectator(started()));
    expect(useMasterdice.getState().seen).toEqual({ match: 0, count: 0 });
    useMasterdice.getState().reset();
    expect(useMasterdice.getState()).toMatchObject({ restingRoll: -1, seen: null, memory: null, draft: null });
  });
});
