// Who writes and reads at a table's talk (issue 29), as hashes bound to that table: the author id every line names
// (what a mute names), the person hash the daily cap and the mutes are kept under, and the creator hash that
// recognises the table's creator after a reload. Derived from a connection's Person (server/person.ts): never from
// its address alone where the hash is sent (an IPv4 address is brute-forced from its hash in minutes).
import { createHash } from 'node:crypto';
import type { Person } from './person.js';
import type { TableClient } from './table-client.js';
import { personOfClient } from './table-people.js';

const sha256 = (text: string) => createHash('sha256').update(text);

/**
 * The id a connection writes under at `tableId`: base64url(sha256('talk|' + tableId + '|' + its browser key))
 * cut to 11 characters, the same across the browser's reloads and linked to no other table; a connection without a
 * browser id gets one from its session id (it lasts as long as the connection and its reconnections).
 */
export function authorId(tableId: string, client: TableClient): string {
  const person = personOfClient(client);
  return sha256(`talk|${tableId}|${person?.browser ?? client.sessionId}`)
    .digest('base64url')
    .slice(0, 11);
}

/** The key a connection's person is limited and muted under: its browser id, else its address (Person). */
export function personKey(person: Person | null, client: TableClient): string {
  return person?.browser ?? person?.address ?? `s:${client.sessionId}`;
}

/** The stored form of a person at `tableId` (the daily cap's and the mutes' key): a hash, never the raw key. */
export function personHash(tableId: string, client: TableClient): string {
  return sha256(`talk-person|${tableId}|${personKey(personOfClient(client), client)}`).digest('hex');
}

/**
 * The stored form of the creator at `tableId`: a hash of its browser key (the creator is the same browser again
 * after a reload or a restart), of its session id without one (that connection and its reconnections only).
 */
export function creatorHash(tableId: string, client: TableClient): string {
  const browser = personOfClient(client)?.browser ?? null;
  return sha256(`talk-creator|${tableId}|${browser ?? `s:${client.sessionId}`}`).digest('hex');
}
