// Web bots by preference (the first is the default for a bot seat): the planning bot 'web/bot', then the random
// bot for playouts and as a weak opponent. Both read their seat's view, never the state.
import type { Bot } from '../../core/index.js';
import { planningBot } from './bot-planner.js';
import { randomBot } from './bot-random.js';
import type { WebAction, WebView } from './game-types.js';

/** Bots by preference: the first is the default for a bot seat. */
export const BOTS: readonly Bot<WebView, WebAction>[] = [planningBot, randomBot];
