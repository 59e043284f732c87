// The player key (issue 31): a private key this browser draws on its first visit and keeps in localStorage, sent
// with every join (JoinOptions.playerKey) and to the player pages (a header, never a URL), so the server knows a
// returning player by its hash. Moved to another device as a code to type (Crockford base32, case and O/0, I/L/1
// forgiven), and forgotten on request. Nobody else ever sees it: no answer of the server holds it or its hash.
import { isClientToken } from '../../shared/protocol.js';
import { randomToken } from './secret.js';

const PLAYER_KEY = 'tavolo.playerKey';
/** The key of this page when storage is blocked (one page, one player still). */
let pageKey: string | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** This browser's player key, drawn and kept on first use. */
export function playerKey(): string {
  const s = storage();
  const stored = s?.getItem(PLAYER_KEY) ?? null;
  if (isClientToken(stored)) return stored;
  pageKey ??= randomToken();
  try {
    s?.setItem(PLAYER_KEY, pageKey);
  } catch {
    /* storage blocked: this page keeps its key */
  }
  return pageKey;
}

/** Takes `key` as this browser's player key (an import from another device). */
export function adoptPlayerKey(key: string): void {
  pageKey = key;
  try {
    storage()?.setItem(PLAYER_KEY, key);
  } catch {
    /* storage blocked: this page keeps it */
  }
}

/** Forgets the player key: the next visit is a new player (the old games stay with the old key's code). */
export function forgetPlayerKey(): void {
  pageKey = null;
  try {
    storage()?.removeItem(PLAYER_KEY);
  } catch {
    /* nothing kept */
  }
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** Crockford's base32: no I, L, O, U. */
const B32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Characters of a code: 128 bits in base32. */
const CODE_CHARS = 26;

/** Symbols of `from` bits repacked as symbols of `to` bits (a partial last one padded with zeros when `keepTail`). */
function repack(symbols: readonly number[], from: number, to: number, keepTail: boolean): number[] {
  const out: number[] = [];
  let value = 0;
  let bits = 0;
  for (const v of symbols) {
    value = ((value << from) | v) & 0xffff;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((value >> bits) & ((1 << to) - 1));
    }
  }
  if (keepTail && bits > 0) out.push((value << (to - bits)) & ((1 << to) - 1));
  return out;
}

/** The code that moves a player key to another device: 26 characters in groups of 4 ('7K3Q-ZD8M-…'). */
export function codeOfKey(key: string): string {
  const bytes = repack(
    [...key].map((c) => B64.indexOf(c)),
    6,
    8,
    false,
  ).slice(0, 16);
  const text = repack(bytes, 8, 5, true)
    .map((v) => B32[v])
    .join('');
  return text.match(/.{1,4}/g)!.join('-');
}

/** The player key a typed code stands for, or null when it is not one (a character missing, a typo). */
export function keyOfCode(code: string): string | null {
  const clean = code.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (clean.length !== CODE_CHARS || [...clean].some((c) => !B32.includes(c))) return null;
  const bytes = repack(
    [...clean].map((c) => B32.indexOf(c)),
    5,
    8,
    false,
  ).slice(0, 16);
  const key = repack(bytes, 8, 6, true)
    .map((v) => B64[v])
    .join('');
  return isClientToken(key) && codeOfKey(key).replace(/-/g, '') === clean ? key : null;
}
