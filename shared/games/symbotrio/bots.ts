// Symbotrio bots by preference (the first is the default for a bot seat): the medium thief, then the hard and
// easy thieves and the random bot. All read their seat's view, never the state (bot-memory.ts: their memory).
import { randomBot } from './bot-random.js';
import { thief, type SymbotrioBot } from './bot-thief.js';

/** Bots by preference: the first is the default for a bot seat. */
export const BOTS: readonly SymbotrioBot[] = [thief('medium'), thief('hard'), thief('easy'), randomBot];

/** A bot by id ('symbotrio/hard'), or undefined. */
export const botById = (id: string): SymbotrioBot | undefined => BOTS.find((b) => b.id === id);
