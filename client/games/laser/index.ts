// Laser's client: the 3D boards and beams, the HTML controls and score, plugged into the table shell (GameClient).
import type { LaserAction, LaserView } from '../../../shared/games/laser/game-types.js';
import { legalFromView } from '../../../shared/games/laser/index.js';
import { legalOf } from '../../kit/legal.js';
import type { GameClient } from '../../kit/contract.js';
import { describeEvent } from './describe.js';
import { soundOf } from './sounds.js';
import { directorShot, directorWide } from './director.js';
import { useLaserGuide } from './guide.js';
import { LaserScene } from './Scene.js';
import { seatCamera, topCamera } from './stations.js';
import './strings.js';
import { LaserControls } from './ui/Controls.js';
import { LaserScore } from './ui/Score.js';

/** The Laser game client the shell loads on demand. */
export const laserClient: GameClient<LaserView, LaserAction> = {
  id: 'laser',
  legalFromView: legalOf({ legalFromView }),
  Scene: LaserScene,
  Controls: LaserControls,
  Score: LaserScore,
  seatCamera,
  topCamera,
  describeEvent,
  soundOf,
  directorShot,
  directorWide,
  useGuide: useLaserGuide,
};
