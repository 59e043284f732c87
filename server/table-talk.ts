// A table's talk (issue 29): the chat lines and quick reactions of its two channels, the presence of its seated
// players and the creator's talk settings, as the room's part (shared/talk.ts holds the rules and the parsers).
// Every message is refused with its stable code to its sender alone and changes nothing, or stored before it is
// delivered: one line per reader as a delta, the welcome's catch-up, and the feed's reactions after its delay.
import type { Result, RuleError, Seat } from '../shared/core/index.js';
import { S2C } from '../shared/protocol.js';
import {
  channelOfWriter,
  channelsOf,
  mayWrite,
  parseMuteSend,
  parsePresenceSend,
  parseReactSend,
  parseTalkSend,
  parseTalkSettingsSend,
  TALK_CHANNELS,
  TALK_ERRORS,
  TALK_HISTORY,
  TALK_SETTINGS_DEFAULT,
  type MutedMessage,
  type TalkCatchUp,
  type TalkChannel,
  type TalkLine,
  type TalkReader,
  type TalkSettings,
} from '../shared/talk.js';
import type { TableState } from './schema.js';
import { StoreWriteError, type Store, type TableRecord } from './store.js';
import {
  connectionName,
  readOnlyRefusal,
  refuse,
  type ClientData,
  type TableClient,
  type TableSender,
} from './table-client.js';
import { TABLE_ERRORS } from './table-errors.js';
import { FeedReactions } from './talk-feed.js';
import type { TalkLimits } from './talk-limits.js';
import { TalkBuckets } from './talk-limits.js';
import { authorId, creatorHash, personHash } from './talk-people.js';

/** The span the daily cap counts, ms. */
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the talk needs from its room. */
export interface TalkHost {
  readonly store: Store;
  readonly record: TableRecord;
  readonly state: TableState;
  readonly sender: TableSender;
  readonly limits: TalkLimits;
  /** The feed's delay, ms: a reaction reaches the feed's clients no earlier. */
  readonly feedDelayMs: number;
  version(): number;
  broadcastPatch(): void;
  log(message: string, error?: unknown): void;
}

/** Who a connection is to the talk, computed once per connection. */
interface Talker {
  readonly author: string;
  readonly person: string;
  readonly creator: string;
}

/** Sends a refusal to its client alone; null, for a check that stops there. */
function refused(client: TableClient, error: RuleError): null {
  refuse(client, error);
  return null;
}

/** One table's talk. */
export class TableTalk {
  private settings: TalkSettings;
  /** The number of each channel's last line. */
  private readonly last: Record<TalkChannel, number>;
  private creatorHash: string | null;
  /** The authors each person (its hash) hides. */
  private readonly muted = new Map<string, Set<string>>();
  private readonly buckets: TalkBuckets;
  private readonly feed: FeedReactions;
  private readonly talkers = new WeakMap<TableClient, Talker>();
  /** The channels each connection was last told it reads (a change sends it a new catch-up). */
  private readonly reading = new WeakMap<TableClient, string>();

  constructor(private readonly host: TalkHost) {
    const { record, store } = host;
    this.settings = record.talk ?? TALK_SETTINGS_DEFAULT;
    this.creatorHash = record.creatorHash ?? null;
    this.last = store.talk.lastNumbers(record.id);
    for (const { person, author } of store.talk.mutes(record.id)) this.mutesOf(person).add(author);
    this.buckets = new TalkBuckets(host.limits);
    this.feed = new FeedReactions(
      host.feedDelayMs,
      (line) => this.showOnFeed(line),
      (e) => host.log('talk: feed reactions failed', e),
    );
    // After a restart, the reactions the feed has not shown yet wait for their time again.
    for (const line of store.talk.reactionsSince(record.id, Date.now() - host.feedDelayMs))
      if (this.feedReads(line.channel)) this.feed.push(line);
  }

  /** After a welcome (a join, a reconnection, a spectator who sat down): the lines this connection may read. */
  welcome(client: TableClient): void {
    this.sendCatchUp(client);
  }

