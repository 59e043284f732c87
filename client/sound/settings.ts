// The player's sound settings: a volume and a mute, remembered in this browser (localStorage). The broadcast
// overlay (an OBS source) starts muted whatever is remembered: the stream mixes its own sound.
import { create } from 'zustand';

/** What is remembered. Example: `{ volume: 0.6, muted: false }`. */
export interface SoundSettings {
  /** 0–1. */
  readonly volume: number;
  readonly muted: boolean;
}

/** The key in localStorage. */
export const SOUND_KEY = 'tavolo.sound';
/** A first visit: sound on, not loud. */
export const DEFAULT_SOUND: SoundSettings = { volume: 0.6, muted: false };

/** Reads remembered settings (bad or missing data gives the defaults). */
export function parseSoundSettings(raw: string | null): SoundSettings {
  if (!raw) return DEFAULT_SOUND;
  try {
    const o = JSON.parse(raw) as Partial<SoundSettings>;
    const volume =
      typeof o.volume === 'number' && Number.isFinite(o.volume)
        ? Math.min(1, Math.max(0, o.volume))
        : DEFAULT_SOUND.volume;
    return { volume, muted: o.muted === true };
  } catch {
    return DEFAULT_SOUND;
  }
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The settings as the page uses them: remembered ones, or muted for this page only (the overlay). */
interface SoundState extends SoundSettings {
  /** This page plays no sound whatever is remembered (the broadcast overlay), until unmuted here. */
  readonly pageMuted: boolean;
  setVolume(volume: number): void;
  setMuted(muted: boolean): void;
  /** The overlay: muted in this page, the remembered settings left alone. */
  muteThisPage(): void;
}

function remember(s: SoundSettings): void {
  try {
    storage()?.setItem(SOUND_KEY, JSON.stringify({ volume: s.volume, muted: s.muted }));
  } catch {
    /* storage blocked: the setting lasts this page */
  }
}

/** The sound settings' store (read by the top bar's control and by the sound engine). */
export const useSound = create<SoundState>((set, get) => ({
  ...parseSoundSettings(storage()?.getItem(SOUND_KEY) ?? null),
  pageMuted: false,
  setVolume(volume) {
    const v = Math.min(1, Math.max(0, volume));
    // Moving the volume unmutes (to zero: mutes), as on a phone.
    set({ volume: v, muted: v === 0, pageMuted: false });
    remember(get());
  },
  setMuted(muted) {
    set({ muted, pageMuted: false });
    remember(get());
  },
  muteThisPage() {
    set({ pageMuted: true });
  },
}));

/** The gain sounds play at now: 0 when muted. */
export function effectiveGain(s: Pick<SoundState, 'volume' | 'muted' | 'pageMuted'>): number {
  return s.muted || s.pageMuted ? 0 : s.volume;
}
