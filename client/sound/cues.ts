// The table's other sounds, synthesised like the dice's (client/sound/engine.ts): a marker clicking into its hole,
// the laser's hum and the absorber's spark, towers grinding on their hexes, a card laid on the felt, a cable dropped,
// a keypad square flipping. A game says which of them its events make (GameClient.soundOf); the shell plays them.
import type { SoundCue } from '../kit/contract.js';
import { audioGraph, noiseBuffer } from './engine.js';

/** A burst of filtered noise shaped by an attack and a decay: the base of every cue but the hum. */
function burst(
  c: AudioContext,
  out: AudioNode,
  when: number,
  o: { type: BiquadFilterType; freq: number; q: number; peak: number; attack: number; decay: number },
): void {
  const src = c.createBufferSource();
  src.buffer = noiseBuffer(c);
  const filter = c.createBiquadFilter();
  filter.type = o.type;
  filter.frequency.value = o.freq;
  filter.Q.value = o.q;
  const env = c.createGain();
  env.gain.setValueAtTime(0, when);
  env.gain.linearRampToValueAtTime(o.peak, when + o.attack);
  env.gain.exponentialRampToValueAtTime(0.0005, when + o.attack + o.decay);
  src.connect(filter).connect(env).connect(out);
  src.start(when, Math.random() * 0.2, o.attack + o.decay + 0.05);
}

/** A short pitched tone (a tick, a thump, the hum's body). */
function tone(
  c: AudioContext,
  out: AudioNode,
  when: number,
  o: { type: OscillatorType; freq: number; peak: number; attack: number; length: number; endFreq?: number },
): void {
  const osc = c.createOscillator();
  osc.type = o.type;
  osc.frequency.setValueAtTime(o.freq, when);
  if (o.endFreq !== undefined) osc.frequency.exponentialRampToValueAtTime(o.endFreq, when + o.length);
  const env = c.createGain();
  env.gain.setValueAtTime(0, when);
  env.gain.linearRampToValueAtTime(o.peak, when + o.attack);
  env.gain.setValueAtTime(o.peak, when + Math.max(o.attack, o.length - 0.08));
  env.gain.exponentialRampToValueAtTime(0.0005, when + o.length);
  osc.connect(env).connect(out);
  osc.start(when);
  osc.stop(when + o.length + 0.02);
}

/** Schedules one cue `delay` seconds from now (nothing when the page is silent). */
export function playCue(cue: SoundCue): void {
  const graph = audioGraph();
  if (!graph) return;
  const { ctx: c, master: out } = graph;
  const when = c.currentTime + 0.01 + (cue.delay ?? 0);
  const s = cue.strength ?? 0.7;
  switch (cue.cue) {
    case 'click': // a peg pressed into its hole: a bright tick on a small wooden thump
      tone(c, out, when, { type: 'triangle', freq: 2300, peak: 0.25 * s, attack: 0.001, length: 0.03 });
      burst(c, out, when, { type: 'lowpass', freq: 700, q: 0.8, peak: 0.45 * s, attack: 0.002, decay: 0.06 });
      break;
    case 'hum': {
      // the pointer's laser: a low electric hum with its harmonics, for as long as the beam shows
      const length = cue.length ?? 0.8;
      tone(c, out, when, { type: 'sawtooth', freq: 98, peak: 0.05 * s, attack: 0.06, length });
      tone(c, out, when, { type: 'sine', freq: 196, peak: 0.06 * s, attack: 0.06, length });
      break;
    }
    case 'spark': // the absorber takes the beam: a crackle of high noise
      for (let i = 0; i < 3; i++)
        burst(c, out, when + i * 0.025 * Math.random(), {
          type: 'highpass',
          freq: 3500,
          q: 0.7,
          peak: 0.35 * s,
          attack: 0.001,
          decay: 0.03,
        });
      break;
    case 'grind': {
      // a tower turning on its hex: stone on wood, a rough low band swelling and settling
      const length = cue.length ?? 0.25;
      burst(c, out, when, { type: 'bandpass', freq: 260, q: 1.8, peak: 0.5 * s, attack: 0.04, decay: length });
      tone(c, out, when + length * 0.9, { type: 'sine', freq: 120, peak: 0.25 * s, attack: 0.005, length: 0.08 });
      break;
    }
    case 'card': // a card slid down onto the felt: a soft swish and a light pat
      burst(c, out, when, { type: 'bandpass', freq: 2800, q: 0.9, peak: 0.22 * s, attack: 0.03, decay: 0.09 });
      burst(c, out, when + 0.1, { type: 'lowpass', freq: 500, q: 0.7, peak: 0.3 * s, attack: 0.002, decay: 0.05 });
      break;
    case 'cable': // a cable dropped into place: a dull thud and the plugs' rattle
      tone(c, out, when, { type: 'sine', freq: 140, endFreq: 70, peak: 0.35 * s, attack: 0.003, length: 0.12 });
      for (let i = 0; i < 2; i++)
        burst(c, out, when + 0.03 + i * 0.04, {
          type: 'bandpass',
          freq: 1900,
          q: 2,
          peak: 0.2 * s,
          attack: 0.001,
          decay: 0.03,
        });
      break;
    case 'flip': // a keypad square flipping over: two quick clicks, up and down
      tone(c, out, when, { type: 'triangle', freq: 1700, peak: 0.2 * s, attack: 0.001, length: 0.025 });
      burst(c, out, when + 0.07, { type: 'bandpass', freq: 1200, q: 1.2, peak: 0.3 * s, attack: 0.001, decay: 0.04 });
      break;
  }
}
