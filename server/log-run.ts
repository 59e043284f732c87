// The trailing run of a table's log as this process wrote it (issue 28, bounded logs): the state before the run
// began and whose folding rows it holds, so that a folding action (Game.folding: a Labiro walk) may replace the
// run when it stands for it exactly (shared/core/latest.ts foldsExactly). After a restore the run is unknown until
// the next plain row: folding actions are then appended, never replacing what this process did not see written.
import { foldKind, foldsExactly, latestKind, type AnyGame, type Seat } from '../shared/core/index.js';

/** How one accepted action is written: its latest-state or folding kind (null: a plain row) and whether it replaces. */
export interface RowMode {
  readonly latest: string | null;
  /** Replace the rows of the same seat and kind in the trailing run (false: append within the run). */
  readonly replace: boolean;
}

/** Not known: a restored table, until its next plain row. */
const UNKNOWN = Symbol('unknown run');

/** One table's trailing run. */
export class LogRun {
  /** The state before the run (the state after the last plain row), or UNKNOWN. */
  private start: unknown;
  /** The seat and kind of every folding row in the run, when they are all one seat's one kind; 'mixed' otherwise. */
  private holder: { readonly seat: Seat; readonly kind: string } | null | 'mixed' = null;

  /** A run that starts at `state` (a new table: its setup) or, with no state, unknown (a restored table). */
  constructor(state?: unknown) {
    this.start = state === undefined ? UNKNOWN : state;
  }

  /** How to write `action` by `seat`, accepted from `before` to `after`. */
  mode(game: AnyGame, seat: Seat, action: unknown, after: unknown): RowMode {
    const latest = latestKind(game, action);
    if (latest !== null) return { latest, replace: true };
    const kind = foldKind(game, action);
    if (kind === null) return { latest: null, replace: false };
    const mine =
      this.holder === null || (this.holder !== 'mixed' && this.holder.seat === seat && this.holder.kind === kind);
    const replace = this.start !== UNKNOWN && mine && foldsExactly(game, this.start, seat, action, after);
    return { latest: kind, replace };
  }

  /** `action` by `seat` was written as `mode`; `after`: the state it gave. */
  written(game: AnyGame, seat: Seat, action: unknown, mode: RowMode, after: unknown): void {
    if (mode.latest === null) {
      this.start = after;
      this.holder = null;
      return;
    }
    const kind = foldKind(game, action);
    if (kind === null) return; // a latest-state edit: its own rule (shared/core/latest.ts keepLatest)
    if (mode.replace) this.holder = { seat, kind };
    else if (this.holder === null) this.holder = { seat, kind };
    else if (this.holder !== 'mixed' && (this.holder.seat !== seat || this.holder.kind !== kind)) this.holder = 'mixed';
  }
}
