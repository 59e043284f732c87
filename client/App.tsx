// The app: picks the screen from the URL and keeps client/net pointed at it.
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from './i18n/useTranslation.js';
import { useRoute } from './router.js';
import { useTavolo } from './store.js';
import { leaveTable, openFeed, openSeatView, openTable, startLobby, stopLobby } from './net/lazy.js';
import { loadReconnectToken, loadSeatKey } from './net/storage.js';
import { Lobby } from './ui/Lobby.js';
import { NameGate } from './ui/NameGate.js';
import { LoadingScreen } from './ui/LoadingScreen.js';

// The table and the replay pull in three, R3F and drei: their own chunks, loaded when needed.
const TableScreen = lazy(() => import('./ui/TableScreen.js'));
const ReplayScreen = lazy(() => import('./ui/ReplayScreen.js'));
const FeedScreen = lazy(() => import('./ui/FeedScreen.js'));
const SeatViewScreen = lazy(() => import('./ui/SeatViewScreen.js'));
// The player's pages: plain HTML, their own chunk.
const PlayerScreen = lazy(() => import('./ui/player/PlayerScreen.js'));
const RatingsScreen = lazy(() => import('./ui/player/RatingsScreen.js'));

/** The root component. */
export function App() {
  const route = useRoute();
  const { t } = useTranslation();
  const name = useTavolo((s) => s.name);
  const code = 'code' in route ? route.code : '';
  const spectate = route.kind === 'table' && route.spectate;
  const feedKey = route.kind === 'feed' || route.kind === 'seat-view' ? route.key : '';
  const viewSeat = route.kind === 'seat-view' ? route.seat : -1;
  // A first visit by link asks for a name before taking a seat; a returning player goes straight in.
  const needsName =
    route.kind === 'table' && !spectate && !name.trim() && !loadSeatKey(code) && !loadReconnectToken(code);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the route's fields are read through route, narrowed by kind; these keys name every field that can change, and needsName so a name given opens the table
  useEffect(() => {
    if (route.kind === 'table') {
      if (!needsName) openTable(route.code, route.spectate);
    } else if (route.kind === 'feed') {
      openFeed(route.code, route.key);
    } else if (route.kind === 'seat-view') {
      openSeatView(route.code, route.seat, route.key);
    } else {
      leaveTable();
    }
    if (route.kind === 'lobby') {
      startLobby();
      return stopLobby;
    }
    return undefined;
  }, [route.kind, code, spectate, feedKey, viewSeat, needsName]);

  useEffect(() => {
    document.title = code ? `${code} · ${t('app.title')}` : t('app.title');
  }, [code, t]);

  if (route.kind === 'lobby') return <Lobby />;
  if (needsName) return <NameGate code={code} />;
  return (
    <Suspense fallback={<LoadingScreen label={t('table.loadingTable')} progress={0.15} />}>
      {route.kind === 'table' ? (
        <TableScreen code={route.code} />
      ) : route.kind === 'feed' ? (
        <FeedScreen code={route.code} />
      ) : route.kind === 'seat-view' ? (
        <SeatViewScreen code={route.code} />
      ) : route.kind === 'me' ? (
        <PlayerScreen />
      ) : route.kind === 'ratings' ? (
        <RatingsScreen game={route.game} />
      ) : (
        <ReplayScreen code={route.code} />
      )}
    </Suspense>
  );
}
