// The work pool's waiting line (server/work-queue.ts): a free worker takes bots' moves first, then people's costly
// verdicts lane by lane, round-robin, so one person's pile of verdicts never stands between another table and
// the worker. Fake jobs (plain strings), no clocks: only the order a free worker would take them in; and a real
// pool of two workers, whose second worker never takes a person's verdict while a bot may need it.
import { describe, expect, it } from 'vitest';
import { WorkPool } from '../../server/work-pool.js';
import { BOTS_ONLY, FairQueue, type WorkLane } from '../../server/work-queue.js';
import { laser, type LaserOptions } from '../../shared/games/laser/index.js';
import { symbotrio } from '../../shared/games/symbotrio/index.js';
import { EINSTEIN_AMBIGUOUS } from '../shared/laser/game-fixtures.js';

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

  it('the worker kept for bots takes only bots’ moves', () => {
    const q = new FairQueue<string>();
    q.push(costly('person:x'), 'verdict');
    expect(q.take(BOTS_ONLY)).toBeUndefined();
    q.push(bot('table:B'), 'bot B');
    expect(q.take(BOTS_ONLY)).toBe('bot B');
    expect(q.take()).toBe('verdict');
  });

  it('an empty queue gives nothing', () => {
    const q = new FairQueue<string>();
    expect(q.take()).toBeUndefined();
    expect(q.size).toBe(0);
  });
});

describe('a pool of two workers', () => {
  it('a bot move sent behind five queued verdicts of one person is answered before the last of them', async () => {
    const pool = await WorkPool.start(2, () => {});
    try {
      const table = laser.setup({
        seed: 1,
        players: 2,
        options: { ...laser.defaultOptions, set: 'einstein', strictDesign: true } as LaserOptions,
      });
      const game = symbotrio.setup({ seed: 2, players: 2, options: symbotrio.defaultOptions });
      if (!table.ok || !game.ok) throw new Error('setup');
      const order: string[] = [];
      const verdicts = Array.from({ length: 5 }, (_, i) =>
        pool
          .run(
            {
              kind: 'apply',
              game: 'laser',
              state: table.value,
              seat: 0,
              action: { type: 'design', layout: EINSTEIN_AMBIGUOUS },
            },
            costly('person:attacker'),
          )
          .then(() => order.push(`verdict ${i + 1}`)),
      );
      const seat = symbotrio.toAct(game.value)[0]!;
      const move = pool
        .run(
          { kind: 'bot', game: 'symbotrio', bot: symbotrio.bots[0]!.id, state: game.value, seat, seed: 7 },
          bot('table:B'),
        )
        .then(() => order.push('bot'));
      await Promise.all([...verdicts, move]);
      // The verdicts ran one after another on one worker; the bot's move had the other to itself.
      expect(order.indexOf('bot')).toBeLessThan(order.indexOf('verdict 5'));
      expect(order.filter((j) => j.startsWith('verdict'))).toEqual([
        'verdict 1',
        'verdict 2',
        'verdict 3',
        'verdict 4',
        'verdict 5',
      ]);
    } finally {
      await pool.close();
    }
  });
});
