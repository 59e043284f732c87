// The identifiability verdict of the designer's complete draft, computed so typing never waits: beginner
// layouts right away in a timeout (exact, a few ms at most), larger sets in a Web Worker (up to the
// engine's default budget, the same node budget the server uses when the design is submitted, so both agree).
import { useEffect } from 'react';
import {
  layoutKey,
  BEGINNER_KINDS,
  type IdentifyVerdict,
  type LaserLayout,
} from '../../../../shared/games/laser/index.js';
import { loadOnce } from '../../../kit/loadOnce.js';
import { useLaser } from '../store.js';

/** The identifiability search, loaded with the first complete draft (not with the table's first frame). */
const identify = loadOnce(() => import('../../../../shared/games/laser/identify.js'));

/** The verdict of `layout` searched on this thread, after this task (the search loads first). */
function verdictHere(key: string, layout: LaserLayout): void {
  identify.load().then(
    (m) => setTimeout(() => deliver({ key, verdict: m.checkIdentifiable(layout) }), 0),
    () => deliver({ key, verdict: { status: 'unknown' } }),
  );
}

type Reply = { key: string; verdict: IdentifyVerdict };

let worker: Worker | null = null;
let busyWith: string | null = null;

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    const w = new Worker(new URL('./verdict.worker.ts', import.meta.url), { type: 'module' });
    w.onmessage = (e: MessageEvent<Reply>) => {
      busyWith = null;
      deliver(e.data);
    };
    w.onerror = () => {
      busyWith = null;
      worker = null;
    };
    return w;
  } catch {
    return null;
  }
}

function deliver({ key, verdict }: Reply): void {
  const s = useLaser.getState();
  if (s.draftVerdict?.key === key) s.setDraftVerdict({ key, verdict });
}

const isBeginner = (layout: LaserLayout) =>
  layout.pieces.every((p) => (BEGINNER_KINDS as readonly string[]).includes(p.kind));

/** Asks for the verdict of `layout` (complete); the answer lands in the store's `draftVerdict` under its key. */
export function requestVerdict(layout: LaserLayout): void {
  const key = layoutKey(layout);
  const s = useLaser.getState();
  if (s.draftVerdict?.key === key) return;
  s.setDraftVerdict({ key, verdict: 'checking' });
  if (isBeginner(layout)) {
    verdictHere(key, layout);
    return;
  }
  // A stale search still running: stop it rather than queue behind it.
  if (worker && busyWith !== null && busyWith !== key) {
    worker.terminate();
    worker = null;
  }
  worker ??= startWorker();
  if (!worker) {
    verdictHere(key, layout);
    return;
  }
  busyWith = key;
  worker.postMessage({ key, layout });
}

/** Keeps the store's draft verdict for this draft: computed when complete, cleared when not. */
export function useDraftVerdict(draft: LaserLayout | null, complete: boolean): void {
  const key = draft && complete ? layoutKey(draft) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: draft changes identity with each view; its key says whether it changed
  useEffect(() => {
    if (draft && key) requestVerdict(draft);
    else if (useLaser.getState().draftVerdict !== null) useLaser.getState().setDraftVerdict(null);
    // `draft` changes identity with each view; the key says whether it changed.
  }, [key]);
}
