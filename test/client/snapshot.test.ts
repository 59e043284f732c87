// client/net turns the decoded room state into plain data: the snapshot, this client's view, its seat.
import { describe, expect, it } from 'vitest';
import { type Decoder, Encoder, Reflection, StateView } from '@colyseus/schema';
import {
  parseFeedFrame,
  parseView,
  readView,
  sameSnapshot,
  toSnapshot,
  viewJson,
  viewSlotSeat,
} from '../../client/net/snapshot.js';
import { JsonTreeWriter } from '../../server/json-tree.js';
import { makeTableState, SeatState, ViewTree } from '../../server/schema.js';
import { overlayOf } from '../../server/view-overlay.js';

/** A tree as the client decodes it, holding `value` as the server writes it. */
function tree(value: unknown): { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  new JsonTreeWriter(entries).write(value);
  return { entries };
}

/** A decoded state shaped like colyseus.js' reflected one: seats iterable, views (trees) with get/forEach. */
function decoded(views: Record<string, unknown>) {
  return {
    gameId: 'masterdice',
    tableId: 'K7P2QX',
    phase: 'playing',
    version: 3,
    optionsJson: '{"games":2,"aid":false}',
    seats: [
      {
        index: 0,
        kind: 'human',
        name: 'Anna',
        botId: '',
        occupied: true,
        connected: true,
        feedConsent: false,
        typing: true,
        away: false,
        rating: 1623,
        provisional: true,
      },
      {
        index: 1,
        kind: 'bot',
        name: 'Smart bot',
        botId: 'masterdice/smart',
        occupied: true,
        connected: true,
        feedConsent: true,
      },
    ],
    spectators: 2,
    spectatorNames: ['Marta', ''],
    feedDelay: 0,
    feedAllSeeing: false,
    feedWatchers: 1,
    allowSpectators: true,
    botPace: 'calm',
    botsPaused: true,
    talkChat: true,
    talkSpectators: 'open',
    queueOpen: true,
    queueGames: 2,
    queueNames: ['Carla', 'Dario'],
    queueNext: '',
    views: new Map(Object.entries(views).map(([k, value]) => [k, tree(value)])),
  };
}

