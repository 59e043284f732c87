// The replay's controls under the table: first / back / play-pause / forward / last, the slider with a tick
// at every change of turn, the speed, whose point of view, and a link to the moment shown.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation.js';
import type { ReplayData } from '../net/index.js';
import { NextIcon, PauseIcon, PlayIcon, PrevIcon, LinkIcon } from '../kit/icons.js';
import { REPLAY_SPEEDS, shareLink, talkMarks, thinMarks, turnMarks, type ReplaySpeed } from './replayTimeline.js';
import './replay.css';

/** What the bar shows and the callbacks of its controls (ReplayScreen owns the state). */
export interface ReplayBarProps {
  readonly code: string;
  readonly data: ReplayData;
  readonly step: number;
  readonly playing: boolean;
  readonly speed: ReplaySpeed;
  /** The point of view asked for (null: all-seeing). */
  readonly pov: number | null;
  /** The asked point of view is still loading. */
  readonly loading: boolean;
  onGo(step: number): void;
  onTogglePlay(): void;
  onSpeed(speed: ReplaySpeed): void;
  onPov(seat: number | null): void;
}

/** Copies text to the clipboard where the page may (a plain http page may not: the link still shows). */
function copy(text: string): Promise<boolean> {
  return (
    navigator.clipboard?.writeText(text).then(
      () => true,
      () => false,
    ) ?? Promise.resolve(false)
  );
}

/** The replay bar. */
export function ReplayBar({
  code,
  data,
  step,
  playing,
  speed,
  pov,
  loading,
  onGo,
  onTogglePlay,
  onSpeed,
  onPov,
}: ReplayBarProps) {
  const { t } = useTranslation();
  const last = data.frames.length - 1;
  const marks = useMemo(() => thinMarks(turnMarks(data.frames), data.frames.length - 1), [data.frames]);
  // Where the chat spoke (issue 29): small dots above the slider, the messages themselves in the log.
  const said = useMemo(() => thinMarks(talkMarks(data.talk, last), last), [data.talk, last]);
  const [shared, setShared] = useState<{ link: string; copied: boolean } | null>(null);
  // The link shown is for one moment: moving on, or another point of view, takes it away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: listed so that moving on or another point of view takes the shared link away
  useEffect(() => setShared(null), [step, pov]);

  const share = () => {
    const link = shareLink(location.origin, code, step, pov);
    setShared({ link, copied: false });
    void copy(link).then((copied) => copied && setShared((s) => (s && s.link === link ? { link, copied } : s)));
  };

  return (
    <div className="replay-bar" role="group" aria-label={t('replay.title', { code })}>
      <div className="replay-row">
        <button
          type="button"
          className="btn btn-small"
          title={t('replay.firstTitle')}
          onClick={() => onGo(0)}
          disabled={step === 0}
        >
          <PrevIcon /> <span className="seg-label">{t('replay.first')}</span>
        </button>
        <button
          type="button"
          className="btn btn-small"
          title={t('replay.prevTitle')}
          onClick={() => onGo(step - 1)}
          disabled={step === 0}
        >
          {t('replay.prev')}
        </button>
        <button
          type="button"
          className="btn btn-small btn-primary replay-play"
          onClick={onTogglePlay}
          aria-pressed={playing}
          title={playing ? t('replay.pauseTitle') : t('replay.playTitle')}
        >
          {playing ? <PauseIcon /> : <PlayIcon />} {playing ? t('replay.pause') : t('replay.play')}
        </button>
        <button
          type="button"
          className="btn btn-small"
          title={t('replay.nextTitle')}
          onClick={() => onGo(step + 1)}
          disabled={step >= last}
        >
          {t('replay.next')}
        </button>
        <button
          type="button"
          className="btn btn-small"
          title={t('replay.lastTitle')}
          onClick={() => onGo(last)}
          disabled={step >= last}
        >
          <span className="seg-label">{t('replay.last')}</span> <NextIcon />
        </button>
        <div className="replay-track">
          <input
            type="range"
            min={0}
            max={last}
            value={step}
            onChange={(e) => onGo(Number(e.target.value))}
            aria-label={t('replay.step', { n: step, total: last })}
            title={t('replay.sliderTitle')}
          />
          <div className="replay-marks" aria-label={t('replay.turnMarks')} role="img">
            {last > 0
              ? marks.map((m) => (
                  <span key={m} className="replay-mark" style={{ left: `calc(8px + (100% - 16px) * ${m / last})` }} />
                ))
              : null}
          </div>
          {last > 0 && said.length > 0 ? (
            <div className="replay-talk-marks" aria-label={t('replay.talkMarks')} role="img">
              {said.map((m) => (
                <span
                  key={m}
                  className="replay-talk-mark"
                  style={{ left: `calc(8px + (100% - 16px) * ${m / last})` }}
                />
              ))}
            </div>
          ) : null}
        </div>
        <span className="replay-step" aria-live="polite">
          {t('replay.step', { n: step, total: last })}
        </span>
      </div>
      <div className="replay-row">
        <div className="seg-group replay-speed" role="group" aria-label={t('replay.speed')}>
          {REPLAY_SPEEDS.map((s) => (
            <button
              key={s}
              type="button"
              className={`seg-btn${s === speed ? ' active' : ''}`}
              aria-pressed={s === speed}
              title={t('replay.speedTitle', { speed: s })}
              onClick={() => onSpeed(s)}
            >
              {s}×
            </button>
          ))}
        </div>
        <label className="replay-pov">
          <span>{t('replay.pov')}</span>
          <select
            value={pov === null ? 'all' : String(pov)}
            aria-busy={loading}
            title={t('replay.povTitle')}
            onChange={(e) => onPov(e.target.value === 'all' ? null : Number(e.target.value))}
          >
            <option value="all">{t('replay.allSeeing')}</option>
            {data.seats.map((s, i) => (
              <option key={i} value={String(i)}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn btn-small replay-share" title={t('replay.shareTitle')} onClick={share}>
          <LinkIcon /> {t('replay.share')}
        </button>
        {shared ? (
          <span className="replay-shared">
            <input
              readOnly
              value={shared.link}
              size={shared.link.length}
              aria-label={t('replay.shareLink')}
              title={t('replay.shareLink')}
              onFocus={(e) => e.currentTarget.select()}
            />
            {shared.copied ? <span role="status">{t('replay.copied')}</span> : null}
          </span>
        ) : null}
      </div>
    </div>
  );
}
