// Every game's physical events make their sounds (GameClient.soundOf), timed to the game's own animation: seeded
// games of all five played through their engines, every event asked for its sounds; named cases for each game.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../shared/games/index.js';
import type { AnyGameClient, CueName } from '../../client/kit/contract.js';
import { markerLandsAt } from '../../client/games/masterdice/Markers.js';
import { TURN_SECONDS } from '../../client/games/labiro/timeline.js';
import { botOrFirstLegal } from '../shared/engine-helpers.js';

const CUES: readonly CueName[] = ['click', 'hum', 'spark', 'grind', 'card', 'cable', 'flip'];

/**
 * A game's sounds as its GameClient gives them: its sounds module (client/games/<id>/sounds.ts; the whole client
 * needs a DOM to load), and its index.ts hands that very function to the shell.
 */
async function clientOf(id: string): Promise<Pick<AnyGameClient, 'soundOf'>> {
  const index = readFileSync(new URL(`../../client/games/${id}/index.ts`, import.meta.url), 'utf8');
  expect(index, `client/games/${id}/index.ts registers soundOf`).toMatch(
    /import \{ soundOf \} from '\.\/sounds\.js';[\s\S]*\n {2}soundOf,\n/,
  );
  const mod = (await import(`../../client/games/${id}/sounds.ts`)) as Pick<AnyGameClient, 'soundOf'>;
  return { soundOf: mod.soundOf };
}

/** The events of a seeded game of `id` (two players, default options), up to `steps` actions. */
function playout(id: string, steps = 200): ({ type: string } & Record<string, unknown>)[] {
  const game = GAMES[id]!;
  const start = game.setup({ seed: [3, 1, 4, 1], players: 2, options: game.defaultOptions });
  if (!start.ok) throw new Error(`${id}: setup refused`);
  let state = start.value;
  const events: ({ type: string } & Record<string, unknown>)[] = [];
  for (let step = 0; step < steps; step++) {
    const seat = game.toAct(state)[0];
    if (seat === undefined) break;
    const r = game.apply(state, seat, botOrFirstLegal(game, state, seat, 11, step));
    if (!r.ok) break;
    state = r.value.state;
    events.push(...(r.value.events as ({ type: string } & Record<string, unknown>)[]));
  }
  return events;
}

describe('the sounds of every game', () => {
  it.each(Object.keys(GAMES))(
    '%s: a seeded game makes sounds, each a known cue at a time its animation reaches',
    async (id) => {
      const client = await clientOf(id);
      expect(typeof client.soundOf, `${id} has soundOf`).toBe('function');
      const cues = playout(id).flatMap((e) => client.soundOf!(e));
      expect(cues.length).toBeGreaterThan(0);
      for (const c of cues) {
        expect(CUES).toContain(c.cue);
        expect(c.delay ?? 0).toBeGreaterThanOrEqual(0);
        expect(c.delay ?? 0).toBeLessThan(6);
        expect(c.strength ?? 0.7).toBeGreaterThan(0);
        expect(c.strength ?? 0.7).toBeLessThanOrEqual(1);
      }
      // What is no physical event makes no sound: turns passing, a game starting.
      for (const type of ['turn', 'game-started', 'investigation']) expect(client.soundOf!({ type })).toEqual([]);
    },
  );

  it('masterdice: each feedback marker clicks in as Markers.tsx drops it, one after another', async () => {
    const client = await clientOf('masterdice');
    const cues = client.soundOf!({
      type: 'placed',
      row: 0,
      placed: [1, 2, 3, 4],
      feedback: { equal: 1, lower: 2, higher: 0 },
    });
    expect(cues).toEqual([0, 1, 2].map((slot) => ({ cue: 'click', delay: markerLandsAt(slot) })));
  });

  it('laser: a shot hums while its beam shows; an absorbed one sparks', async () => {
    const client = await clientOf('laser');
    const through = client.soundOf!({ type: 'shot', answer: { hits: [], exits: [12], absorbed: false } });
    const absorbed = client.soundOf!({ type: 'shot', answer: { hits: ['absorber'], exits: [], absorbed: true } });
    expect(through.map((c) => c.cue)).toEqual(['hum']);
    expect(absorbed.map((c) => c.cue)).toEqual(['hum', 'spark']);
  });

  it('labiro: every tower of a turned chain grinds in its turn', async () => {
    const client = await clientOf('labiro');
    const cues = client.soundOf!({ type: 'turned', steps: [{}, {}, {}] });
    expect(cues.map((c) => [c.cue, c.delay])).toEqual([0, 1, 2].map((i) => ['grind', i * TURN_SECONDS]));
  });

  it('web: a card laid, a card drawn (softer), a cable dropped', async () => {
    const client = await clientOf('web');
    expect(client.soundOf!({ type: 'played' }).map((c) => c.cue)).toEqual(['card']);
    expect(client.soundOf!({ type: 'drew' })[0]!.strength).toBeLessThan(0.7);
    expect(client.soundOf!({ type: 'cabled' }).map((c) => c.cue)).toEqual(['cable']);
  });

  it("symbotrio: a square flips up; a try's squares flip back down, one by one", async () => {
    const client = await clientOf('symbotrio');
    expect(client.soundOf!({ type: 'flipped', sign: 'red', count: 1 }).map((c) => c.cue)).toEqual(['flip']);
    const down = client.soundOf!({ type: 'tried', signs: ['red', 'circle', 'large'], cracked: false, stopped: true });
    expect(down.map((c) => c.cue)).toEqual(['flip', 'flip', 'flip']);
    expect(down.map((c) => c.delay!)).toEqual([...down.map((c) => c.delay!)].sort((a, b) => a - b));
  });
});
