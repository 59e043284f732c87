// Camera presets: My seat / Top / Cinematic, as buttons and as keys 1, 2, 3.
import { useEffect, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { CAMERA_PRESETS, useTavolo, type CameraPreset } from '../../store.js';
import { CameraIcon, EyeIcon, PersonIcon } from '../icons.js';

const LABELS: Record<CameraPreset, string> = { seat: 'table.camSeat', top: 'table.camTop', cinematic: 'table.camCinematic' };
const ICONS: Record<CameraPreset, () => ReactElement> = { seat: PersonIcon, top: EyeIcon, cinematic: CameraIcon };

/** Keys 1/2/3 switch presets, except while typing in a field. */
export function useCameraKeys(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // A game's own keys (registered in the capture phase) win: they call preventDefault when they use one.
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
      const el = e.target as HTMLElement | null;
      if (el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName))) return;
      const i = ['1', '2', '3'].indexOf(e.key);
      if (i >= 0) useTavolo.getState().setCamera(CAMERA_PRESETS[i]!);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** The three preset buttons (a toggle group). */
export function CameraButtons() {
  const { t } = useTranslation();
  const camera = useTavolo((s) => s.camera);
  const setCamera = useTavolo((s) => s.setCamera);
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
            title={`${t(LABELS[p])} (${i + 1})`}
            onClick={() => setCamera(p)}
          >
            <Icon />
            <span className="seg-label">{t(LABELS[p])}</span>
          </button>
        );
      })}
    </div>
  );
}
