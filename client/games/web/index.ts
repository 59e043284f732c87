// Web's client: the 3D table (cards, cables, piles, hands, ghost and hints) and the HTML controls, seats panel
// and log lines, plugged into the table shell (GameClient).
import type { WebAction, WebView } from '../../../shared/games/web/game-types.js';
import { legalFromView } from '../../../shared/games/web/index.js';
import { legalOf } from '../../kit/legal.js';
import type { GameClient } from '../../kit/contract.js';
import { describeEvent } from './describe.js';
import { soundOf } from './sounds.js';
import { directorShot } from './director.js';
import { useWebGuide } from './guide.js';
import { seatCamera, topCamera } from './layout.js';
import { WebScene } from './Scene.js';
import './strings.js';
import { WebControls } from './ui/Controls.js';
import { WebScore } from './ui/Score.js';

/** The Web game client the shell loads on demand. */
export const webClient: GameClient<WebView, WebAction> = {
  id: 'web',
  legalFromView: legalOf({ legalFromView }),
  Scene: WebScene,
  Controls: WebControls,
  Score: WebScore,
  seatCamera,
  topCamera,
  describeEvent,
  soundOf,
  directorShot,
  useGuide: useWebGuide,
};
