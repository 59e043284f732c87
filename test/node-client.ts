// colyseus.js in Node: the clients of the server tests and the benchmarks (a browser's page has its own HTTP stack).
import { globalAgent } from 'node:http';
import { Client } from 'colyseus.js';

/**
 * A colyseus.js client for `url` whose matchmaking requests wait for their answer, as a browser's do. Node's global
 * agent gives every socket a 5 s idle timeout (Node 19+) and colyseus.js's HTTP layer (@colyseus/httpie) aborts a
 * request on it: a create or a join that the server answered after 5 s (a restart restoring its tables, a saturated
 * server) failed in the client as "socket hang up", though the server had answered it.
 */
export function nodeClient(url: string): Client {
  delete (globalAgent as unknown as { options: { timeout?: number } }).options.timeout;
  return new Client(url);
}
