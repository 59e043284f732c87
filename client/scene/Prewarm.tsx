// Shader programs and textures made before they are needed. three compiles a material's program the first time a
// frame draws it, and that frame waits for the compile (on SwiftShader 20–60 ms a program, measured: Laser's end,
// which shows the hidden circuits' pieces for the first time, drew one frame of 184–310 ms while it compiled five).
// A game puts what appears only later (pieces under a lid, the end's marks and ghosts) inside <Prewarm>: mounted
// hidden once the page is first idle (their canvases are not painted in the table's first render), their programs are compiled when the page is next idle after the table's first frame (`compileAsync`: in
// the background; the GPU process compiles while the table shows), then the shadow pass's depth programs of their
// casters the same way, then their textures are uploaded a few per idle moment; then the hidden copies are gone.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFrame } from '@react-three/fiber';
import { Group, WebGLRenderTarget } from 'three';
import { whenIdle } from './idle.js';
import { shadowDepthCopies, texturesOf } from './shadowPrewarm.js';

/** Textures uploaded per idle moment: a canvas of 128² is ~0.1 ms on SwiftShader, a few keep each moment short. */
const TEXTURES_PER_IDLE = 4;
/** The longest wait for an idle moment, ms. */
const IDLE_TIMEOUT_MS = 1000;
/** The longest wait for the idle moment the hidden copies mount in, ms. */
const MOUNT_WAIT_MS = 2000;

/** Compiles its hidden children's programs (main and shadow pass) with the scene's lights once a frame has shown them, uploads their textures, then unmounts them. */
export function Prewarm({ children }: { readonly children: ReactNode }) {
  const group = useRef<Group>(null);
  const cancel = useRef<(() => void) | null>(null);
  const [mounted, setMounted] = useState(false);
  const [done, setDone] = useState(false);
  useEffect(() => whenIdle(() => setMounted(true), MOUNT_WAIT_MS), []);
  useEffect(() => () => cancel.current?.(), []);
  // The first frame with the hidden copies in the scene has given them the software tier's shading (the canvas'
  // frame callbacks run before this one's), so the programs compiled are the ones later frames use.
  useFrame(({ gl, scene, camera }) => {
    const g = group.current;
    if (cancel.current || !g) return;
    let live = true;
    let stopIdle = () => {};
    const idle = (then: () => void) => {
      stopIdle = whenIdle(() => {
        if (live) then();
      }, IDLE_TIMEOUT_MS);
    };
    const uploads = (left: ReturnType<typeof texturesOf>) => {
      if (left.length === 0) return setDone(true);
      for (const t of left.slice(0, TEXTURES_PER_IDLE)) gl.initTexture(t);
      idle(() => uploads(left.slice(TEXTURES_PER_IDLE)));
    };
    const shadowPass = () => {
      const copies = shadowDepthCopies(g);
      const casters = new Group();
      if (copies.length) casters.add(...copies);
      // The shadow pass draws into a render target: its programs are keyed without tone mapping, in linear output.
      const target = new WebGLRenderTarget(1, 1);
      const before = gl.getRenderTarget();
      gl.setRenderTarget(target);
      const compiled = gl.compileAsync(casters, camera, scene);
      gl.setRenderTarget(before);
      void compiled.then(() => {
        target.dispose();
        if (live) idle(() => uploads(texturesOf(g)));
      });
    };
    idle(() => void gl.compileAsync(g, camera, scene).then(() => live && idle(shadowPass)));
    cancel.current = () => {
      live = false;
      stopIdle();
    };
  });
  if (done || !mounted) return null;
  return (
    <group ref={group} visible={false}>
      {children}
    </group>
  );
}