describe('snapshot of the decoded state', () => {
  it('copies every public field into plain data, options parsed', () => {
    const s = toSnapshot(decoded({}));
    expect(s).toEqual({
      gameId: 'masterdice',
      tableId: 'K7P2QX',
      phase: 'playing',
      version: 3,
      options: { games: 2, aid: false },
      seats: [
        {
          index: 0,
          kind: 'human',
          name: 'Anna',
          botId: '',
          occupied: true,
          connected: true,
          feedConsent: false,
          typing: true,
          away: false,
          rating: 1623,
          provisional: true,
        },
        {
          index: 1,
          kind: 'bot',
          name: 'Smart bot',
          botId: 'masterdice/smart',
          occupied: true,
          connected: true,
          feedConsent: true,
          typing: false,
          away: false,
          rating: 0,
          provisional: false,
        },
      ],
      spectators: 2,
      spectatorNames: ['Marta', ''],
      feedDelay: 0,
      feedAllSeeing: false,
      feedWatchers: 1,
      allowSpectators: true,
      botPace: 'calm',
      botsPaused: true,
      talk: { chat: true, spectators: 'open' },
      queue: { open: true, games: 2, names: ['Carla', 'Dario'], next: '' },
    });
  });

  it('an unchanged state gives an equal snapshot with the same options object', () => {
    const a = toSnapshot(decoded({}));
    const b = toSnapshot(decoded({}));
    expect(b.options).toBe(a.options);
    expect(sameSnapshot(a, b)).toBe(true);
    expect(sameSnapshot(a, { ...b, spectators: 3 })).toBe(false);
    expect(sameSnapshot(a, { ...b, spectatorNames: ['Marta', 'Sara'] })).toBe(false);
    expect(sameSnapshot(a, { ...b, feedAllSeeing: true })).toBe(false);
    expect(sameSnapshot(a, { ...b, feedWatchers: 0 })).toBe(false);
    expect(sameSnapshot(a, { ...b, botPace: 'fast' })).toBe(false);
    expect(sameSnapshot(a, { ...b, botsPaused: false })).toBe(false);
    expect(sameSnapshot(a, { ...b, seats: [{ ...b.seats[0]!, feedConsent: true }, b.seats[1]!] })).toBe(false);
    expect(sameSnapshot(a, { ...b, seats: [{ ...b.seats[0]!, typing: false }, b.seats[1]!] })).toBe(false);
    expect(sameSnapshot(a, { ...b, seats: [b.seats[0]!, { ...b.seats[1]!, away: true }] })).toBe(false);
    expect(sameSnapshot(a, { ...b, talk: { chat: false, spectators: 'open' } })).toBe(false);
    expect(sameSnapshot(a, { ...b, queue: { ...b.queue, names: ['Dario'] } })).toBe(false);
    expect(sameSnapshot(a, { ...b, queue: { ...b.queue, next: 'K7P2QX' } })).toBe(false);
    expect(sameSnapshot(a, { ...b, talk: { chat: true, spectators: 'closed' } })).toBe(false);
    // Unchanged settings are the same object: a component keyed on them does not render again.
    expect(b.talk).toBe(a.talk);
  });

  it('an unknown phase reads as waiting', () => {
    expect(toSnapshot({ ...decoded({}), phase: 'weird' }).phase).toBe('waiting');
  });

  it('a seat’s view is the spectators’ view with its own overlay laid over it', () => {
    const pub = {
      phase: 'code',
      code: null,
      players: [
        { name: 'Anna', hand: null },
        { name: 'Bea', hand: null },
      ],
      log: [1, 2],
    };
    const own = {
      phase: 'code',
      code: [3, 1, 4, 1],
      players: [
        { name: 'Anna', hand: [5, 6] },
        { name: 'Bea', hand: null },
      ],
      log: [1, 2],
    };
    const state = decoded({ spectator: pub, 'seat:0': overlayOf(pub, own) });
    expect(viewJson(state, 0)).toBe(JSON.stringify(own));
    expect(readView(state, 0)).toEqual(own);
  });

  it('a seat that sees no more than the spectators has an empty overlay and the spectators’ view', () => {
    const pub = { phase: 'guess', turn: 1 };
    const state = decoded({ spectator: pub, 'seat:1': overlayOf(pub, pub) });
    expect(readView(state, 1)).toEqual(pub);
    expect(viewSlotSeat(state)).toBe(1);
  });

  it('before the welcome, the trees received are this client’s', () => {
    const state = decoded({ spectator: { who: 'spectator' } });
    expect(parseView(viewJson(state, null))).toEqual({ who: 'spectator' });
    expect(parseView(viewJson(state, 0))).toEqual({ who: 'spectator' });
    expect(viewSlotSeat(state)).toBeNull();
    expect(viewSlotSeat(decoded({ spectator: {}, 'seat:1': undefined }))).toBe(1);
    expect(viewSlotSeat(decoded({ 'seat:0': undefined, 'seat:1': undefined }))).toBeUndefined();
    expect(viewSlotSeat(decoded({}))).toBeUndefined();
    expect(readView(decoded({}), null)).toBeNull();
  });

  it('a feed client reads its frame from the feed tree; it holds no seat', () => {
    const state = decoded({
      feed: { version: 4, phase: 'playing', view: { code: [1, 2, 3, 4] }, sight: 'all', startsAt: null },
    });
    expect(parseFeedFrame(viewJson(state, 'feed'))).toEqual({
      version: 4,
      phase: 'playing',
      view: { code: [1, 2, 3, 4] },
      sight: 'all',
      startsAt: null,
    });
    // Before its start the frame has no view and says when it starts; an unknown sight reads as the spectators'.
    const waiting = decoded({
      feed: { version: 0, phase: 'waiting', view: null, sight: 'table', startsAt: 1_700_000_000_000 },
    });
    expect(parseFeedFrame(viewJson(waiting, 'feed'))).toEqual({
      version: 0,
      phase: 'waiting',
      view: null,
      sight: 'table',
      startsAt: 1_700_000_000_000,
    });
    expect(parseFeedFrame(JSON.stringify({ version: 2, phase: 'playing', view: {}, sight: 'everything' }))!.sight).toBe(
      'table',
    );
    expect(viewSlotSeat(state)).toBeNull();
    expect(readView(state, null)).toBeNull();
    expect(parseFeedFrame(viewJson(decoded({ spectator: { x: 1 } }), 'feed'))).toBeNull();
    expect(parseFeedFrame('{nope')).toBeNull();
  });

  it('a bot pace it does not know reads as normal; a state without the bot fields (an older server) as normal, not paused', () => {
    expect(toSnapshot({ ...decoded({}), botPace: 'warp' }).botPace).toBe('normal');
    const { botPace: _p, botsPaused: _b, ...older } = decoded({});
    expect(toSnapshot(older)).toMatchObject({ botPace: 'normal', botsPaused: false });
  });

  it('a broken view slot parses to null', () => {
    expect(parseView('{nope')).toBeNull();
  });

  it('reads the real schema after an encode/decode round trip (reflection, as colyseus.js does)', () => {
    const state = makeTableState();
    state.gameId = 'masterdice';
    state.tableId = 'ABCD23';
    state.phase = 'waiting';
    state.version = 0;
    state.feedDelay = 300;
    state.allowSpectators = false;
    state.spectatorNames.push('Marta');
    state.optionsJson = '{"games":4,"aid":true}';
    state.spectators = 1;
    state.botPace = 'fast';
    state.botsPaused = true;
    state.talkChat = false;
    state.talkSpectators = 'closed';
    const seat = new SeatState();
    Object.assign(seat, {
      index: 0,
      kind: 'human',
      name: 'Bea',
      botId: '',
      occupied: true,
      connected: false,
      feedConsent: true,
      typing: false,
      away: true,
      rating: 1712,
      provisional: false,
    });
    state.seats.push(seat);
    const slot = new ViewTree();
    new JsonTreeWriter(slot.entries).write({ x: 1 });
    state.views.set('spectator', slot);
    const other = new ViewTree();
    new JsonTreeWriter(other.entries).write({ secret: true });
    state.views.set('seat:0', other);
    const encoder = new Encoder(state);
    const view = new StateView();
    view.add(slot); // this client is a spectator: only the spectators' tree is in its view
    const it = { offset: 0 };
    encoder.encodeAll(it);
    const bytes = encoder.encodeAllView(view, it.offset, it);
    const decoder = Reflection.decode(Reflection.encode(encoder)) as Decoder;
    decoder.decode(bytes);
    const snap = toSnapshot(decoder.state);
    expect(snap.tableId).toBe('ABCD23');
    expect(snap).toMatchObject({
      feedDelay: 300,
      feedAllSeeing: false,
      feedWatchers: 0,
      allowSpectators: false,
      spectatorNames: ['Marta'],
      botPace: 'fast',
      botsPaused: true,
      talk: { chat: false, spectators: 'closed' },
    });
    expect(snap.options).toEqual({ games: 4, aid: true });
    expect(snap.seats).toEqual([
      {
        index: 0,
        kind: 'human',
        name: 'Bea',
        botId: '',
        occupied: true,
        connected: false,
        feedConsent: true,
        typing: false,
        away: true,
        rating: 1712,
        provisional: false,
      },
    ]);
    expect(parseView(viewJson(decoder.state, null))).toEqual({ x: 1 });
    expect(viewSlotSeat(decoder.state)).toBeNull();
  });
});
