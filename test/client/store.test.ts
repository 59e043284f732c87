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
    expect(useTavolo.getState()).toMatchObject({
      tableId: 'NEXT01',
      log: [],
      view: null,
      mySeat: null,
      connection: 'idle',
    });
  });

  it('a toast disappears by itself after a few seconds', () => {
    vi.useFakeTimers();
    useTavolo.getState().pushToast('masterdice/not-your-turn', 'It is not your turn.');
    expect(useTavolo.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(10_000);
    expect(useTavolo.getState().toasts).toHaveLength(0);
    vi.useRealTimers();
  });

  it('the same refusal twice shows one toast, up for its full time from the second; a different one stacks', () => {
    vi.useFakeTimers();
    const { pushToast } = useTavolo.getState();
    pushToast('lobby/bad-name', 'Please enter your name (1–24 characters).');
    vi.advanceTimersByTime(4_000);
    pushToast('lobby/bad-name', 'Please enter your name (1–24 characters).');
    pushToast('net/unreachable', 'The server cannot be reached.');
    expect(useTavolo.getState().toasts.map((t) => t.code)).toEqual(['lobby/bad-name', 'net/unreachable']);
    vi.advanceTimersByTime(4_000); // 8 s after the first, 4 s after the second
    expect(useTavolo.getState().toasts.map((t) => t.code)).toEqual(['lobby/bad-name', 'net/unreachable']);
    vi.advanceTimersByTime(4_000);
    expect(useTavolo.getState().toasts).toHaveLength(0);
    vi.useRealTimers();
  });

  it('choosing a seat to watch from switches to the seat camera', () => {
    useTavolo.getState().setCamera('top');
    useTavolo.getState().setWatchSeat(1);
    expect(useTavolo.getState()).toMatchObject({ watchSeat: 1, camera: 'seat' });
  });
});
