// The store's own actions: the log ignores a batch it has seen, toasts come and go.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTavolo } from '../../client/store.js';

afterEach(() => useTavolo.getState().resetTable(null));

describe('store', () => {
  it('events append in order and a batch already seen (same version) is ignored', () => {
    const { appendEvents } = useTavolo.getState();
    appendEvents(1, [{ type: 'code-rolled' }]);
    appendEvents(2, [{ type: 'rolled' }, { type: 'placed' }]);
    appendEvents(2, [{ type: 'rolled' }]);
    appendEvents(1, [{ type: 'late' }]);
    expect(useTavolo.getState().log.map((l) => [l.version, l.event.type])).toEqual([
      [1, 'code-rolled'],
      [2, 'rolled'],
      [2, 'placed'],
    ]);
  });

  it('leaving a table forgets its log, view and seat', () => {
    useTavolo.getState().appendEvents(1, [{ type: 'x' }]);
    useTavolo.setState({ mySeat: 1, view: { a: 1 } });
    useTavolo.getState().resetTable('NEXT01');
    expect(useTavolo.getState()).toMatchObject({ tableId: 'NEXT01', log: [], view: null, mySeat: null, connection: 'idle' });
  });

  it('a toast disappears by itself after a few seconds', () => {
    vi.useFakeTimers();
    useTavolo.getState().pushToast('masterdice/not-your-turn', 'It is not your turn.');
    expect(useTavolo.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(10_000);
    expect(useTavolo.getState().toasts).toHaveLength(0);
    vi.useRealTimers();
  });

  it('choosing a seat to watch from switches to the seat camera', () => {
    useTavolo.getState().setCamera('top');
    useTavolo.getState().setWatchSeat(1);
    expect(useTavolo.getState()).toMatchObject({ watchSeat: 1, camera: 'seat' });
  });
});
