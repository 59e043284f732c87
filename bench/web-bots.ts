// Benchmark: the Web bots (issue 9). 200 seeded two-player games of 'web/bot' against 'web/random', seats
// alternating (targets: ≥ 90% won, every decision ≤ 200 ms): wins, shared wins, losses, how games end, game
// length, the bot's decision times. Games against the random bot end early (it empties its hand), so the bot's
// card choice is also timed on late-game tables (long random playouts, 2–5 players) with five cards in hand.
import type { Seat } from '../shared/core/index.js';
import { decideWeb, planningBot } from '../shared/games/web/bot-planner.js';
import { randomBot } from '../shared/games/web/bot-random.js';
import { playGame, type WebBot } from '../shared/games/web/bot-sim.js';
import { web, type WebState } from '../shared/games/web/index.js';
import { median, quantile } from './stats.js';
import { longPlayouts } from './web-tables.js';

const GAMES = 200;
const SEED = 4000;
const LATE_TABLES = 40;
/** Games per table size with one 'web/bot' among random bots (3–5 players). */
const MULTI_GAMES = 30;

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const ms = (t: number) => (t < 1 ? `${(t * 1000).toFixed(0)} µs` : `${t.toFixed(1)} ms`);
const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;
const timing = (ts: readonly number[]) =>
  `mean ${ms(mean(ts))}, median ${ms(median(ts))}, p99 ${ms(quantile(ts, 0.99))}, max ${ms(Math.max(...ts))}; over 200 ms: ${ts.filter((t) => t > 200).length}`;

/** The late state of a long playout with the seat on turn about to play, holding five cards (taken from the piles). */
function beforePlaying(s: WebState): { state: WebState; seat: Seat } {
  const seat = s.turn!;
  const hand = [...s.hands[seat]!];
  const piles = s.piles.map((p) => ({ ...p, cards: [...p.cards] }));
  for (const p of piles) while (hand.length < 5 && p.cards.length > 1) hand.push(p.cards.shift()!);
  const hands = s.hands.map((h, q) => (q === seat ? hand : h));
  return { state: { ...s, hands, piles, played: null, actionsLeft: 0 }, seat };
}

/** Prints the bot's figures against the random bot and its decision times on late-game tables. */
export async function run(): Promise<void> {
  const times: number[] = [];
  const timed: WebBot = {
    id: planningBot.id,
    decide(view, seat, s) {
      const t0 = performance.now();
      const action = planningBot.decide(view, seat, s);
      times.push(performance.now() - t0);
      return action;
    },
  };
  for (let g = 0; g < 4; g++) playGame([planningBot, randomBot], 1 + g); // warm-up (the JIT), not reported
  let wins = 0,
    shared = 0,
    losses = 0,
    refused = 0,
    runaway = 0,
    capped = 0;
  const lengths: number[] = [];
  const margins: number[] = [];
  const reasons = new Map<string, number>();
  for (let g = 0; g < GAMES; g++) {
    const seat: Seat = g % 2;
    const r = playGame(seat === 0 ? [timed, randomBot] : [randomBot, timed], SEED + g);
    if (r.refused) refused++;
    if (r.runaway) runaway++;
    if (r.capped) capped++;
    const winners = r.result?.winners ?? [];
    if (winners.length === 1 && winners[0] === seat) wins++;
    else if (winners.includes(seat)) shared++;
    else if (r.result) losses++;
    if (r.result) {
      reasons.set(r.result.reason, (reasons.get(r.result.reason) ?? 0) + 1);
      margins.push(r.result.scores[seat]! - r.result.scores[1 - seat]!);
    }
    lengths.push(r.turns);
  }
  console.log(
    `web bots: web/bot vs web/random, ${GAMES} seeded two-player games: wins ${pct(wins, GAMES)} (${wins}), shared ${shared}, losses ${losses} (target ≥ 90% wins)`,
  );
  console.log(
    `web bots:   ends: ${[...reasons].map(([k, n]) => `${k} ${n}`).join(', ')}; turns (both players): mean ${mean(lengths).toFixed(1)}, max ${Math.max(...lengths)}; score margin: mean ${mean(margins).toFixed(1)}, min ${Math.min(...margins)}`,
  );
  console.log(`web bots:   decisions (${times.length}): ${timing(times)}`);
  console.log(`web bots:   refused actions ${refused}, endless turns ${runaway}, capped games ${capped}`);

  for (const players of [3, 4, 5]) {
    let won = 0;
    for (let g = 0; g < MULTI_GAMES; g++) {
      const seat: Seat = g % players;
      const r = playGame(
        Array.from({ length: players }, (_, q) => (q === seat ? planningBot : randomBot)),
        SEED + g,
        { players },
      );
      if (r.result?.winners.length === 1 && r.result.winners[0] === seat) won++;
    }
    console.log(
      `web bots:   one web/bot among ${players - 1} random bots, ${MULTI_GAMES} games: wins ${pct(won, MULTI_GAMES)} (${won})`,
    );
  }

  const late = longPlayouts(LATE_TABLES, SEED).map((p) => beforePlaying(p.late));
  for (const { state, seat } of late.slice(0, 5)) decideWeb(web.view(state, { kind: 'seat', seat }), seat); // warm-up
  const views = late.map(({ state, seat }) => ({ view: web.view(state, { kind: 'seat', seat }), seat }));
  const lateTimes = views.map(() => Infinity);
  for (let rep = 0; rep < 3; rep++) {
    views.forEach(({ view, seat }, i) => {
      const t0 = performance.now();
      decideWeb(view, seat);
      lateTimes[i] = Math.min(lateTimes[i]!, performance.now() - t0);
    });
  }
  console.log(
    `web bots:   choosing a card and its spot on a late-game table (${median(late.map((l) => l.state.table.length))} cards, 5 in hand; ${LATE_TABLES} tables, best of 3 passes each): ${timing(lateTimes)}`,
  );
}