  /** The creator's join arrived: its person is the creator from now on, across reloads (stored hashed). */
  creatorJoined(client: TableClient): void {
    const hash = this.talker(client).creator;
    this.creatorHash = hash;
    try {
      this.host.store.updateCreator(this.host.record.id, hash);
    } catch (e) {
      if (!(e instanceof StoreWriteError)) throw e;
      this.host.log(`${connectionName(client)} arriving as the creator: not stored, the store cannot write`, e);
    }
  }

  /** C2S talk: a message in the sender's own channel. */
  talk(client: TableClient, message: unknown): void {
    const writing = this.writable(client, parseTalkSend(message));
    if (!writing) return;
    const { data, channel } = writing;
    const { text } = writing.value;
    const me = this.talker(client);
    const now = Date.now();
    const written = this.host.store.talk.charsSince(this.host.record.id, me.person, now - DAY_MS);
    if (written + [...text].length > this.host.limits.dailyChars) return refuse(client, TALK_ERRORS.dailyCap);
    if (!this.buckets.take(me.person, 'message', now)) return refuse(client, TALK_ERRORS.tooFast);
    if (!this.write(client, channel, 'text', text, now)) return;
    const seat = data.seat;
    if (seat !== null && this.host.state.seats[seat]?.typing) {
      this.host.state.seats[seat]!.typing = false;
      this.host.broadcastPatch();
    }
  }

  /** C2S react: a quick reaction in the sender's own channel (the feed shows it after its delay). */
  react(client: TableClient, message: unknown): void {
    const writing = this.writable(client, parseReactSend(message));
    if (!writing) return;
    const { channel } = writing;
    const now = Date.now();
    if (!this.buckets.take(this.talker(client).person, 'reaction', now)) return refuse(client, TALK_ERRORS.tooFast);
    this.write(client, channel, 'reaction', writing.value.reaction, now);
  }

  /**
   * What a message or a reaction must pass before its limits: a connection that may talk (not an overlay or the
   * feed), a parsed message, and the writer's own channel open. The channel and the parsed value, or null when it
   * was refused (to its sender, with the code).
   */
  private writable<T>(
    client: TableClient,
    parsed: Result<T>,
  ): { readonly data: ClientData; readonly channel: TalkChannel; readonly value: T } | null {
    const data = client.userData;
    if (readOnlyRefusal(data) || !data) return refused(client, TALK_ERRORS.readOnly);
    if (!parsed.ok) return refused(client, parsed.error);
    const channel = channelOfWriter(data.seat !== null);
    const open = mayWrite(channel, this.settings);
    if (!open.ok) return refused(client, open.error);
    return { data, channel, value: parsed.value };
  }

  /**
   * C2S presence: a seated player is typing or away, synced on his seat. A spectator's is ignored (no seat shows
   * it), as is any beyond the person's presence allowance.
   */
  presence(client: TableClient, message: unknown): void {
    const data = client.userData;
    if (readOnlyRefusal(data) || !data) return refuse(client, TALK_ERRORS.readOnly);
    const parsed = parsePresenceSend(message);
    if (!parsed.ok) return refuse(client, parsed.error);
    const seat = data.seat;
    if (seat === null || !this.buckets.take(this.talker(client).person, 'presence', Date.now())) return;
    const s = this.host.state.seats[seat];
    if (!s || (s.typing === parsed.value.typing && s.away === parsed.value.away)) return;
    s.typing = parsed.value.typing;
    s.away = parsed.value.away;
    this.host.broadcastPatch();
  }

