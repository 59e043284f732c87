// Firing by keyboard: type a pointer number and press Enter (clicking a pointer in 3D does the same), with
// the secret switch and the secret shots left where secret shots exist.
import { useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.js';
import { POINTERS } from '../../../../shared/games/laser/index.js';
import { NS } from '../strings.js';
import { useLaser } from '../store.js';
import { BeamIcon, LockIcon } from './icons.js';

/** A pointer number typed by hand, or null when it is not one (whole number 1–30). */
export function parsePointer(text: string): number | null {
  const s = text.trim();
  if (!/^\d{1,2}$/.test(s)) return null;
  const n = Number(s);
  return n >= 1 && n <= POINTERS ? n : null;
}

/** Props of `FirePanel`. */
export interface FirePanelProps {
  /** Secret shots left, or null where secret shots do not exist at this table for this seat. */
  readonly secretLeft: number | null;
  readonly busy: boolean;
  readonly onFire: (pointer: number, secret: boolean) => void;
  readonly inputRef: RefObject<HTMLInputElement | null>;
}

/** The fire form. */
export function FirePanel({ secretLeft, busy, onFire, inputRef }: FirePanelProps) {
  const { t } = useTranslation(NS);
  const [text, setText] = useState('');
  const [bad, setBad] = useState(false);
  const secret = useLaser((s) => s.secret);
  const setSecret = useLaser((s) => s.setSecret);
  const canSecret = secretLeft !== null && secretLeft > 0;

  function submit(e: FormEvent) {
    e.preventDefault();
    const p = parsePointer(text);
    if (p === null) {
      setBad(true);
      return;
    }
    setBad(false);
    setText('');
    onFire(p, canSecret && secret);
  }

  return (
    <form className="lz-fire" onSubmit={submit} data-testid="lz-fire">
      <label className="lz-fire-field" title={t('fire.keys')}>
        <span>{t('fire.label')}</span>
        <input
          ref={inputRef}
          className="input lz-fire-input"
          inputMode="numeric"
          autoComplete="off"
          maxLength={2}
          placeholder={t('fire.placeholder')}
          value={text}
          aria-invalid={bad}
          aria-describedby={bad ? 'lz-fire-bad' : undefined}
          aria-keyshortcuts="F"
          data-testid="lz-fire-input"
          onChange={(e) => {
            setText(e.target.value.replace(/\D/g, ''));
            setBad(false);
          }}
        />
      </label>
      <button
        type="submit"
        className="btn btn-primary"
        data-testid="lz-fire-button"
        title={t('titles.fire')}
        disabled={busy || text === ''}
      >
        <BeamIcon /> {t('fire.button')}
      </button>
      {secretLeft !== null ? (
        <label
          className={`lz-switch${canSecret ? '' : ' off'}`}
          title={`${t('fire.secretLeft', { count: secretLeft })}. ${t('fire.secretHint')}`}
        >
          <input
            type="checkbox"
            checked={canSecret && secret}
            disabled={!canSecret}
            data-testid="lz-secret"
            onChange={(e) => setSecret(e.target.checked)}
          />
          <span>
            <LockIcon /> {t('fire.secret')} <small>({secretLeft})</small>
          </span>
        </label>
      ) : null}
      {bad ? (
        <p id="lz-fire-bad" className="lz-hint bad" role="alert">
          {t('fire.bad')}
        </p>
      ) : null}
    </form>
  );
}
