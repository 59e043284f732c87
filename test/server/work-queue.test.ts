// The work pool's waiting line (server/work-queue.ts): a free worker takes bots' moves first, then people's costly
// verdicts lane by lane, round-robin, so one person's pile of verdicts never stands between another table and
// the worker. Fake jobs (plain strings), no workers, no clocks: only the order a free worker would take them in.
import { describe, expect, it } from 'vitest';
import { FairQueue, type WorkLane } from '../../server/work-queue.js';

const costly = (key: string): WorkLane => ({ cls: 'costly', key });
const bot = (key: string): WorkLane => ({ cls: 'bot', key });

/** Everything the queue holds, in the order a free worker takes it. */
function drain(q: FairQueue<string>): string[] {
  const out: string[] = [];
  for (let job = q.take(); job !== undefined; job = q.take()) out.push(job);
  return out;
}

describe('the work pool serves lanes fairly', () => {
  it('ten queued verdicts of one person and one of another: the other waits for one turn, not ten', () => {
    const q = new FairQueue<string>();
    for (let i = 1; i <= 10; i++) q.push(costly('person:attacker'), `attacker ${i}`);
    q.push(costly('person:ada'), 'ada 1');
    expect(q.size).toBe(11);
    const order = drain(q);
    expect(order.indexOf('ada 1')).toBe(1);
    expect(order.filter((j) => j.startsWith('attacker'))).toEqual(
      Array.from({ length: 10 }, (_, i) => `attacker ${i + 1}`),
    );
  });

  it('tables take turns, one job each, in the order they first asked', () => {
    const q = new FairQueue<string>();
    q.push(costly('table:A'), 'A1');
    q.push(costly('table:A'), 'A2');
    q.push(costly('table:A'), 'A3');
    q.push(costly('table:B'), 'B1');
    q.push(costly('table:B'), 'B2');
    q.push(costly('table:C'), 'C1');
    expect(drain(q)).toEqual(['A1', 'B1', 'C1', 'A2', 'B2', 'A3']);
  });

  it("a table's bot move goes before every waiting verdict, whoever asked first", () => {
    const q = new FairQueue<string>();
    for (let i = 1; i <= 5; i++) q.push(costly('person:attacker'), `verdict ${i}`);
    q.push(bot('table:B'), 'bot B');
    expect(q.take()).toBe('bot B');
    expect(q.size).toBe(5);
  });

  it('bots of different tables take turns too', () => {
    const q = new FairQueue<string>();
    q.push(bot('table:A'), 'A bot 1');
    q.push(bot('table:A'), 'A bot 2');
    q.push(bot('table:B'), 'B bot 1');
    q.push(costly('person:x'), 'x verdict');
    expect(drain(q)).toEqual(['A bot 1', 'B bot 1', 'A bot 2', 'x verdict']);
  });

  it('a lane that ran dry and asks again joins the back of the turn order', () => {
    const q = new FairQueue<string>();
    q.push(costly('A'), 'A1');
    q.push(costly('B'), 'B1');
    expect(q.take()).toBe('A1');
    q.push(costly('A'), 'A2');
    q.push(costly('C'), 'C1');
    expect(drain(q)).toEqual(['B1', 'A2', 'C1']);
  });

  it('an empty queue gives nothing', () => {
    const q = new FairQueue<string>();
    expect(q.take()).toBeUndefined();
    expect(q.size).toBe(0);
  });
});
