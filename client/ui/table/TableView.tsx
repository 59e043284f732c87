// The table screen's layout, shared by a live table and a replay: the canvas with the game's pieces, and the
// HTML overlay (top bar, seats, score, log, turn line, the game's controls, toasts). Reads the store only.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation.js';
import { useProgress } from '@react-three/drei';
import { seatNamesOf, useTavolo } from '../../store.js';
import { loadGameClient } from '../../games/index.js';
import { useEventSounds } from '../../sound/useEventSounds.js';
import type { AnyGameClient, CameraPose, GameSceneProps } from '../../kit/contract.js';
import { legalFor } from '../../kit/legal.js';
import { TableCanvas } from '../../scene/TableCanvas.js';
import { FirstFrameMark } from '../../scene/firstFrame.js';
import { cinematicPose } from '../../scene/CameraRig.js';
import { wideShot } from '../../scene/director.js';
import { LangSwitch } from '../LangSwitch.js';
import { Toasts } from '../Toasts.js';
import { CameraButtons } from './CameraButtons.js';
import { ConnectionBanner } from './ConnectionBanner.js';
import { ScorePanel } from './ScorePanel.js';
import { ConnectionState, LobbyButton, PhotoButton, SoundControl, TableCode } from './TopBar.js';
import { TurnLine } from './TurnLine.js';
import { PieceTipLabel } from './PieceTipLabel.js';
import { OverlayHud } from '../overlay/OverlayHud.js';
import { useOverlayCamera, useOverlayMode } from '../overlay/mode.js';
import { overlayWideShot } from '../overlay/framing.js';
import { useAwayReport } from '../talk/presence.js';
import { useReactionExpiry } from '../talk/expiry.js';
import { useLaterPanels } from './later.js';
import { useGuide } from '../../guide/store.js';
import '../table.css';

/** Camera poses before the game's module has loaded (a seat at +z or -z looking at the centre). */
const DEFAULT_SEAT = (seat: number): CameraPose => ({ position: [0, 7, seat === 1 ? -10 : 10], target: [0, 0, 0] });
const DEFAULT_TOP: CameraPose = { position: [0, 17, 0.01], target: [0, 0, 0] };

/** Loads the game client of `gameId`: undefined while loading, null when this client lacks it. */
function useGameClient(gameId: string | undefined): AnyGameClient | null | undefined {
  const [state, setState] = useState<{ id: string; game: AnyGameClient | null } | null>(null);
  useEffect(() => {
    if (!gameId) return;
    let alive = true;
    loadGameClient(gameId).then(
      (game) => alive && setState({ id: gameId, game }),
      (e: unknown) => {
        console.error(e);
        if (alive) setState({ id: gameId, game: null });
      },
    );
    return () => {
      alive = false;
    };
  }, [gameId]);
  return state && state.id === gameId ? state.game : undefined;
}

const noIntent = () => undefined;

/** The windows where the panels fold into the Menu drawer (table.css uses the same widths). */
const COMPACT = '(max-width: 820px), (max-height: 480px)';

/** Props: live table or replay; `onIntent` sends actions (live) or is ignored (replay); `footer` adds controls. */
export interface TableViewProps {
  /** 'feed': the creator's delayed all-seeing feed, read only (FeedScreen; `title` carries its badge). */
  readonly mode: 'live' | 'replay' | 'feed';
  readonly code: string;
  readonly onIntent?: (action: unknown) => void;
  readonly title?: ReactNode;
  readonly footer?: ReactNode;
  /** A new key mounts the game's scene afresh (a replay's jump shows the table at rest, nothing animated). */
  readonly sceneKey?: string | number;
}

