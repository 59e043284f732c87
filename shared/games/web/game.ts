// Web as a game at the table: the engine object the platform hosts (rules/web.md, issue 9).
import type { Game } from '../../core/index.js';
import { BOTS } from './bots.js';
import type { WebAction, WebEvent, WebOptions, WebState, WebView } from './game-types.js';
import { legalActions, legalFromView, outcome, toAct } from './legal.js';
import { DEFAULT_OPTIONS, MAX_PLAYERS, MIN_PLAYERS, parseAction, parseOptions } from './parse.js';
import { apply } from './rules.js';
import { setup } from './setup.js';
import { view } from './view.js';

/** The Web engine for the generic table room, replays, bots and tests. */
export const web: Game<WebState, WebAction, WebView, WebOptions, WebEvent> = {
  id: 'web',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  defaultOptions: DEFAULT_OPTIONS,
  parseOptions,
  setup,
  parseAction,
  apply,
  view,
  toAct,
  outcome,
  legalActions,
  legalFromView,
  bots: BOTS,
};
