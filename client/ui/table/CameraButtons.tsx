// Camera presets: My seat / Top / Cinematic / Director, as buttons and as keys 1, 2, 3, 4.
import { useEffect, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation.js';
import { CAMERA_PRESETS, useTavolo, type CameraPreset } from '../../store.js';
import { wakeDirector } from '../../scene/directorBus.js';
import { CameraIcon, EyeIcon, PersonIcon } from '../../kit/icons.js';
import { typingInField } from '../../kit/useGameKeys.js';

/** A clapperboard (the director camera). */
const DirectorIcon = (): ReactElement => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
  >
    <path d="M4 10h16v10H4zM4 10l1.5-5 15 2.5L20 10M9 5.8 7.5 10M14 6.6 12.5 10" />
  </svg>
);

const LABELS: Record<CameraPreset, string> = {
  seat: 'table.camSeat',
  top: 'table.camTop',
  cinematic: 'table.camCinematic',
  director: 'table.camDirector',
};
const ICONS: Record<CameraPreset, () => ReactElement> = {
  seat: PersonIcon,
  top: EyeIcon,
  cinematic: CameraIcon,
  director: DirectorIcon,
};

/** Picks a preset; choosing the director again hands it back the camera after a drag. */
function choose(preset: CameraPreset): void {
  useTavolo.getState().setCamera(preset);
  if (preset === 'director') wakeDirector();
}

/** The preset a key press picks (keys 1–4), or null: another key, a modified one, or one typed in a field. */
export function cameraKeyPreset(e: KeyboardEvent): CameraPreset | null {
  // A game's own keys (registered in the capture phase) win: they call preventDefault when they use one.
  if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || typingInField(e.target)) return null;
  return CAMERA_PRESETS[['1', '2', '3', '4'].indexOf(e.key)] ?? null;
}

/** Keys 1–4 switch presets, except while typing in a field. */
export function useCameraKeys(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const preset = cameraKeyPreset(e);
      if (preset) choose(preset);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** The preset buttons (a toggle group). */
export function CameraButtons() {
  const { t } = useTranslation();
  const camera = useTavolo((s) => s.camera);
  // A spectator has no seat of his own: his first camera sits behind the seat he follows.
  const watching = useTavolo((s) => s.mySeat === null);
  const label = (p: CameraPreset) => t(p === 'seat' && watching ? 'table.camWatched' : LABELS[p]);
  useCameraKeys();
  return (
    <div className="seg-group camera-buttons" role="group" aria-label={`${t('table.camera')} (${t('table.camKeys')})`}>
      {CAMERA_PRESETS.map((p, i) => {
        const Icon = ICONS[p];
        return (
          <button
            key={p}
            type="button"
            className={`seg-btn${camera === p ? ' active' : ''}`}
            aria-pressed={camera === p}
            aria-keyshortcuts={String(i + 1)}
            title={`${label(p)} (${i + 1})`}
            onClick={() => choose(p)}
          >
            <Icon />
            <span className="seg-label">{label(p)}</span>
          </button>
        );
      })}
    </div>
  );
}
