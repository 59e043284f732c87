// What Masterdice shows only later, made ahead (scene/Prewarm.tsx): a die of every look. The coder's coloured dice
// first show at a throw, and that frame uploaded their twelve 768×512 atlases (colour, bump, roughness of four
// colours): 54 ms of texSubImage2D in one frame on SwiftShader, measured. Mounted when the page is first idle after
// the table shows, so the atlases are painted then, not in the table's first frame.
import { useEffect, useState } from 'react';
import { Prewarm } from '../../scene/Prewarm.js';
import { whenIdle } from '../../scene/idle.js';
import { DIE_COLOURS, dieGeometry, dieMaterial } from './dice/look.js';

/** The longest wait for the idle moment the warm-up mounts in, ms. */
const MOUNT_WAIT_MS = 2000;

/** A die of each look, drawn hidden until its program and atlases are made. */
export function MasterdiceWarmup() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => whenIdle(() => setMounted(true), MOUNT_WAIT_MS), []);
  if (!mounted) return null;
  return (
    <Prewarm>
      {(['white', ...DIE_COLOURS] as const).map((look) => (
        <mesh key={look} geometry={dieGeometry()} material={dieMaterial(look)} castShadow receiveShadow />
      ))}
    </Prewarm>
  );
}
