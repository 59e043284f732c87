// A finished game replayed (/replay/<CODE>?at=N&seat=S): the server's record gives the view after every step,
// all-seeing or from one seat's point of view (or a bare seed + log, folded here with the engine); each step's
// view, log and dice throw go into the store, and the ordinary table view shows them. A step forward plays
// the game's own animations as live play does; a jump remounts the scene, which shows the table at rest.
import { TALK_SETTINGS_DEFAULT } from '../../shared/talk.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation.js';
import { NO_QUEUE_SHOWN, type TableSnapshot } from '../../shared/protocol.js';
import { fetchReplay, splitRefusal, type ReplayData } from '../net/index.js';
import { translateError } from '../i18n/index.js';
import { useTavolo, type LogLine } from '../store.js';
import { currentRenderInfo } from '../debug.js';
import { TableView } from './table/TableView.js';
import { LoadingScreen } from './LoadingScreen.js';
import { navigate, useRoute } from '../router.js';
import { clampStep, readyForNext, talkUpTo, throwOnScreen, type ReplaySpeed } from './replayTimeline.js';
import { ReplayBar } from './ReplayBar.js';
import { typingInField } from '../kit/useGameKeys.js';

/** How often play looks whether the scene has come to rest. */
const POLL_MS = 50;

/** A loaded replay and the point of view it was fetched for. */
interface Loaded {
  readonly pov: number | null;
  readonly data: ReplayData;
}

