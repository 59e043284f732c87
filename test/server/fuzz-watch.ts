// What would show a fuzzed server unwell, gathered for a fuzz test file: its own error log, exceptions that
// escaped everything in this process (the server runs in it), and what the server stack printed.
import { afterAll, beforeAll } from 'vitest';
import { expectedCode, formatLog } from '../../server/log.js';
import { captureConsole } from './fuzz.js';
import { serverPerFile, type FileServer } from './helpers.js';

/** The file's server and its health so far. */
export interface WatchedServer {
  readonly live: FileServer;
  /** Every entry the server logged but its expected refusals and closes (an error: a handler that threw, a failed job). */
  readonly logged: string[];
  /** Uncaught exceptions and unhandled rejections in this process. */
  readonly escaped: string[];
  /** Console errors and warnings other than the benign ones (ws' protocol errors, the schema decoder's UTF-8 note). */
  unexpectedPrints(): string[];
}

/** Boots the calling file's server (serverPerFile) and watches it from beforeAll to afterAll. */
export function watchedServerPerFile(): WatchedServer {
  const logged: string[] = [];
  // A refusal or a close is one expected line (server/log.ts); anything else the server logs is a finding.
  const live = serverPerFile({
    log: (message, error) => {
      if (error === undefined || expectedCode(error) === null) logged.push(formatLog(message, error));
    },
  });
  const escaped: string[] = [];
  const onError = (e: unknown) => escaped.push(String(e));
  let printed: ReturnType<typeof captureConsole> | null = null;
  beforeAll(() => {
    printed = captureConsole();
    process.on('uncaughtException', onError);
    process.on('unhandledRejection', onError);
  });
  afterAll(() => {
    printed?.restore();
    process.off('uncaughtException', onError);
    process.off('unhandledRejection', onError);
  });
  return { live, logged, escaped, unexpectedPrints: () => printed?.unexpected() ?? [] };
}
