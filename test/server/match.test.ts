// Whole Masterdice matches against a real server with real colyseus.js clients: two humans (and a spectator
// whose every decoded state is checked for secrets), and a human against a server bot.
import { describe, expect, it } from 'vitest';
import { viewKeysOf, type CreateOptions } from '../../shared/protocol.js';
import { isDiceThrown } from '../../shared/core/index.js';
import {
  createTable,
  joinTable,
  playUntil,
  readSecrets,
  secretStrings,
  serverPerFile,
  twoPlayersAndSpectator,
  waitFor,
  type Player,
} from './helpers.js';

const live = serverPerFile();

/** Checks one client's decoded state: only its own view slot, no code for the solver or spectators, no secret anywhere. */
function checkWhatItDecodes(p: Player, secrets: readonly string[]): void {
  expect(p.viewKeys()).toEqual(viewKeysOf(p.seat));
  const view = p.view();
  const isSolver = p.seat !== null && p.seat === view.solver;
  if (p.seat === null || (isSolver && view.phase !== 'over')) expect(view.code).toBeNull();
  const text = p.decodedText();
  for (const secret of secrets) expect(text).not.toContain(secret);
}

describe('a whole match at a real server', () => {
  it('two players play a match to the end; the solver and a spectator never decode the code, the seed or a key', async () => {
    const { a, b, s, tableId } = await twoPlayersAndSpectator(live.server);
    expect(live.server.diceMode).toMatch(/^workers/);
    expect(a.seat).toBe(0);
    expect(b.seat).toBe(1);
    expect(s.seat).toBeNull();
    const keys = [a.key!.key, b.key!.key];
    let coderSawCode = false;
    const check = () => {
      const { seed, engine } = readSecrets(live.dataDir, tableId);
      const secrets = secretStrings(seed, engine, keys);
      for (const p of [a, b, s]) checkWhatItDecodes(p, secrets);
      const coder = [a, b].find((p) => p.seat === p.view().coder)!;
      if (coder.view().codeRolled && coder.view().phase !== 'over') {
        expect(coder.view().code).not.toBeNull();
        coderSawCode = true;
      }
      const versions = new Set([a, b, s].map((p) => p.version));
      expect(versions.size).toBe(1);
    };
    check();
    const sent = await playUntil([a, b], [s], () => a.state.phase === 'finished', check);
    expect(coderSawCode).toBe(true);
    expect(a.state.version).toBe(sent);
    await waitFor(() => s.state.phase === 'finished' && b.state.phase === 'finished', 'finished everywhere');
    const end = a.view();
    expect(end.phase).toBe('over');
    expect(end.outcome).not.toBeNull();
    expect(end.results).toHaveLength(2);
    // Every accepted action produced events for every client, and white throws (which follow their patch) reached everybody.
    expect(s.events.at(-1)!.version).toBe(sent);
    const whiteRolls = s.events.flatMap((e) => e.events).filter((e) => isDiceThrown(e) && e.channel === 'white').length;
    await waitFor(
      () => [a, b, s].every((p) => p.throws.filter((t) => t.channel === 'white').length === whiteRolls),
      'white throws',
    );
    expect(s.throws.map((t) => t.roll)).toEqual([...s.throws.map((t) => t.roll)].sort((x, y) => x - y));
    expect(s.throws.some((t) => t.channel === 'code')).toBe(false);
    // Each coder got the code throw of their own game, the solver of that game did not.
    await waitFor(
      () => a.throws.some((t) => t.channel === 'code') && b.throws.some((t) => t.channel === 'code'),
      'code throws',
    );
    expect(a.throws.filter((t) => t.channel === 'code')).toHaveLength(1);
    expect(b.throws.filter((t) => t.channel === 'code')).toHaveLength(1);
    for (const p of [a, b, s]) await p.room.leave();
  });

  it('live broadcast mode is gone: a table asked for with the old broadcast option still hides the code from its spectators', async () => {
    const { a, b, s } = await twoPlayersAndSpectator(live.server, { broadcast: true } as Partial<CreateOptions>);
    const coder = [a, b].find((p) => p.seat === p.view().coder)!;
    coder.act({ type: 'roll-code' });
    await waitFor(() => [a, b, s].every((p) => p.version === 1), 'code rolled');
    expect(coder.view().code).toHaveLength(4);
    expect(s.view().code).toBeNull();
    expect(s.decodedText()).not.toContain('"broadcast"');
    await waitFor(() => coder.throws.some((t) => t.channel === 'code'), "the coder's code throw");
    // A round trip on the spectator's own socket: anything sent to it before is in by the answer.
    s.room.send('action', { action: { type: 'roll-code' } });
    await waitFor(() => s.errors.some((e) => e.code === 'table/not-seated'), "the spectator's refusal");
    expect(s.throws.some((t) => t.channel === 'code')).toBe(false);
    for (const p of [a, b, s]) await p.room.leave();
  });

  it('a spectator who arrives mid-game receives the log so far, without the values of the code roll', async () => {
    const { a, b, s, tableId } = await twoPlayersAndSpectator(live.server);
    await s.room.leave();
    await playUntil(
      [a, b],
      [],
      () => a.version >= 4,
      () => undefined,
    );
    const late = await joinTable(live.server, tableId, { seat: 'spectate' });
    await waitFor(() => late.events.length > 0 && late.events.at(-1)!.version === a.version, 'history caught up');
    // The whole past came in one catch-up message, not one message per action.
    expect(late.catchUps).toHaveLength(1);
    expect(late.catchUps[0]!.version).toBe(a.version);
    expect(late.events).toEqual(late.catchUps[0]!.steps);
    const seen = late.events.flatMap((m) => m.events) as { type: string; channel?: unknown; values?: unknown }[];
    expect(seen.map((e) => e.type)).toContain('code-rolled');
    expect(seen.filter((e) => e.type === 'dice-thrown').map((e) => e.channel)).toContain('white');
    expect(seen.filter((e) => e.type === 'code-rolled').every((e) => e.values === undefined)).toBe(true);
    expect(seen.some((e) => e.channel === 'code')).toBe(false);
    // The catch-up throws (the last one per channel) hold no code throw either.
    expect(late.throws.some((t) => t.channel === 'code')).toBe(false);
    expect(late.events.map((m) => m.version)).toEqual(
      [...new Set(late.events.map((m) => m.version))].sort((x, y) => x - y),
    );
    for (const p of [a, b, late]) await p.room.leave();
  });

  it('a human plays a whole match against a server bot that acts through the same path', async () => {
    const human = await createTable(live.server, {
      game: 'masterdice',
      seats: [{ kind: 'human' }, { kind: 'bot' }],
      name: 'Solo',
    });
    const tableId = human.welcome!.tableId;
    await waitFor(() => human.state.phase === 'playing', 'playing');
    expect(human.state.seats[1].kind).toBe('bot');
    expect(human.state.seats[1].botId).toBe('masterdice/smart');
    const keys = [human.key!.key];
    let humanActions = 0;
    while (human.state.phase !== 'finished') {
      await waitFor(() => human.state.phase === 'finished' || human.toAct(), 'my turn or the end', 20_000);
      if (human.state.phase === 'finished') break;
      const before = human.version;
      human.act(human.botMove());
      humanActions += 1;
      await waitFor(() => human.version > before, 'my action applied');
      const { seed, engine } = readSecrets(live.dataDir, tableId);
      checkWhatItDecodes(human, secretStrings(seed, engine, keys));
    }
    expect(humanActions).toBeGreaterThan(0);
    expect(human.version).toBeGreaterThan(humanActions);
    expect(human.errors).toEqual([]);
    expect(human.view().outcome).not.toBeNull();
    const status = async () =>
      (await (await fetch(`http://127.0.0.1:${live.server.port}/api/tables/${tableId}`)).json()) as {
        finished: boolean;
      };
    expect((await status()).finished).toBe(true);
    // A rematch is an ordinary engine action: the table plays again and is no longer finished.
    const before = human.version;
    human.act({ type: 'rematch' });
    await waitFor(() => human.version > before && human.state.phase === 'playing', 'rematch');
    expect((await status()).finished).toBe(false);
    await human.room.leave();
  });
});
