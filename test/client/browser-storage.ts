// The browser's storage for client/net tests in Node: localStorage and sessionStorage held in memory, and the
// server the page talks to (VITE_SERVER_URL), stubbed for one test file and put back after it.
import { vi } from 'vitest';

/** A browser Storage held in memory. */
export class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(k: string): string | null {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string): void {
    this.items.set(k, String(v));
  }
  removeItem(k: string): void {
    this.items.delete(k);
  }
}

/** Gives the page fresh in-memory storage (or `local` as its localStorage) and the server at `port`. */
export function stubBrowser(port: number, local = new MemoryStorage()): void {
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  vi.stubEnv('VITE_SERVER_URL', `http://127.0.0.1:${port}`);
}

/** Puts back what stubBrowser replaced. */
export function unstubBrowser(): void {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
}
