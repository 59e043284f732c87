// Labiro bots by preference (the first is the default for a bot seat). For now only the random bot; the
// planning bot 'labiro/bot' comes first here once it lands.
import type { Bot } from '../../core/index.js';
import { randomBot } from './bot-random.js';
import type { LabiroAction, LabiroView } from './game-types.js';

/** Bots by preference: the first is the default for a bot seat. */
export const BOTS: readonly Bot<LabiroView, LabiroAction>[] = [randomBot];