/** The replay screen. */
export default function ReplayScreen({ code }: { readonly code: string }) {
  const { t } = useTranslation();
  const route = useRoute();
  // The URL holds the point of view (?seat=S); `at` is read once, when the replay first loads.
  const pov = route.kind === 'replay' && route.seat !== undefined ? route.seat : null;
  const firstAt = useRef(route.kind === 'replay' ? route.at : undefined);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const [lastMove, setLastMove] = useState<'step' | 'jump'>('jump');
  const [sceneKey, setSceneKey] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<ReplaySpeed>(1);

  useEffect(() => {
    let alive = true;
    fetchReplay(code, pov)
      .then(async (data) => (data.kind === 'frames' ? data : (await import('./replayFold.js')).foldRecord(data)))
      .then(
        (f) => {
          if (!alive) return;
          if (typeof f === 'string') return setError(f);
          const last = f.frames.length - 1;
          // A shared moment opens where it points (clamped); another point of view keeps the step shown.
          const at = firstAt.current;
          firstAt.current = undefined;
          setStep((s) => clampStep(at ?? s, last));
          setLastMove('jump');
          setSceneKey((k) => k + 1);
          setLoaded({ pov, data: f });
        },
        (e: unknown) => {
          if (!alive) return;
          const { code: refusal, message } = splitRefusal(e instanceof Error ? e.message : String(e));
          // A link naming a seat the table does not have falls back to the all-seeing replay.
          if (refusal === 'table/bad-seat' && pov !== null) return navigate({ kind: 'replay', code }, true);
          setError(refusal ? translateError(refusal, message) : message);
        },
      );
    return () => {
      alive = false;
    };
  }, [code, pov]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: listed so that leaving this replay for another resets the table
  useEffect(() => () => useTavolo.getState().resetTable(null), [code]);

  const folded = loaded?.data ?? null;
  const shownPov = loaded?.pov ?? null;
  const last = folded ? folded.frames.length - 1 : 0;

  // Publish the step to the store: a synthetic snapshot, the viewer's view and the log so far.
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
      seats: folded.seats.map((s, index) => ({
        index,
        kind: s.kind,
        name: s.name,
        botId: '',
        occupied: true,
        connected: true,
        feedConsent: true,
        typing: false,
        away: false,
        rating: 0,
        provisional: false,
      })),
      spectators: 0,
      spectatorNames: [],
      feedDelay: 0,
      feedAllSeeing: false,
      feedWatchers: 0,
      allowSpectators: true,
      botPace: 'normal',
      botsPaused: false,
      talk: TALK_SETTINGS_DEFAULT,
      queue: NO_QUEUE_SHOWN,
    };
    const log: LogLine[] = [];
    for (let i = 1; i <= step; i++) {
      frames[i]!.events.forEach((event, j) => {
        log.push({ id: i * 1000 + j, version: i, event: event as LogLine['event'] });
      });
    }
    // The talk said by this step, as it was written: the log shows it among the moves (TableView, LogPanel).
    const talk = { ...useTavolo.getState().talk, lines: talkUpTo(folded.talk, step, last) };
    useTavolo.setState({
      tableId: code,
      table,
      talk,
      view: frame.view,
      // A seat's point of view shows that seat's view from its chair, but never its controls as if to play.
      mySeat: null,
      ...(shownPov === null ? {} : { watchSeat: shownPov }),
      log,
      // Dice roll on screen when moving one step forward, as live; a jump shows them at rest.
      lastThrow: lastMove === 'step' ? throwOnScreen(frames, throws, step) : null,
      connection: 'idle',
    });
  }, [folded, step, code, last, lastMove, shownPov]);

  // Play: the next step once this one has shown long enough for the speed and its animations are over.
  useEffect(() => {
    if (!playing) return;
    if (step >= last) {
      setPlaying(false);
      return;
    }
    const start = performance.now();
    let frame = currentRenderInfo()?.frame ?? 0;
    let drawnAt = start;
    const id = setInterval(() => {
      const now = performance.now();
      const f = currentRenderInfo()?.frame ?? frame;
      if (f !== frame) {
        frame = f;
        drawnAt = now;
      }
      if (!readyForNext(speed, now - start, now - drawnAt, useTavolo.getState().camera === 'cinematic')) return;
      clearInterval(id);
      setLastMove('step');
      setStep((s) => Math.min(last, s + 1));
    }, POLL_MS);
    return () => clearInterval(id);
  }, [playing, step, last, speed]);

  const go = useCallback(
    (s: number) => {
      const next = clampStep(s, last);
      if (next === step) return;
      setPlaying(false);
      if (next === step + 1) setLastMove('step');
      else {
        setLastMove('jump');
        setSceneKey((k) => k + 1);
      }
      setStep(next);
    },
    [last, step],
  );

  const togglePlay = useCallback(() => {
    if (playing) return setPlaying(false);
    if (step >= last) go(0);
    setPlaying(true);
  }, [playing, step, last, go]);

  const choosePov = useCallback(
    (seat: number | null) => navigate({ kind: 'replay', code, ...(seat === null ? {} : { seat }) }, true),
    [code],
  );

  // Arrow keys step through the game.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      // Typing in a field is not stepping; the slider (a range input) still steps with the arrows.
      if (typingInField(e.target) && (e.target as HTMLInputElement).type !== 'range') return;
      if (e.key === 'ArrowRight') go(step + 1);
      else if (e.key === 'ArrowLeft') go(step - 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, step]);

  if (error) {
    return (
      <div className="loading">
        <div className="loading-box">
          <p role="alert">{t('replay.failed', { reason: error })}</p>
          <button
            type="button"
            className="btn"
            title={t('table.lobbyTitle')}
            onClick={() => navigate({ kind: 'lobby' })}
          >
            {t('conn.backToLobby')}
          </button>
        </div>
      </div>
    );
  }
  if (!folded) return <LoadingScreen label={t('replay.loading')} progress={0.4} />;
  const footer = (
    <ReplayBar
      code={code}
      data={folded}
      step={step}
      playing={playing}
      speed={speed}
      pov={pov}
      loading={pov !== shownPov}
      onGo={go}
      onTogglePlay={togglePlay}
      onSpeed={setSpeed}
      onPov={choosePov}
    />
  );
  return (
    <TableView
      mode="replay"
      code={code}
      sceneKey={`${shownPov ?? 'all'}:${sceneKey}`}
      title={<strong className="replay-title">{t('replay.title', { code })}</strong>}
      footer={footer}
    />
  );
}
