// The table's sound, synthesised with Web Audio (nothing is fetched): one AudioContext, made for the first sound
// after the page's first click or key (browsers keep audio silent until then), and a master gain that follows the
// player's volume and mute (client/sound/settings.ts).
import { effectiveGain, useSound } from './settings.js';

let ctx: AudioContext | null = null;
let master: GainNode | null = null;
let noise: AudioBuffer | null = null;

/** The page's audio graph, made once; null where Web Audio is missing. */
function audio(): { ctx: AudioContext; master: GainNode } | null {
  if (ctx && master) return { ctx, master };
  // Before the page's first click or key the browser would keep the context silent (and say so in the console):
  // nothing can be heard yet, so none is made.
  if (typeof navigator !== 'undefined' && navigator.userActivation && !navigator.userActivation.hasBeenActive)
    return null;
  const Ctor =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Ctor) return null;
  ctx = new Ctor();
  master = ctx.createGain();
  master.gain.value = effectiveGain(useSound.getState());
  master.connect(ctx.destination);
  useSound.subscribe((s) => master?.gain.setTargetAtTime(effectiveGain(s), ctx!.currentTime, 0.02));
  const resume = () => void ctx?.resume();
  window.addEventListener('pointerdown', resume, { capture: true });
  window.addEventListener('keydown', resume, { capture: true });
  return { ctx, master };
}

/** Half a second of white noise, shared by every knock and cue. */
export function noiseBuffer(c: AudioContext): AudioBuffer {
  if (noise && noise.sampleRate === c.sampleRate) return noise;
  noise = c.createBuffer(1, Math.floor(c.sampleRate * 0.5), c.sampleRate);
  const data = noise.getChannelData(0);
  for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
  return noise;
}

/** Whether a sound would be heard now (audio exists, the page was touched, not muted). */
export function audible(): boolean {
  const a = audio();
  return a !== null && a.ctx.state === 'running' && effectiveGain(useSound.getState()) > 0;
}

/** The context and master gain to schedule a sound on, or null when nothing would be heard now. */
export function audioGraph(): { ctx: AudioContext; master: GainNode } | null {
  return audible() ? audio() : null;
}

/**
 * One knock of a resin die on the felt-lined tray at `when` (context time): a short band of noise (the felt's
 * thud and the edge's click) with a dry tonal tick, louder and brighter with `strength`.
 */
function knock(c: AudioContext, out: AudioNode, when: number, strength: number): void {
  const src = c.createBufferSource();
  src.buffer = noiseBuffer(c);
  const band = c.createBiquadFilter();
  band.type = 'bandpass';
  band.frequency.value = 900 + 2400 * strength + Math.random() * 500;
  band.Q.value = 1.4;
  const env = c.createGain();
  const peak = 0.55 * strength ** 1.4;
  env.gain.setValueAtTime(0, when);
  env.gain.linearRampToValueAtTime(peak, when + 0.002);
  env.gain.exponentialRampToValueAtTime(0.0005, when + 0.05 + 0.04 * strength);
  src.connect(band).connect(env).connect(out);
  src.start(when, Math.random() * 0.4, 0.12);
  const tick = c.createOscillator();
  tick.type = 'triangle';
  tick.frequency.value = 1500 + Math.random() * 900;
  const tickEnv = c.createGain();
  tickEnv.gain.setValueAtTime(0, when);
  tickEnv.gain.linearRampToValueAtTime(0.18 * strength, when + 0.001);
  tickEnv.gain.exponentialRampToValueAtTime(0.0005, when + 0.025);
  tick.connect(tickEnv).connect(out);
  tick.start(when);
  tick.stop(when + 0.04);
}

/** One contact of a thrown die: seconds from the throw's start, and its strength (0–1]. */
export interface Knock {
  readonly t: number;
  readonly strength: number;
}

/**
 * The sound of a throw as it plays: a knock at each of its contacts (Masterdice's dice/impacts.ts reads them
 * from the track), `speed` as the playback's. Nothing when the page is silent (muted, never touched).
 */
export function playThrow(impacts: readonly Knock[], speed = 1): void {
  if (!audible()) return;
  const { ctx: c, master: out } = audio()!;
  const start = c.currentTime + 0.01;
  for (const i of impacts) knock(c, out, start + i.t / speed, i.strength);
}