  /** C2S mute: this person hides (or shows again) an author's lines at this table, kept across reloads. */
  mute(client: TableClient, message: unknown): void {
    if (readOnlyRefusal(client.userData) || !client.userData) return refuse(client, TALK_ERRORS.readOnly);
    const parsed = parseMuteSend(message);
    if (!parsed.ok) return refuse(client, parsed.error);
    const { author, muted } = parsed.value;
    const me = this.talker(client);
    if (author === me.author) return refuse(client, TALK_ERRORS.badAuthor);
    const mine = this.mutesOf(me.person);
    if (mine.has(author) === muted) return this.tellMuted(me.person, false);
    try {
      this.host.store.talk.setMute(this.host.record.id, me.person, author, muted);
    } catch (e) {
      if (!(e instanceof StoreWriteError)) throw e;
      this.host.log(`${connectionName(client)} muting an author: not stored, the store cannot write`, e);
      return refuse(client, TABLE_ERRORS.storeUnavailable);
    }
    if (muted) mine.add(author);
    else mine.delete(author);
    // Shown again: the author's lines come back with a fresh catch-up.
    this.tellMuted(me.person, !muted);
  }

  /** C2S talk-settings: the creator closes or opens all chat or the spectators' channel. */
  changeSettings(client: TableClient, message: unknown): void {
    if (readOnlyRefusal(client.userData) || !client.userData) return refuse(client, TALK_ERRORS.readOnly);
    const parsed = parseTalkSettingsSend(message);
    if (!parsed.ok) return refuse(client, parsed.error);
    if (!this.isCreator(client)) return refuse(client, TALK_ERRORS.notCreator);
    const next: TalkSettings = { ...this.settings, ...parsed.value };
    if (next.chat === this.settings.chat && next.spectators === this.settings.spectators) return;
    try {
      this.host.store.updateTalk(this.host.record.id, next);
    } catch (e) {
      if (!(e instanceof StoreWriteError)) throw e;
      this.host.log(`${connectionName(client)} changing the talk settings: not stored, the store cannot write`, e);
      return refuse(client, TABLE_ERRORS.storeUnavailable);
    }
    this.settings = next;
    const { state } = this.host;
    state.talkChat = next.chat;
    state.talkSpectators = next.spectators;
    this.host.broadcastPatch();
    this.refreshReaders();
  }

  /** A connection left or dropped: its seat no longer shows it typing or away (the caller patches). */
  left(client: TableClient): void {
    const seat = client.userData?.seat ?? null;
    const s = seat === null ? undefined : this.host.state.seats[seat];
    if (!s) return;
    if (s.typing) s.typing = false;
    if (s.away) s.away = false;
  }

  /**
   * The channels a connection reads may have changed (the game ended or a rematch began, the creator opened or
   * closed the spectators' channel): each connection whose channels changed gets a new catch-up.
   */
  refreshReaders(): void {
    for (const client of this.host.sender.clients) {
      if (!client.userData?.joined || client.userData.feed) continue;
      if (this.reading.get(client) !== this.channelsFor(client).join()) this.sendCatchUp(client);
    }
  }

  /** The room is gone: the feed's reactions stop. */
  dispose(): void {
    this.feed.dispose();
  }

  /** Numbers, stores and delivers one accepted line; false (answered) when the store cannot write. */
  private write(client: TableClient, channel: TalkChannel, kind: TalkLine['kind'], text: string, at: number): boolean {
    const data = client.userData!;
    const me = this.talker(client);
    const seat: Seat | null = data.seat;
    const line: TalkLine = {
      channel,
      n: this.last[channel] + 1,
      kind,
      author: me.author,
      seat,
      name: seat !== null ? (this.host.state.seats[seat]?.name ?? '') : (data.name ?? ''),
      text,
      at,
      version: this.host.version(),
    };
    try {
      this.host.store.talk.append(this.host.record.id, me.person, line);
    } catch (e) {
      if (!(e instanceof StoreWriteError)) throw e;
      this.host.log(`${connectionName(client)}'s ${kind}: not stored, the store cannot write`, e);
      refuse(client, TABLE_ERRORS.storeUnavailable);
      return false;
    }
    this.last[channel] = line.n;
    for (const c of this.host.sender.clients) {
      if (!c.userData?.joined || c.userData.feed) continue;
      if (!this.channelsFor(c).includes(channel) || this.mutedBy(c).has(line.author)) continue;
      c.send(S2C.talk, line);
    }
    // The feed reads what a player reads (shared/talk.ts channelsOf): a spectator's reaction during play never.
    if (kind === 'reaction' && this.feedReads(channel)) this.feed.push(line);
    return true;
  }

