// A finished game replayed (/replay/<CODE>): the server's record gives the broadcast view after every step
// (or a bare seed + log, folded here with the engine); each step's view, log and dice throw go into the store,
// and the ordinary table view shows them.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEED_DELAY_DEFAULT, type TableSnapshot } from '../../shared/protocol.js';
import { throwOfFrame } from './replayFrames.js';
import { fetchReplay, splitRefusal, type ReplayData } from '../net/index.js';
import { translateError } from '../i18n/index.js';
import { useTavolo, type LogLine } from '../store.js';
import { TableView } from './table/TableView.js';
import { LoadingScreen } from './LoadingScreen.js';
import { navigate } from '../router.js';
import { NextIcon, PauseIcon, PlayIcon, PrevIcon } from './icons.js';

const PLAY_MS = 1100;

/** The replay screen. */
export default function ReplayScreen({ code }: { readonly code: string }) {
  const { t } = useTranslation();
  const [folded, setFolded] = useState<ReplayData | null>(null);
  const [lastMove, setLastMove] = useState<'step' | 'jump'>('jump');
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    let alive = true;
    fetchReplay(code)
      .then(async (data) => (data.kind === 'frames' ? data : (await import('./replayFold.js')).foldRecord(data)))
      .then(
      (f) => {
        if (!alive) return;
        if (typeof f === 'string') setError(f);
        else {
          setFolded(f);
          setStep(0);
        }
      },
      (e: unknown) => {
        if (!alive) return;
        const { code, message } = splitRefusal(e instanceof Error ? e.message : String(e));
        setError(code ? translateError(code, message) : message);
      },
    );
    return () => {
      alive = false;
      useTavolo.getState().resetTable(null);
    };
  }, [code]);

  const last = folded ? folded.frames.length - 1 : 0;

  // Publish the step to the store: a synthetic snapshot, the broadcast view and the log so far.
  useEffect(() => {
    if (!folded) return;
    const { frames, throws } = folded;
    const frame = frames[step]!;
    const table: TableSnapshot = {
      gameId: folded.game,
      tableId: code,
      phase: step === last ? 'finished' : 'playing',
      version: step,
      options: folded.options,
      seats: folded.seats.map((s, index) => ({ index, kind: s.kind, name: s.name, botId: '', occupied: true, connected: true, feedConsent: s.kind === 'bot' })),
      spectators: 0,
      spectatorNames: [],
      feedDelay: FEED_DELAY_DEFAULT,
      feedLive: false,
      feedWatchers: 0,
      allowSpectators: true,
    };
    const log: LogLine[] = [];
    for (let i = 1; i <= step; i++) {
      frames[i]!.events.forEach((event, j) => log.push({ id: i * 1000 + j, version: i, event: event as LogLine['event'] }));
    }
    useTavolo.setState({
      tableId: code,
      table,
      view: frame.view,
      mySeat: null,
      log,
      // Dice roll on screen when moving one step forward; a jump shows them at rest.
      lastThrow: lastMove === 'step' ? throwOfFrame(frame, throws) : null,
      connection: 'idle',
    });
  }, [folded, step, code, last, lastMove]);

  useEffect(() => {
    if (!playing) return;
    if (step >= last) {
      setPlaying(false);
      return;
    }
    const id = setTimeout(() => {
      setLastMove('step');
      setStep((s) => Math.min(last, s + 1));
    }, PLAY_MS);
    return () => clearTimeout(id);
  }, [playing, step, last]);

  const go = useCallback((s: number) => {
    const next = Math.max(0, Math.min(last, s));
    setPlaying(false);
    setLastMove(next === step + 1 ? 'step' : 'jump');
    setStep(next);
  }, [last, step]);

  // Arrow keys step through the game.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      const el = e.target as HTMLElement | null;
      if (el && ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName) && (el as HTMLInputElement).type !== 'range') return;
      if (e.key === 'ArrowRight') go(step + 1);
      else if (e.key === 'ArrowLeft') go(step - 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, step]);

  const footer = useMemo(
    () =>
      folded ? (
        <div className="replay-bar" role="group" aria-label={t('replay.title', { code })}>
          <button type="button" className="btn btn-small" onClick={() => go(0)} disabled={step === 0}>
            <PrevIcon /> <span className="seg-label">{t('replay.first')}</span>
          </button>
          <button type="button" className="btn btn-small" onClick={() => go(step - 1)} disabled={step === 0}>
            {t('replay.prev')}
          </button>
          <button type="button" className="btn btn-small btn-primary" onClick={() => (step >= last ? (go(0), setPlaying(true)) : setPlaying(!playing))}>
            {playing ? <PauseIcon /> : <PlayIcon />} {playing ? t('replay.pause') : t('replay.play')}
          </button>
          <button type="button" className="btn btn-small" onClick={() => go(step + 1)} disabled={step >= last}>
            {t('replay.next')}
          </button>
          <button type="button" className="btn btn-small" onClick={() => go(last)} disabled={step >= last}>
            <span className="seg-label">{t('replay.last')}</span> <NextIcon />
          </button>
          <input
            type="range"
            min={0}
            max={last}
            value={step}
            onChange={(e) => go(Number(e.target.value))}
            aria-label={t('replay.step', { n: step, total: last })}
          />
          <span className="replay-step">{t('replay.step', { n: step, total: last })}</span>
        </div>
      ) : null,
    [folded, step, last, playing, go, t, code],
  );

  if (error) {
    return (
      <div className="loading">
        <div className="loading-box">
          <p role="alert">{t('replay.failed', { reason: error })}</p>
          <button type="button" className="btn" onClick={() => navigate({ kind: 'lobby' })}>{t('conn.backToLobby')}</button>
        </div>
      </div>
    );
  }
  if (!folded) return <LoadingScreen label={t('replay.loading')} progress={0.4} />;
  return <TableView mode="replay" code={code} title={<strong className="replay-title">{t('replay.title', { code })}</strong>} footer={footer} />;
}
