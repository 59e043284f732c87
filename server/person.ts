// Who is behind a connection, for fairness between people (issue 28): the browser (the id client/net draws once
// and keeps in localStorage, JoinOptions.browserId) and the address (as Colyseus reads it for the WebSocket:
// X-Real-IP, then X-Forwarded-For, then the socket's), one person either way. One server process counts each
// person's connections to tables and charges their costly work across all their tables in a sliding window, on
// top of the seat's and the table's budgets (server/work-budget.ts). Nothing here is ever sent to a client.
import type { RuleError } from '../shared/core/index.js';
import { isClientToken } from '../shared/protocol.js';
import { TABLE_ERRORS } from './table-errors.js';
import { CostWindow } from './work-budget.js';

/** One person's keys. Example: `{ browser: 'b:Qx3…', address: 'a:203.0.113.7' }`. */
export interface Person {
  /** 'b:' and the browser id, or null when the join sent none (an older client, a script). */
  readonly browser: string | null;
  /** 'a:' and the address (an IPv6 address by its /64 network, what one home or phone holds). */
  readonly address: string;
}

/** How many connections to tables one person may hold at once, in one server process. */
export interface ConnectionLimits {
  /** Per browser: a player with many tabs, a feed and an overlay link stays far below it. */
  readonly browser: number;
  /** Per address: a family or a classroom behind one router share it. */
  readonly address: number;
}

/** Defaults: 24 tabs of one browser, 96 connections from one address. */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = { browser: 24, address: 96 };

/** Worker ms one person's costly actions may use per window, across all their tables. */
export interface PersonBudgetLimits {
  /** The sliding window, ms (the tables' own). */
  readonly windowMs: number;
  /** Per browser. */
  readonly browserMs: number;
  /** Per address (several browsers behind it). */
  readonly addressMs: number;
}

/** The first group of an X-Forwarded-For list, without IPv4-in-IPv6 wrapping; '' when unknown. */
function plainAddress(ip: unknown): string {
  const raw = Array.isArray(ip) ? ip[0] : ip;
  if (typeof raw !== 'string') return '';
  const first = raw.split(',')[0]!.trim().toLowerCase();
  return first.startsWith('::ffff:') && first.includes('.') ? first.slice(7) : first;
}

/** An IPv6 address's first four groups (its /64 network), or the address itself when it is not IPv6. */
function network(address: string): string {
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('%')[0]!.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The person behind a join: its options' browser id (when well formed) and its address. */
export function personOf(options: unknown, ip: unknown): Person {
  const id =
    typeof options === 'object' && options !== null ? (options as { browserId?: unknown }).browserId : undefined;
  return { browser: isClientToken(id) ? `b:${id}` : null, address: `a:${network(plainAddress(ip))}` };
}

/** The keys a person is counted and charged under. */
function keysOf(person: Person): string[] {
  return person.browser === null ? [person.address] : [person.browser, person.address];
}

/** Every person's open connections to tables and spending of costly work, in one server process. */
export class People {
  private readonly open = new Map<string, number>();
  private readonly spent: CostWindow;

  constructor(
    private readonly connections: ConnectionLimits,
    private readonly budget: PersonBudgetLimits,
  ) {
    this.spent = new CostWindow(budget.windowMs);
  }

  /** The refusal of one more connection for `person` ('table/too-many-connections'), or null. */
  admit(person: Person): RuleError | null {
    const full =
      (person.browser !== null && (this.open.get(person.browser) ?? 0) >= this.connections.browser) ||
      (this.open.get(person.address) ?? 0) >= this.connections.address;
    return full ? TABLE_ERRORS.tooManyConnections : null;
  }

  /** A connection of `person` opened (+1) or closed (−1). */
  count(person: Person, delta: 1 | -1): void {
    for (const key of keysOf(person)) {
      const n = (this.open.get(key) ?? 0) + delta;
      if (n > 0) this.open.set(key, n);
      else this.open.delete(key);
    }
  }

  /** Whether `person` has used its share of costly work for the window ending `now` (by browser or by address). */
  overBudget(person: Person, now: number): boolean {
    return (
      (person.browser !== null && this.spent.used(person.browser, now) >= this.budget.browserMs) ||
      this.spent.used(person.address, now) >= this.budget.addressMs
    );
  }

  /** Records `ms` of costly work done for `person` at `now`. */
  charge(person: Person, ms: number, now: number): void {
    for (const key of keysOf(person)) this.spent.charge(key, ms, now);
  }
}