  /** Whether the feed reads `channel` now. */
  private feedReads(channel: TalkChannel): boolean {
    return channelsOf('feed', this.settings, this.host.state.phase as 'waiting' | 'playing' | 'finished').includes(
      channel,
    );
  }

  /** A reaction whose time has come, to every feed client (but those whose person muted its author). */
  private showOnFeed(line: TalkLine): void {
    for (const c of this.host.sender.clients)
      if (c.userData?.feed && !this.mutedBy(c).has(line.author)) c.send(S2C.talk, line);
  }

  /** The catch-up a connection gets: the newest lines of each channel it reads (the feed: its shown reactions). */
  private sendCatchUp(client: TableClient): void {
    const me = this.talker(client);
    const channels = this.channelsFor(client);
    const muted = [...this.mutedBy(client)];
    const feed = client.userData?.feed === true;
    const id = this.host.record.id;
    const now = Date.now();
    const lines = channels
      // A channel without a line yet needs no query (a game's end sends every player a catch-up).
      .flatMap((ch) =>
        this.last[ch] === 0 ? [] : this.host.store.talk.recent(id, ch, TALK_HISTORY, muted, feed ? 'reaction' : null),
      )
      .filter((l) => !feed || (this.feed.dueAt(l.at) <= now && !this.feed.waiting(l)))
      .sort((a, b) => a.at - b.at || TALK_CHANNELS.indexOf(a.channel) - TALK_CHANNELS.indexOf(b.channel) || a.n - b.n);
    const msg: TalkCatchUp = {
      me: me.author,
      creator: readOnlyRefusal(client.userData) === null && this.isCreator(client),
      channels,
      muted,
      lines,
    };
    this.reading.set(client, channels.join());
    client.send(S2C.talkCatchUp, msg);
  }

  /**
   * Tells every connection of a person (but a feed: a stream shows no list) the authors it mutes now, and, when
   * asked, sends each a new catch-up.
   */
  private tellMuted(person: string, catchUp: boolean): void {
    const msg: MutedMessage = { muted: [...this.mutesOf(person)] };
    for (const c of this.host.sender.clients) {
      if (!c.userData?.joined || c.userData.feed || this.talker(c).person !== person) continue;
      c.send(S2C.muted, msg);
      if (catchUp) this.sendCatchUp(c);
    }
  }

  /** Who a connection reads as: a seated player (and his seat's overlay link), a spectator, or the feed. */
  private readerOf(client: TableClient): TalkReader {
    const data = client.userData;
    if (data?.feed) return 'feed';
    return data && (data.seat !== null || data.seatView !== null) ? 'player' : 'spectator';
  }

  private channelsFor(client: TableClient): TalkChannel[] {
    const phase = this.host.state.phase as 'waiting' | 'playing' | 'finished';
    return channelsOf(this.readerOf(client), this.settings, phase);
  }

  /** Whether a connection is the table's creator's (the same browser as the create's, across reloads). */
  isCreator(client: TableClient): boolean {
    return this.creatorHash !== null && this.talker(client).creator === this.creatorHash;
  }

  private mutedBy(client: TableClient): ReadonlySet<string> {
    return this.muted.get(this.talker(client).person) ?? new Set();
  }

  private mutesOf(person: string): Set<string> {
    let set = this.muted.get(person);
    if (!set) {
      set = new Set();
      this.muted.set(person, set);
    }
    return set;
  }

  private talker(client: TableClient): Talker {
    let t = this.talkers.get(client);
    if (!t) {
      const id = this.host.record.id;
      t = { author: authorId(id, client), person: personHash(id, client), creator: creatorHash(id, client) };
      this.talkers.set(client, t);
    }
    return t;
  }
}
