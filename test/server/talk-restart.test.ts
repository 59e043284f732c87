// Table talk across a server restart (issue 29), at a real server on a data folder of its own: the lines of both
// channels, each person's mutes, the creator's settings and who the creator is come back from SQLite, each channel's
// numbering goes on, and the daily cap still counts what was written before.
import { describe, expect, it } from 'vitest';
import { C2S } from '../../shared/protocol.js';
import { boot, joinTable, makeDataDir, removeDataDir, waitFor } from './helpers.js';
import { lastCatchUp, leave, say, table } from './talk-helpers.js';

describe('a restart', () => {
  it('lines, mutes, settings, the creator and the daily cap come back after a restart; numbering goes on', async () => {
    const dataDir = makeDataDir();
    const config = { diceWorkers: 0, talkLimits: { dailyChars: 40 } };
    let server = await boot(dataDir, config);
    try {
      const { a, b, s, tableId, ids } = await table(server);
      await say(a, 'a'.repeat(30), [a, b, s]);
      await say(b, 'hello', [a, b, s]);
      await say(s, 'from the stands', [s]);
      const bruno = lastCatchUp(b).me;
      a.room.send(C2S.mute, { author: bruno, muted: true });
      a.room.send(C2S.talkSettings, { spectators: 'open' });
      await waitFor(() => a.mutedLists.length === 1 && b.state.talkSpectators === 'open', 'muted and opened');
      const keys = [a.key!.key, b.key!.key];
      await server.stop();
      server = await boot(dataDir, config);
      const a2 = await joinTable(server, tableId, { seatKey: keys[0]!, browserId: ids.a });
      const b2 = await joinTable(server, tableId, { seatKey: keys[1]!, browserId: ids.b });
      expect(lastCatchUp(a2)).toMatchObject({ creator: true, muted: [bruno], channels: ['players', 'spectators'] });
      expect(lastCatchUp(a2).lines.map((l) => l.text)).toEqual(['a'.repeat(30), 'from the stands']);
      expect(lastCatchUp(b2).lines.map((l) => l.text)).toEqual(['a'.repeat(30), 'hello', 'from the stands']);
      expect(lastCatchUp(b2).creator).toBe(false);
      expect(a2.state.talkSpectators).toBe('open');
      await say(b2, 'after the restart', [b2]);
      expect(b2.talk.at(-1)!.n).toBe(3);
      // Anna's 30 characters still count: 15 more are over the cap, 10 are not.
      a2.room.send(C2S.talk, { text: 'x'.repeat(15) });
      await waitFor(() => a2.errors.length === 1, 'the refusal');
      expect(a2.errors[0]!.code).toBe('talk/daily-cap');
      await say(a2, 'y'.repeat(10), [a2, b2]);
      await leave(a2, b2);
    } finally {
      await server.stop();
      removeDataDir(dataDir);
    }
  });
});
