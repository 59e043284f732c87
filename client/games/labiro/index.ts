// Labiro's client: the 3D labyrinth (towers, pawns, chains) and the HTML controls, seats panel and log lines,
// plugged into the table shell (GameClient).
import type { LabiroAction, LabiroView } from '../../../shared/games/labiro/game-types.js';
import { legalFromView } from '../../../shared/games/labiro/index.js';
import { legalOf } from '../../kit/legal.js';
import type { GameClient } from '../../kit/contract.js';
import { describeEvent } from './describe.js';
import { soundOf } from './sounds.js';
import { directorShot, directorWide } from './director.js';
import { useLabiroGuide } from './guide.js';
import { LabiroScene } from './Scene.js';
import { seatCamera, topCamera } from './stations.js';
import './strings.js';
import { LabiroControls } from './ui/Controls.js';
import { LabiroScore } from './ui/Score.js';

/** The Labiro game client the shell loads on demand. */
export const labiroClient: GameClient<LabiroView, LabiroAction> = {
  id: 'labiro',
  legalFromView: legalOf({ legalFromView }),
  Scene: LabiroScene,
  Controls: LabiroControls,
  Score: LabiroScore,
  seatCamera,
  topCamera,
  describeEvent,
  soundOf,
  directorShot,
  directorWide,
  useGuide: useLabiroGuide,
};
