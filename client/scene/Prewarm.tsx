// Shader programs made before they are needed. three compiles a material's program the first time a frame draws
// it, and that frame waits for the compile (on SwiftShader 20–60 ms a program, measured: Laser's end, which shows
// the hidden circuits' pieces for the first time, drew one frame of 184–310 ms while it compiled five). A game
// puts what appears only later (pieces under a lid, the end's marks and ghosts) inside <Prewarm>: held hidden, their
// programs are compiled when the page is next idle after the table's first frame (`compileAsync`: in the
// background; the GPU process compiles while the table shows), then the hidden copies are gone.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFrame } from '@react-three/fiber';
import type { Group } from 'three';
import { whenIdle } from './idle.js';

/** Compiles its hidden children's programs with the scene's lights once a frame has shown them, then unmounts them. */
export function Prewarm({ children }: { readonly children: ReactNode }) {
  const group = useRef<Group>(null);
  const cancel = useRef<(() => void) | null>(null);
  const [done, setDone] = useState(false);
  useEffect(() => () => cancel.current?.(), []);
  // The first frame with the hidden copies in the scene has given them the software tier's shading (the canvas'
  // frame callbacks run before this one's), so the programs compiled are the ones later frames use.
  useFrame(({ gl, scene, camera }) => {
    const g = group.current;
    if (cancel.current || !g) return;
    let live = true;
    const stopIdle = whenIdle(() => {
      void gl.compileAsync(g, camera, scene).then(() => {
        if (live) setDone(true);
      });
    }, 1000);
    cancel.current = () => {
      live = false;
      stopIdle();
    };
  });
  if (done) return null;
  return (
    <group ref={group} visible={false}>
      {children}
    </group>
  );
}
