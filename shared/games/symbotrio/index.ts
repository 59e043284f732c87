// Symbotrio by name (rules/symbotrio.md, issue 10): the engine object (`symbotrio`, registered in
// shared/games/index.ts), its types, the board's geometry, and the bots.
export * from './game-types.js';
export { symbotrio, symbotrio as symbotrioEngine } from './game.js';
export { ERRORS, refuse, type ErrorName, type SymbotrioErrorCode } from './errors.js';
export {
  CODE_CARDS,
  GEMS,
  GEM_CARDS,
  OTHER_CARDS_EACH,
  SHORT_DECK,
  cellOf,
  dims,
  fullDeck,
  gemSigns,
  hasGem,
  squareAt,
} from './board.js';
export { DEFAULT_OPTIONS, parseAction, parseOptions } from './parse.js';
export { setup } from './setup.js';
export { apply, type Applied } from './rules.js';
export { crackingCard, stillPossible } from './rules-try.js';
export { view } from './view.js';
export { legalActions, legalFromView, outcome, toAct } from './legal.js';
export { KEEP_PER_TURN, botMemory, remembered, type MemoryLevel, type SymbotrioMemory } from './bot-memory.js';
export { thief, thiefAction, type SymbotrioBot } from './bot-thief.js';
export { randomBot, randomAction } from './bot-random.js';
export { BOTS, botById } from './bots.js';
export { playBots, wonAlone, type BotGame } from './bot-sim.js';
