// Masterdice's client: the 3D board and its HTML controls, plugged into the table shell (GameClient).
import type { MasterdiceAction, MasterdiceView } from '../../../shared/games/masterdice/types.js';
import { legalActionsFor } from '../../../shared/games/masterdice/index.js';
import { legalOf } from '../../kit/legal.js';
import type { GameClient } from '../../kit/contract.js';
import { seatCamera, topCamera } from './camera.js';
import { describeEvent } from './describe.js';
import { soundOf } from './sounds.js';
import { directorShot, directorWide } from './director.js';
import { useMasterdiceGuide } from './guide.js';
import { MasterdiceScene } from './Scene.js';
import './strings.js';
import { MasterdiceControls } from './ui/Controls.js';
import { MasterdiceScore } from './ui/Score.js';

/** The Masterdice game client the shell loads on demand. */
export const masterdiceClient: GameClient<MasterdiceView, MasterdiceAction> = {
  id: 'masterdice',
  legalFromView: legalOf({ legalFromView: legalActionsFor }),
  Scene: MasterdiceScene,
  Controls: MasterdiceControls,
  Score: MasterdiceScore,
  seatCamera,
  topCamera,
  describeEvent,
  soundOf,
  directorShot,
  directorWide,
  useGuide: useMasterdiceGuide,
};

export { seatCamera, topCamera };
