// Server-chosen randomness: table codes, seeds and seat keys (crypto-grade; shared/ never draws any).
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { ChaChaSeed } from '../shared/core/index.js';

/** Letters and digits that cannot be mistaken for each other when read aloud or typed (no 0/O, 1/I/L). */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** Length of a table code. */
export const CODE_LENGTH = 6;

/** A random 6-character table code ('K7P2QX'), also the Colyseus roomId and the /t/<code> link. */
export function makeTableCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Whether a string has the shape of a table code (for untrusted URLs and join requests). */
export function isTableCode(s: unknown): s is string {
  return typeof s === 'string' && s.length === CODE_LENGTH && [...s].every((c) => CODE_ALPHABET.includes(c));
}

/** Words in a new table's ChaCha20 key: 256 bits. */
const SEED_WORDS = 8;

/**
 * A new table's seed: a random 256-bit ChaCha20 key, eight 32-bit words (the engine's only source of randomness;
 * its stream is cryptographic, so the public draws tell nothing of the hidden ones). Tables stored before it keep
 * their four sfc32 words (shared/core/rng.ts reads the generator off the seed's shape).
 */
export function makeSeed(): ChaChaSeed {
  const bytes = randomBytes(SEED_WORDS * 4);
  return { chacha20: Array.from({ length: SEED_WORDS }, (_, i) => bytes.readUInt32LE(i * 4)) };
}

/** A random seat key: 128 bits, URL-safe; the client keeps it, the server keeps only its hash. */
export function makeSeatKey(): string {
  return randomBytes(16).toString('base64url');
}

/** The stored form of a seat key. */
export function hashSeatKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
