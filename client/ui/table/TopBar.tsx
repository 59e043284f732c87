// The top bar: back to the lobby, the table code with "Copy link", the connection state in words, the photo.
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.js';
import { navigate } from '../../router.js';
import { useTavolo } from '../../store.js';
import { BackIcon, LinkIcon, PhotoIcon, SoundOffIcon, SoundOnIcon } from '../../kit/icons.js';
import { useSound } from '../../sound/settings.js';
import { photoName, saveBlob, takeTablePhoto } from '../../scene/photo.js';
import { useCopyLink } from '../copy.js';

/** The table code chip and its copy button. */
export function TableCode({ code }: { readonly code: string }) {
  const { t } = useTranslation();
  const url = `${location.origin}/t/${code}`;
  const { copied, copy } = useCopyLink(url, t('table.copyFailed', { url }));
  return (
    <div className="table-code">
      <span className="muted">{t('table.code')}</span>
      <code className="code-chip">{code}</code>
      <button type="button" className="btn btn-small" title={t('table.copyTitle')} onClick={copy}>
        <LinkIcon /> <span className="seg-label">{copied ? t('table.copied') : t('table.copyLink')}</span>
      </button>
      <span className="visually-hidden" aria-live="polite">
        {copied ? t('table.copied') : ''}
      </span>
    </div>
  );
}

/** The connection state as a dot and a word (never colour alone). */
export function ConnectionState() {
  const { t } = useTranslation();
  const connection = useTavolo((s) => s.connection);
  const ok = connection === 'connected';
  return (
    <span className={`conn ${ok ? 'on' : 'off'}`}>
      <span className="conn-dot" aria-hidden="true" />
      {t(connection === 'reconnecting' ? 'conn.lost' : `conn.${connection}`)}
    </span>
  );
}

/** Back to the lobby. */
export function LobbyButton() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="btn btn-small"
      title={t('table.lobbyTitle')}
      onClick={() => navigate({ kind: 'lobby' })}
    >
      <BackIcon /> <span className="seg-label">{t('table.lobby')}</span>
    </button>
  );
}

/** "Photo": saves a PNG of the table as this screen shows it (no panels), named after the game, table and move. */
export function PhotoButton({ code }: { readonly code: string }) {
  const { t } = useTranslation();
  const table = useTavolo((s) => s.table);
  const [said, setSaid] = useState('');
  if (!table) return null;
  const take = async () => {
    const blob = await takeTablePhoto();
    if (!blob) {
      setSaid(t('table.photoFailed'));
      return;
    }
    const name = photoName(table.gameId, code, table.version);
    saveBlob(blob, name);
    setSaid(t('table.photoSaved', { name }));
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-small"
        data-testid="photo"
        title={t('table.photoTitle')}
        onClick={() => void take()}
      >
        <PhotoIcon /> {t('table.photo')}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {said}
      </span>
    </>
  );
}

/** The sound: a mute toggle and a volume slider, remembered in this browser (client/sound/settings.ts). */
export function SoundControl() {
  const { t } = useTranslation();
  const volume = useSound((s) => s.volume);
  const muted = useSound((s) => s.muted || s.pageMuted);
  return (
    <div className="sound-control" role="group" aria-label={t('sound.label')}>
      <button
        type="button"
        className="btn btn-small"
        data-testid="sound-mute"
        aria-pressed={muted}
        title={muted ? t('sound.unmute') : t('sound.mute')}
        onClick={() => useSound.getState().setMuted(!muted)}
      >
        {muted ? <SoundOffIcon /> : <SoundOnIcon />}
        <span className="visually-hidden">{t('sound.mute')}</span>
      </button>
      <input
        type="range"
        className="sound-volume"
        data-testid="sound-volume"
        min={0}
        max={100}
        step={5}
        value={Math.round((muted ? 0 : volume) * 100)}
        aria-label={t('sound.volume')}
        title={t('sound.volumeTitle')}
        onChange={(e) => useSound.getState().setVolume(Number(e.currentTarget.value) / 100)}
      />
    </div>
  );
}
