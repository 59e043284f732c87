// The work pool's waiting line (issue 28, fairness between people): jobs wait in lanes (a table's bot, a person's
// costly verdicts), and a free worker takes the next job lane by lane, round-robin, bots' moves before people's
// verdicts. So a table's bot move waits for at most the jobs already running, never behind a queue of another
// person's expensive work, and ten tables of one person get one turn, like one table of anyone else.

/** Which line a job waits in: bots' moves ('bot') go before the costly verdicts people asked for ('costly'). */
export type WorkClass = 'bot' | 'costly';

/** Where a job waits: its class and its lane (e.g. 'table:ABCD23' for a bot, 'person:b:…' for a verdict). */
export interface WorkLane {
  readonly cls: WorkClass;
  readonly key: string;
}

/** The classes in the order a free worker serves them. */
const ORDER: readonly WorkClass[] = ['bot', 'costly'];
/** Only bots' moves (for the worker the pool keeps free of people's verdicts). */
export const BOTS_ONLY: readonly WorkClass[] = ['bot'];

/** One class: its lanes in turn order (a lane's jobs first in, first out). */
class Ring<T> {
  /** Lanes with waiting jobs; the first is served next, then goes to the back if it still has jobs. */
  private readonly lanes = new Map<string, T[]>();

  get size(): number {
    let n = 0;
    for (const jobs of this.lanes.values()) n += jobs.length;
    return n;
  }

  push(key: string, item: T): void {
    const jobs = this.lanes.get(key);
    if (jobs) jobs.push(item);
    else this.lanes.set(key, [item]);
  }

  take(): T | undefined {
    const first = this.lanes.entries().next();
    if (first.done) return undefined;
    const [key, jobs] = first.value;
    const item = jobs.shift();
    this.lanes.delete(key);
    // A lane with more jobs goes to the back of the turn order (a Map keeps insertion order).
    if (jobs.length > 0) this.lanes.set(key, jobs);
    return item;
  }
}

/** Jobs waiting for a worker, taken bots first, then round-robin by lane within a class. */
export class FairQueue<T> {
  private readonly rings = new Map<WorkClass, Ring<T>>(ORDER.map((c) => [c, new Ring<T>()]));

  /** Jobs waiting. */
  get size(): number {
    let n = 0;
    for (const ring of this.rings.values()) n += ring.size;
    return n;
  }

  /** Puts a job at the end of its lane. */
  push(lane: WorkLane, item: T): void {
    this.rings.get(lane.cls)!.push(lane.key, item);
  }

  /**
   * The next job to run (undefined when none waits): the first lane's first job of the first class with any, among
   * the classes `allowed` (default: all).
   */
  take(allowed: readonly WorkClass[] = ORDER): T | undefined {
    for (const cls of ORDER) {
      if (!allowed.includes(cls)) continue;
      const item = this.rings.get(cls)!.take();
      if (item !== undefined) return item;
    }
    return undefined;
  }
}
