// A Web Worker that runs checkIdentifiable off the main thread, so a long expert or Einstein search never
// blocks the page. Message in: { key, layout }; message out: { key, verdict }.
import { checkIdentifiable } from '../../../../shared/games/laser/index.js';
import type { LaserLayout } from '../../../../shared/games/laser/types.js';

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<{ key: string; layout: LaserLayout }>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (e) => {
  const { key, layout } = e.data;
  scope.postMessage({ key, verdict: checkIdentifiable(layout) });
};
