// Symbotrio's client: the 3D keypad board and cards (S2's scene) and the HTML controls, players panel and log
// lines, and the guided first game's advice (guide.ts), plugged into the table shell (GameClient).
import type { SymbotrioAction, SymbotrioView } from '../../../shared/games/symbotrio/game-types.js';
import { legalFromView } from '../../../shared/games/symbotrio/index.js';
import { legalOf } from '../../kit/legal.js';
import type { GameClient } from '../../kit/contract.js';
import { describeEvent } from './describe.js';
import { soundOf } from './sounds.js';
import { directorShot, directorWide } from './director.js';
import { useSymbotrioGuide } from './guide.js';
import { seatCamera, topCamera } from './layout.js';
import { SymbotrioScene } from './Scene.js';
import './strings.js';
import { SymbotrioControls } from './ui/Controls.js';
import { SymbotrioScore } from './ui/Score.js';

/** The Symbotrio game client the shell loads on demand. */
export const symbotrioClient: GameClient<SymbotrioView, SymbotrioAction> = {
  id: 'symbotrio',
  legalFromView: legalOf({ legalFromView }),
  Scene: SymbotrioScene,
  Controls: SymbotrioControls,
  Score: SymbotrioScore,
  seatCamera,
  topCamera,
  describeEvent,
  soundOf,
  directorShot,
  directorWide,
  useGuide: useSymbotrioGuide,
};