/** The table screen body. */
export function TableView({ mode, code, onIntent, title, footer, sceneKey }: TableViewProps) {
  const { t } = useTranslation();
  const table = useTavolo((s) => s.table);
  const view = useTavolo((s) => s.view);
  const mySeat = useTavolo((s) => s.mySeat);
  const watchSeat = useTavolo((s) => s.watchSeat);
  const lastThrow = useTavolo((s) => s.lastThrow);
  const camera = useTavolo((s) => s.camera);
  const connection = useTavolo((s) => s.connection);
  const unread = useTavolo((s) => (mode === 'live' ? s.talk.unread.players + s.talk.unread.spectators : 0));
  const game = useGameClient(table?.gameId);
  useEventSounds(game);
  // On narrow screens the side panels fold away behind a toggle so the table stays visible.
  const [panelsOpen, setPanelsOpen] = useState(() => typeof matchMedia === 'undefined' || !matchMedia(COMPACT).matches);
  // A window that turns narrow (a phone turned, a window shrunk) folds the drawer; one that grows unfolds it.
  useEffect(() => {
    if (typeof matchMedia === 'undefined') return;
    const query = matchMedia(COMPACT);
    const follow = () => setPanelsOpen(!query.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  const assets = useProgress();
  // An OBS browser source (?overlay=1): the table alone on a transparent page, the overlay's words, the director camera.
  const overlay = useOverlayMode(mode);
  useOverlayCamera(overlay);
  // A seated player whose tab stays hidden shows as away (client/net sends it from a seat only).
  useAwayReport(mode === 'live' && !overlay);
  // Reactions show a few seconds, over a seat or in the spectators' counter (live, the feed and the overlays).
  useReactionExpiry();

  const seatNames = useMemo(() => seatNamesOf(table, (n) => t('lobby.seatN', { n })), [table, t]);
  // The one door for legality: the engine's list for this seat, once per view (a replay or the feed acts for nobody).
  const legalSeat = mode === 'live' ? mySeat : null;
  const legal = useMemo(
    () => (game && view ? legalFor(game.legalFromView, view, legalSeat) : []),
    [game, view, legalSeat],
  );
  const props = useMemo<GameSceneProps<unknown, unknown> | null>(
    () => (game && view ? { view, seat: mySeat, seatNames, lastThrow, legal, onIntent: onIntent ?? noIntent } : null),
    [game, view, mySeat, seatNames, lastThrow, legal, onIntent],
  );

  const poseSeat = mySeat ?? watchSeat;
  const pose = useMemo<CameraPose>(() => {
    const seatPose = game ? game.seatCamera(poseSeat) : DEFAULT_SEAT(poseSeat);
    if (camera === 'top') return game ? game.topCamera : DEFAULT_TOP;
    if (camera === 'cinematic') return cinematicPose(seatPose);
    if (camera === 'director') return wideShot(seatPose);
    return seatPose;
  }, [game, poseSeat, camera]);

  // Loading: connected → state → game module → first view; drei's asset progress joins in when a game loads files.
  const steps = [mode === 'replay' || connection === 'connected' || !!table, !!table, game !== undefined, !!view];
  const done = steps.filter(Boolean).length;
  const ready = done === steps.length && !assets.active;
  const progress = assets.active ? (done + assets.progress / 100) / (steps.length + 1) : done / steps.length;
  const label = game === undefined && table ? t('table.loadingGame') : t('table.loadingTable');

  // The seats, log, chat, dialogs, guide and reactions: their chunk comes after the first frame (later.ts), or at
  // once when there is no frame to wait for: a game this client lacks, nothing to show yet (the delayed feed before
  // its first frame), the table gone or closed.
  const nothingToDraw = !!table && (game === null || (game !== undefined && view === null));
  const later = useLaterPanels(nothingToDraw || connection === 'gone' || connection === 'closed');

  const Scene = game?.Scene;
  const Controls = game?.Controls;
  // A guided first game: this browser asked for the guide at this table, plays a seat, and the game has one.
  const guideOn = useGuide((s) => s.tables.includes(code));
  const guided = guideOn && mode === 'live' && mySeat !== null && !!game?.useGuide;

  if (overlay) {
    return (
      <div className="table-screen overlay">
        <TableCanvas
          pose={camera === 'director' ? overlayWideShot(pose) : pose}
          preset={camera}
          game={game ?? null}
          label={t('app.title')}
          overlay
        >
          {Scene && props ? (
            <>
              <Scene key={sceneKey} {...props} />
              <FirstFrameMark />
            </>
          ) : null}
          {later ? <later.SeatBubbles /> : null}
        </TableCanvas>
        <OverlayHud game={game ?? null} seatNames={seatNames} />
        {later ? <later.SpectatorReactions /> : null}
      </div>
    );
  }

  return (
    <div className={`table-screen${mode === 'replay' ? ' replay' : ''}`}>
      <TableCanvas pose={pose} preset={camera} game={game ?? null} label={t('app.title')}>
        {Scene && props ? (
          <>
            <Scene key={sceneKey} {...props} />
            <FirstFrameMark />
          </>
        ) : null}
        {guided && later ? <later.GuideMarkers /> : null}
        {mode === 'replay' || !later ? null : <later.SeatBubbles />}
      </TableCanvas>
      {guided && game && props && later ? <later.GuideDriver game={game} props={props} /> : null}

      <div className={`hud${panelsOpen ? '' : ' panels-closed'}`}>
        <header className="hud-top">
          <div className="hud-cluster">
            <LobbyButton />
            {mode === 'live' ? <TableCode code={code} /> : title}
            {mode !== 'replay' ? <ConnectionState /> : null}
            {mode === 'live' && later ? <later.StreamButton code={code} /> : null}
            <button
              type="button"
              className="btn btn-small panels-toggle"
              data-testid="menu-toggle"
              title={t('table.menuTitle')}
              aria-expanded={panelsOpen}
              aria-controls="table-drawer"
              onClick={() => setPanelsOpen(!panelsOpen)}
            >
              <span aria-hidden="true">{panelsOpen ? '✕' : '☰'}</span> {t('table.menu')}
              {/* The chat lives in the drawer on a narrow window: its unread count shows on the closed Menu. */}
              {!panelsOpen && unread > 0 ? (
                <span className="badge menu-unread" data-testid="menu-unread">
                  <span aria-hidden="true">{unread}</span>
                  <span className="visually-hidden">{t('talk.unreadLabel', { count: unread })}</span>
                </span>
              ) : null}
            </button>
          </div>
          <div className="hud-cluster hud-right-cluster" id="table-drawer">
            {table && later ? <later.RulesButton gameId={table.gameId} /> : null}
            <SoundControl />
            <PhotoButton code={code} />
            <CameraButtons />
            <LangSwitch compact />
          </div>
        </header>

        <div className="hud-center">
          <ConnectionBanner />
          <TurnLine seatNames={seatNames} replay={mode === 'replay'} />
          {guided && later ? <later.GuideBubble code={code} /> : null}
          {!ready && connection !== 'gone' ? (
            <div
              className="hud-loading"
              role="progressbar"
              aria-label={label}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress * 100)}
            >
              <span>{label}</span>
              <div className="progress">
                <div style={{ width: `${Math.round(progress * 100)}%` }} />
              </div>
            </div>
          ) : null}
          {table && game === null ? (
            <div className="banner banner-bad" role="alert">
              <p>{t('table.unknownGame', { game: table.gameId })}</p>
            </div>
          ) : null}
        </div>

        {/* The seats on the left; the game's score above its log on the right: on a short window each column
            keeps to its rows (it scrolls), and neither panel hides the other under the game's controls. */}
        <aside className="hud-left">{later ? <later.SeatsPanel live={mode === 'live'} /> : null}</aside>

        <aside className="hud-right">
          <ScorePanel game={game ?? null} props={props} />
          {later ? <later.LogPanel game={game ?? null} seatNames={seatNames} talk={mode === 'replay'} /> : null}
          {mode === 'live' && later ? <later.ChatPanel /> : null}
        </aside>

        <div className="hud-bottom">
          {Controls && props ? (
            <div className="game-controls">
              <Controls {...props} />
            </div>
          ) : null}
          {footer}
        </div>
      </div>
      <PieceTipLabel />
      {mode === 'replay' || !later ? null : <later.SpectatorReactions />}
      <Toasts />
    </div>
  );
}
