// The people behind one table's connections (server/person.ts): who a joining connection is (its auth), whether
// that person may open one more, and each connection counted once in the server's People while it is connected.
import type { People, Person } from './person.js';
import { refusal, type TableClient } from './table-client.js';

/** The person behind a connection, as onAuth found it (null for a connection that never passed it). */
export function personOfClient(client: TableClient): Person | null {
  const auth: unknown = client.auth;
  return typeof auth === 'object' && auth !== null && 'address' in auth ? (auth as Person) : null;
}

/** One table's share of the server's People. */
export class TablePeople {
  /** The people of this table's connections, each counted once in the server's People while connected. */
  private readonly counted = new Set<Person>();

  constructor(private readonly people: People) {}

  /** The person a join names (kept as its auth), or a thrown refusal when that person holds too many connections. */
  admit(person: Person): Person {
    const full = this.people.admit(person);
    if (full) throw refusal(full);
    return person;
  }

  /** A connection of a person opened (+1) or closed (−1): counted once in the server's People. */
  count(client: TableClient, delta: 1 | -1): void {
    const person = personOfClient(client);
    if (!person) return;
    if (delta === 1 ? this.counted.has(person) : !this.counted.has(person)) return;
    if (delta === 1) this.counted.add(person);
    else this.counted.delete(person);
    this.people.count(person, delta);
  }

  /** The table closed: every connection it still counted is released. */
  release(): void {
    for (const person of this.counted) this.people.count(person, -1);
    this.counted.clear();
  }
}
