// What Masterdice shows only later, made ahead (scene/Prewarm.tsx): a die of every look. The coder's coloured dice
// first show at a throw, and that frame uploaded their twelve 768×512 atlases (colour, bump, roughness of four
// colours): 54 ms of texSubImage2D in one frame on SwiftShader, measured. Prewarm mounts the dice when the page is
// first idle after the table shows, so the atlases are painted then, not in the table's first frame.
import { Prewarm } from '../../scene/Prewarm.js';
import { DIE_COLOURS, dieGeometry, dieMaterial } from './dice/look.js';

/** A die of each look, drawn hidden until its program and atlases are made. */
export function MasterdiceWarmup() {
  return (
    <Prewarm>
      {(['white', ...DIE_COLOURS] as const).map((look) => (
        <mesh key={look} geometry={dieGeometry()} material={dieMaterial(look)} castShadow receiveShadow />
      ))}
    </Prewarm>
  );
}
