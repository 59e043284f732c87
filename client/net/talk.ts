// Table talk's door (issue 29): the S2C talk, talk-catch-up and muted messages → the store, and the C2S talk,
// react, presence, mute and talk-settings messages. client/net/table.ts binds the current room here; every payload
// from the server is checked before the store sees it (a malformed line is dropped, never shown half).
import type { Room } from 'colyseus.js';
import { isRecord } from '../../shared/core/index.js';
import { C2S, S2C } from '../../shared/protocol.js';
import {
  isAuthorId,
  isReaction,
  parseTalkText,
  TALK_CHANNELS,
  type MuteSend,
  type PresenceSend,
  type Reaction,
  type ReactSend,
  type TalkCatchUp,
  type TalkChannel,
  type TalkLine,
  type TalkSend,
  type TalkSettingsSend,
} from '../../shared/talk.js';
import { useTavolo } from '../store.js';

/** The room talk goes through now (table.ts binds it on attach, unbinds it when the connection goes). */
let room: Room | null = null;
/** The presence this page wants the server to show for its seat, */
let wanted: PresenceSend = { typing: false, away: false };
/** and the presence last sent on this connection (a new connection starts from the server's: neither). */
let sent: PresenceSend = { typing: false, away: false };

const store = () => useTavolo.getState();

/** Points talk at room `r` (a new connection) or at none; the presence sent so far starts afresh. */
export function bindTalk(r: Room | null): void {
  room = r;
  sent = { typing: false, away: false };
}

/** Listens to room `r`'s talk messages while `current()` says it is still this page's room. */
export function listenTalk(r: Room, current: () => boolean): void {
  r.onMessage(S2C.talk, (m: unknown) => {
    if (current()) receiveTalkLine(m);
  });
  r.onMessage(S2C.talkCatchUp, (m: unknown) => {
    if (current()) receiveTalkCatchUp(m);
  });
  r.onMessage(S2C.muted, (m: unknown) => {
    if (current()) receiveMuted(m);
  });
}

/** S2C talk: one new line, into the store when well-formed. */
export function receiveTalkLine(m: unknown): void {
  const line = parseLine(m);
  if (line) store().addTalkLine(line);
}

/** S2C talk-catch-up: who this page is at the table, and the lines of the channels it reads. */
export function receiveTalkCatchUp(m: unknown): void {
  if (!isRecord(m) || typeof m.me !== 'string' || !Array.isArray(m.channels) || !Array.isArray(m.lines)) return;
  const channels = m.channels.filter(isChannel);
  const lines = parseTalkLines(m.lines);
  const catchUp: TalkCatchUp = { me: m.me, creator: m.creator === true, channels, muted: authors(m.muted), lines };
  store().catchUpTalk(catchUp);
}

/** S2C muted: the authors this person mutes now. */
export function receiveMuted(m: unknown): void {
  if (isRecord(m)) store().setTalkMuted(authors(m.muted));
}

const isChannel = (c: unknown): c is TalkChannel => (TALK_CHANNELS as readonly unknown[]).includes(c);
const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
const authors = (list: unknown): string[] => (Array.isArray(list) ? list.filter(isAuthorId) : []);

/** The well-formed lines of a list from the server (a replay's talk): a malformed one is left out. */
export function parseTalkLines(list: unknown): TalkLine[] {
  return Array.isArray(list) ? list.flatMap((l) => parseLine(l) ?? []) : [];
}

/** A line as the server sends it, or null when any field is not what shared/talk.ts says. */
function parseLine(m: unknown): TalkLine | null {
  if (!isRecord(m) || !isChannel(m.channel) || !isCount(m.n) || typeof m.author !== 'string') return null;
  if (m.kind !== 'text' && m.kind !== 'reaction') return null;
  if (typeof m.text !== 'string' || (m.kind === 'reaction' && !isReaction(m.text))) return null;
  if (!(m.seat === null || isCount(m.seat)) || typeof m.name !== 'string') return null;
  if (typeof m.at !== 'number' || !Number.isFinite(m.at) || !isCount(m.version)) return null;
  return {
    channel: m.channel,
    n: m.n,
    kind: m.kind,
    author: m.author,
    seat: m.seat,
    name: m.name,
    text: m.text,
    at: m.at,
    version: m.version,
  };
}

/** Whether this page can talk now; otherwise says why in a toast. */
function connected(): Room | null {
  if (!room) store().pushToast('net/not-connected', 'Not connected to the table.');
  return room;
}

/**
 * Sends a chat message in this page's own channel; a text the server would refuse is refused here with the same
 * code and never sent. Returns whether it went.
 */
export function sendTalk(text: string): boolean {
  const checked = parseTalkText(text);
  if (!checked.ok) {
    store().pushToast(checked.error.code, checked.error.message);
    return false;
  }
  const r = connected();
  if (!r) return false;
  const msg: TalkSend = { text: checked.value };
  r.send(C2S.talk, msg);
  return true;
}

/** Sends a quick reaction in this page's own channel. */
export function sendReaction(reaction: Reaction): void {
  const r = connected();
  if (!r) return;
  const msg: ReactSend = { reaction };
  r.send(C2S.react, msg);
}

/** Hides (true) or shows again (false) an author's lines for this person at this table. */
export function sendMute(author: string, muted: boolean): void {
  const r = connected();
  if (!r) return;
  const msg: MuteSend = { author, muted };
  r.send(C2S.mute, msg);
}

/** The creator closes or opens all chat, or sets the spectators' channel. */
export function sendTalkSettings(settings: TalkSettingsSend): void {
  const r = connected();
  if (!r) return;
  r.send(C2S.talkSettings, settings);
}

/** This page's player is writing (true) or not (false): sent only when it changes, and only from a seat. */
export function reportTyping(typing: boolean): void {
  wanted = { ...wanted, typing };
  syncPresence();
}

/** This page's tab has been hidden AWAY_AFTER_MS (true), or shows again (false). */
export function reportAway(away: boolean): void {
  wanted = { ...wanted, away };
  syncPresence();
}

/** Sends the wanted presence if it differs from what this connection sent (table.ts calls it after a welcome). */
export function syncPresence(): void {
  const s = store();
  if (!room || s.mySeat === null || s.feed) return;
  if (wanted.typing === sent.typing && wanted.away === sent.away) return;
  room.send(C2S.presence, wanted);
  sent = wanted;
}
