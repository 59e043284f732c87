// Child-process entry of the platform benchmarks: a bare Colyseus 0.16 server on the same transport and options as
// Tavolo's (server/app.ts), whose one room has no rules: an 'action' message bumps a small schema field and sends
// one patch. Driven by the same client harness as Tavolo's tables, it is the framework's own ceiling on this
// machine. The same IPC probe as bench/probe-server.ts times its action handler.
import { matchMaker, Room, Server, type Client } from '@colyseus/core';
import { schema, type SchemaType } from '@colyseus/schema';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { answerProbe, BARE_ROOM } from './load-shared.js';

/** The bare room's whole state: the action count and whose turn it is. */
const BareState = schema({ version: 'uint32', turn: 'uint8' }, 'BareState');
type BareState = SchemaType<typeof BareState>;

let win = fresh();
/** The event loop's delay, as bench/probe-server.ts measures it. */
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
function fresh() {
  return { actions: 0, act: [] as number[], patch: [] as number[], cpu: process.cpuUsage(), at: performance.now() };
}

/** Two clients take turns; an action from the client whose turn it is bumps the version and sends a patch. */
class BareRoom extends Room<BareState> {
  override onCreate(): void {
    this.setPatchRate(null);
    this.maxClients = 8;
    const state = new BareState();
    state.version = 0;
    state.turn = 0;
    this.state = state;
    this.onMessage('action', (_client: Client) => {
      const t0 = performance.now();
      this.state.version += 1;
      this.state.turn = this.state.version % 2;
      const t1 = performance.now();
      this.broadcastPatch();
      const t2 = performance.now();
      win.actions++;
      win.act.push(t2 - t0);
      win.patch.push(t2 - t1);
    });
    this.onMessage('*', () => {});
  }
}

const http = createServer((_req, res) => res.writeHead(404).end());
const transport = new WebSocketTransport({ server: http, maxPayload: 64 * 1024 });
const gameServer = new Server({ transport, greet: false, gracefullyShutdown: false });
gameServer.define(BARE_ROOM, BareRoom);
await gameServer.listen(Number(process.env.PORT ?? 0));
const port = (http.address() as AddressInfo).port;
console.log(`[bench] bare colyseus server (port ${port})`);

answerProbe(
  () => {
    win = fresh();
    loopDelay.reset();
  },
  () => {
    const cpu = process.cpuUsage(win.cpu);
    return {
      actions: win.actions,
      refused: 0,
      act: win.act,
      store: [],
      view: [],
      patch: win.patch,
      cpuMs: (cpu.user + cpu.system) / 1000,
      wallMs: performance.now() - win.at,
      loopDelay: { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 },
      hooked: ['act', 'patch'],
    };
  },
);
const stop = () => {
  void Promise.allSettled(matchMaker.disconnectAll());
  http.closeAllConnections();
  process.exit(0);
};
process.on('disconnect', stop);
process.on('SIGTERM', stop);
