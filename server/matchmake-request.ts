// Matchmaking requests (create, join, joinById, reconnect: an HTTP POST under /matchmake/) are the one input
// Colyseus 0.16 reads whole before anything checks it: its handler buffered any body (64 MB took 300 MB of the
// server's memory), answered a body that is not JSON with the parser's bare message, and threw on an options
// key named 'hasOwnProperty'. Here the body is read with a bound and must be a JSON object of plain keys; then
// Colyseus' own controller answers, as its handler would have.
import { ErrorCode, matchMaker, type AuthContext } from '@colyseus/core';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorMessage } from '../shared/protocol.js';
import { isTableCode } from './ids.js';
import type { Log } from './log.js';
import { refusalText, TABLE_ERRORS } from './table-errors.js';

/** Largest matchmaking body: a create's options with a long name fit many times over. */
export const MATCHMAKE_MAX_BYTES = 16 * 1024;
/** Bytes of an oversized body still read (and dropped) after the refusal, so the client can read it; then the connection closes. */
const DRAIN_BYTES = 1024 * 1024;

/** Whether a request is one Colyseus' matchmaking handler would take (its own test: the route in the URL, POST). */
export function isMatchmakeRequest(req: IncomingMessage): boolean {
  return req.method === 'POST' && (req.url ?? '').includes(`/${matchMaker.controller.matchmakeRoute}`);
}

/**
 * Answers a matchmaking request with a refusal, as Colyseus answers its own errors (200, `{ code, error }`), and says
 * so in one line of `log` (null: the caller logged why already).
 */
export function refuseMatchmake(
  res: ServerResponse,
  error: ErrorMessage | string,
  log: Log | null,
  close = false,
): void {
  if (res.headersSent) return;
  if (log) {
    const { method, roomName } = matchmakeTarget(res.req);
    const where = isTableCode(roomName) ? `table ${roomName}: ` : '';
    const code = typeof error === 'string' ? error.split(':')[0]! : error.code;
    log(`${where}matchmaking ${method ?? '(no method)'} refused`, { code, message: '' });
  }
  res.writeHead(200, {
    ...matchMaker.controller.DEFAULT_CORS_HEADERS,
    'Content-Type': 'application/json',
    ...(close ? { Connection: 'close' } : {}),
  });
  res.end(
    JSON.stringify({
      code: ErrorCode.MATCHMAKE_UNHANDLED,
      error: typeof error === 'string' ? error : refusalText(error),
    }),
  );
}

/**
 * Whether a key names Object's own machinery ('__proto__', 'hasOwnProperty', 'constructor'…): Colyseus merges a
 * create's options into a fresh object calling each one's `hasOwnProperty`, so such a key threw inside it (an
 * unclear answer and a stack in the log) or set the merged object's prototype.
 */
function isObjectMachinery(key: string): boolean {
  return key === '__proto__' || key in Object.prototype;
}

/**
 * Reads a matchmaking body: its options object, or null once the request was refused (too large: answered at
 * once and the rest dropped; not a JSON object; the connection gone), the refusal in one line of `log`.
 */
export function readMatchmakeBody(
  req: IncomingMessage,
  res: ServerResponse,
  log: Log,
): Promise<Record<string, unknown> | null> {
  return new Promise((resolve) => {
    const declared = Number(req.headers['content-length']);
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    const tooLarge = () => {
      refused = true;
      chunks.length = 0;
      refuseMatchmake(res, TABLE_ERRORS.badRequest, log, true);
      resolve(null);
    };
    if (Number.isFinite(declared) && declared > MATCHMAKE_MAX_BYTES) tooLarge();
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (refused) {
        if (size > MATCHMAKE_MAX_BYTES + DRAIN_BYTES) req.destroy();
        return;
      }
      if (size > MATCHMAKE_MAX_BYTES) tooLarge();
      else chunks.push(chunk);
    });
    req.on('end', () => {
      if (refused) return;
      let options: unknown;
      try {
        options = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        options = undefined;
      }
      if (
        typeof options !== 'object' ||
        options === null ||
        Array.isArray(options) ||
        Object.keys(options).some(isObjectMachinery)
      ) {
        refuseMatchmake(res, TABLE_ERRORS.badRequest, log);
        resolve(null);
      } else resolve(options as Record<string, unknown>);
    });
    req.on('error', () => resolve(null));
    req.on('close', () => resolve(null)); // no-op once resolved
  });
}

/** The method (create, join, joinById, reconnect…) and room name (or table code) a matchmaking URL names, as Colyseus reads them. */
export function matchmakeTarget(req: IncomingMessage): { method: string | undefined; roomName: string } {
  const controller = matchMaker.controller;
  const parts: string[] = (req.url ?? '').match(controller.allowedRoomNameChars) ?? [];
  const at = parts.indexOf(controller.matchmakeRoute as string);
  return { method: parts[at + 1], roomName: parts[at + 2] ?? '' };
}

/**
 * Hands a checked request to Colyseus' matchmaking controller and writes its answer: Server.handleMatchMakeRequest
 * of @colyseus/core 0.16, less its body reading (readMatchmakeBody did that).
 */
export async function answerMatchmake(
  req: IncomingMessage,
  res: ServerResponse,
  options: Record<string, unknown>,
  target = matchmakeTarget(req),
): Promise<void> {
  const controller = matchMaker.controller;
  const { method, roomName } = target;
  const auth = req.headers.authorization;
  const context = {
    token: auth?.startsWith('Bearer ') ? auth.substring(7) : undefined,
    headers: req.headers,
    ip: req.headers['x-real-ip'] ?? req.headers['x-forwarded-for'] ?? req.socket.remoteAddress,
    req,
  } as unknown as AuthContext;
  let body: string;
  try {
    body = JSON.stringify(await controller.invokeMethod(method as string, roomName, options, context));
  } catch (e) {
    const error = e as { code?: unknown; message?: unknown };
    body = JSON.stringify({ code: error.code, error: error.message });
  }
  if (res.headersSent || res.destroyed) return;
  res.writeHead(200, {
    ...controller.DEFAULT_CORS_HEADERS,
    ...controller.getCorsHeaders(req),
    'Content-Type': 'application/json',
  });
  res.end(body);
}
