// Sound: the settings a player sets are read back as set (and bad data as the defaults), remembered across a new
// page; the broadcast overlay starts muted without touching them; and the dice's knocks come from the throw's own
// frames: every die lands with a knock, none before the dice reach the tray nor after they rest.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initDicePhysics, simulateThrow } from '../../server/dice/index.js';
import { trackImpacts } from '../../client/games/masterdice/dice/impacts.js';
import { throwDuration } from '../../client/games/masterdice/dice/track.js';
import { DEFAULT_SOUND, effectiveGain, parseSoundSettings, SOUND_KEY } from '../../client/sound/settings.js';
import type { ThrowMessage } from '../../shared/protocol.js';

/** A Storage kept in a Map (the tests run without a browser). */
function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}

describe('sound settings', () => {
  it('reads what was remembered, clamps the volume, and falls back to the defaults on bad data', () => {
    expect(parseSoundSettings(null)).toEqual(DEFAULT_SOUND);
    expect(parseSoundSettings('{')).toEqual(DEFAULT_SOUND);
    expect(parseSoundSettings('{"volume":0.3,"muted":true}')).toEqual({ volume: 0.3, muted: true });
    expect(parseSoundSettings('{"volume":7}')).toEqual({ volume: 1, muted: false });
    expect(parseSoundSettings('{"volume":"x","muted":"yes"}')).toEqual(DEFAULT_SOUND);
  });

  it('a mute and a volume set on one page are there on the next (a reload); the overlay mutes its own page only', async () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    try {
      vi.resetModules();
      const first = await import('../../client/sound/settings.js');
      first.useSound.getState().setVolume(0.35);
      first.useSound.getState().setMuted(true);
      expect(JSON.parse(storage.getItem(SOUND_KEY)!)).toEqual({ volume: 0.35, muted: true });
      vi.resetModules();
      const next = await import('../../client/sound/settings.js');
      expect(next.useSound.getState()).toMatchObject({ volume: 0.35, muted: true });
      // Moving the slider unmutes; to zero, mutes.
      next.useSound.getState().setVolume(0.5);
      expect(next.useSound.getState().muted).toBe(false);
      next.useSound.getState().setVolume(0);
      expect(next.useSound.getState().muted).toBe(true);
      next.useSound.getState().setVolume(0.5);
      // The overlay: silent here, the remembered settings untouched.
      next.useSound.getState().muteThisPage();
      expect(effectiveGain(next.useSound.getState())).toBe(0);
      expect(JSON.parse(storage.getItem(SOUND_KEY)!)).toEqual({ volume: 0.5, muted: false });
    } finally {
      vi.unstubAllGlobals();
      vi.resetModules();
    }
  });
});

describe('the broadcast overlay', () => {
  async function overlayPage(search: string, pathname = '/t/K7P2QX') {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('location', { search, pathname });
    const classes = new Set<string>();
    vi.stubGlobal('document', {
      documentElement: {
        classList: {
          toggle: (c: string, on: boolean) => (on ? classes.add(c) : classes.delete(c)),
          contains: (c: string) => classes.has(c),
        },
      },
    });
    vi.resetModules();
    const page = await import('../../client/ui/overlay/page.js');
    page.markOverlayPage();
    return (await import('../../client/sound/settings.js')).useSound.getState();
  }

  it('starts silent whatever the player set (the stream mixes its own sound); &sound=1 keeps the setting', async () => {
    try {
      expect(effectiveGain(await overlayPage('?spectate=1&overlay=1'))).toBe(0);
      expect(effectiveGain(await overlayPage('?spectate=1&overlay=1&sound=1'))).toBe(DEFAULT_SOUND.volume);
      expect(effectiveGain(await overlayPage('?spectate=1'))).toBe(DEFAULT_SOUND.volume);
      // A seat's own overlay link is an overlay whatever its query says.
      expect(effectiveGain(await overlayPage('?key=k', '/view/K7P2QX/0'))).toBe(0);
    } finally {
      vi.unstubAllGlobals();
      vi.resetModules();
    }
  });
});

describe("the dice's knocks, from the throw's frames", () => {
  const throws: ThrowMessage[] = [];
  beforeAll(async () => {
    await initDicePhysics();
    for (let i = 0; i < 24; i++) {
      const values = [1, 2, 3, 4, 5, 6].slice(0, 1 + (i % 4)).map((v) => ((v + i) % 6) + 1);
      throws.push(
        simulateThrow({ seed: 0x51ced ^ (i * 7919), values, channel: i % 3 === 0 ? 'code' : 'white', roll: i }),
      );
    }
  });

  it('every die lands with a knock, after it enters the tray and before it rests; the first knocks are the loudest', () => {
    for (const track of throws) {
      const knocks = trackImpacts(track);
      const duration = throwDuration(track);
      for (let d = 0; d < track.dice.length; d++)
        expect(
          knocks.some((k) => k.die === d),
          `die ${d}`,
        ).toBe(true);
      for (const k of knocks) {
        expect(k.t).toBeGreaterThan(0.05); // the dice fly in from above the wall first
        expect(k.t).toBeLessThanOrEqual(duration);
        expect(k.strength).toBeGreaterThan(0);
        expect(k.strength).toBeLessThanOrEqual(1);
      }
      expect(knocks.map((k) => k.t)).toEqual([...knocks.map((k) => k.t)].sort((a, b) => a - b));
      const first = knocks.filter((k) => k.die === 0);
      expect(first[0]!.strength).toBeGreaterThanOrEqual(first.at(-1)!.strength);
    }
  });

  it('a die that does not move makes no sound', () => {
    const still = [0, 90, 0, 0, 0, 0, 10000, ...Array.from({ length: 7 * 20 }, () => 0)];
    expect(
      trackImpacts({ roll: 1, channel: 'white', fps: 60, dice: [{ frames: still, faceFix: [0, 0, 0, 1], value: 3 }] }),
    ).toEqual([]);
  });
});
