// The chat panel's pure parts: which channels the page shows and writes in, the lines a tab shows, who wrote a
// line in words, the muted authors' names, the spectators' reaction tally, and the characters a draft has left.
import type { TableSnapshot } from '../../../shared/protocol.js';
import {
  channelOfWriter,
  channelsOf,
  mayWrite,
  REACTIONS,
  TALK_MAX_CHARS,
  talkLength,
  type Reaction,
  type TalkChannel,
  type TalkLine,
} from '../../../shared/talk.js';
import type { ShownReaction, TalkState } from '../../store.js';

/**
 * The channels this page shows as tabs: those the server said it reads, less one the creator closed to players
 * since (the server sends a catch-up when a channel opens, none when it closes again).
 */
export function tabsOf(talk: TalkState, table: TableSnapshot | null, seated: boolean): TalkChannel[] {
  if (!table) return [...talk.channels];
  const now = channelsOf(seated ? 'player' : 'spectator', table.talk, table.phase);
  return talk.channels.filter((c) => now.includes(c));
}

/**
 * Why this page cannot write in its channel now ('closed': the creator closed all chat; 'spectators-closed': the
 * spectators' channel), or null when it can.
 */
export function closedReason(table: TableSnapshot | null, seated: boolean): 'closed' | 'spectators-closed' | null {
  if (!table || mayWrite(channelOfWriter(seated), table.talk).ok) return null;
  return table.talk.chat ? 'spectators-closed' : 'closed';
}

/** The lines a tab shows: its channel's, without the muted authors'. */
export function linesOf(talk: TalkState, channel: TalkChannel): TalkLine[] {
  return talk.lines.filter((l) => l.channel === channel && !talk.muted.includes(l.author));
}

/** How a line's writer is named: his name, or `guest` when he gave none. */
export function writerName(line: Pick<TalkLine, 'name'>, guest: string): string {
  return line.name.trim() === '' ? guest : line.name;
}

/**
 * A name set into a sentence of ours (a button's label, a tooltip): between first-strong isolate marks, so a name
 * written right to left, or holding a direction override, cannot reorder the words around it.
 */
export function isolated(name: string): string {
  return `\u2068${name}\u2069`;
}

/** The muted authors with the newest name the page holds for each (`guest` when it holds none). */
export function mutedNames(talk: TalkState, guest: string): { readonly author: string; readonly name: string }[] {
  return talk.muted.map((author) => {
    const last = talk.lines.findLast((l) => l.author === author);
    return { author, name: last ? writerName(last, guest) : guest };
  });
}

/** The spectators' reactions on screen, counted by reaction in palette order (the light counter's pills). */
export function spectatorTally(reactions: readonly ShownReaction[]): { readonly reaction: Reaction; count: number }[] {
  const counts = new Map<string, number>();
  for (const r of reactions)
    if (r.line.channel === 'spectators') counts.set(r.line.text, (counts.get(r.line.text) ?? 0) + 1);
  return REACTIONS.flatMap((reaction) => {
    const count = counts.get(reaction) ?? 0;
    return count > 0 ? [{ reaction, count }] : [];
  });
}

/** The newest live reaction of each seat (players' channel): the bubble over that seat's place. */
export function seatBubbles(reactions: readonly ShownReaction[]): Map<number, ShownReaction> {
  const out = new Map<number, ShownReaction>();
  for (const r of reactions) if (r.line.channel === 'players' && r.line.seat !== null) out.set(r.line.seat, r);
  return out;
}

/** Characters a draft may still take (Unicode code points, as the server counts them; below 0 when over). */
export function charsLeft(draft: string): number {
  return TALK_MAX_CHARS - talkLength(draft);
}
