// The lobby: live list of open tables, the create form, join by code, the player's name.
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation.js';
import { navigate, normaliseCode } from '../router.js';
import { PageLink } from './PageLink.js';
import { useTavolo, type LobbyTable } from '../store.js';
import { createTable, retryLobby } from '../net/lazy.js';
import { startGuidedGame } from '../guide/start.js';
import { useGuide } from '../guide/store.js';
import {
  CATALOG,
  catalogEntry,
  engineOptions,
  fieldShown,
  initialValues,
  resizeSeats,
  seatRangeOf,
  type OptionField,
  type OptionValue,
} from '../games/catalog.js';
import { CUSTOM_FIELDS } from '../games/lobbies.js';
import { BOT_PACE_DEFAULT, BOT_PACES, type BotPace, type CreateOptions } from '../../shared/protocol.js';
import { LangSwitch } from './LangSwitch.js';
import { Toasts } from './Toasts.js';
import { preloadTable } from './preloadTable.js';
import { BookIcon, BotIcon, DieIcon, EyeIcon, PersonIcon, PlusIcon } from '../kit/icons.js';
import { DEFAULT_FEED_DELAY, delayWords, FEED_DELAY_CHOICES } from './table/stream.js';
import './lobby.css';

const LiveNow = lazy(() => import('./live/LiveNow.js'));

/** Longest accepted display name (protocol.ts JoinOptions). */
export const NAME_MAX = 24;

/** The lobby screen. */
export function Lobby() {
  const { t } = useTranslation();
  return (
    <div className="lobby">
      <header className="lobby-header">
        <div className="brand">
          <svg className="brand-mark" viewBox="0 0 64 64" aria-hidden="true">
            <rect x="6" y="6" width="52" height="52" rx="12" fill="#b5652b" />
            <rect x="10" y="10" width="44" height="44" rx="9" fill="#f3e3c8" />
            <g fill="#3b2417">
              <circle cx="22" cy="22" r="5" />
              <circle cx="42" cy="42" r="5" />
              <circle cx="32" cy="32" r="5" />
            </g>
          </svg>
          <div>
            <h1>{t('app.title')}</h1>
            <p className="tagline">{t('app.tagline')}</p>
          </div>
        </div>
        <nav className="lobby-nav">
          <PageLink to={{ kind: 'me' }} testId="nav-me">
            <PersonIcon /> {t('lobby.yourGames')}
          </PageLink>
          <PageLink to={{ kind: 'ratings' }}>{t('lobby.ratings')}</PageLink>
          <LangSwitch />
        </nav>
      </header>
      <main className="lobby-main">
        <div className="lobby-col">
          {/* Its own chunk, after the lobby's first load: the games' drawings and the player words. */}
          <Suspense fallback={null}>
            <LiveNow />
          </Suspense>
          <TableList />
        </div>
        <aside className="lobby-side">
          <NameField />
          <CreateForm />
          <JoinByCode />
        </aside>
      </main>
      <Toasts />
    </div>
  );
}

function NameField() {
  const { t } = useTranslation();
  const name = useTavolo((s) => s.name);
  const setName = useTavolo((s) => s.setName);
  const id = 'lobby-name';
  return (
    <section className="card name-card">
      <label className="field" htmlFor={id}>
        <span>{t('lobby.yourName')}</span>
        <input
          id={id}
          className="input"
          value={name}
          maxLength={NAME_MAX}
          autoComplete="nickname"
          placeholder={t('lobby.namePlaceholder')}
          title={t('lobby.nameTitle')}
          onChange={(e) => setName(e.target.value)}
        />
      </label>
    </section>
  );
}

function TableList() {
  const { t } = useTranslation();
  const status = useTavolo((s) => s.lobbyStatus);
  const tables = useTavolo((s) => s.lobbyTables);
  return (
    <section className="card tables-card" aria-labelledby="open-tables">
      <div className="card-head">
        <h2 id="open-tables">{t('lobby.openTables')}</h2>
        <span className={`live-dot ${status}`} aria-hidden="true" />
      </div>
      <div aria-live="polite">
        {status === 'unreachable' ? (
          <div className="notice notice-bad">
            <p>{t('lobby.unreachable')}</p>
            <button type="button" className="btn btn-small" title={t('lobby.retryTitle')} onClick={retryLobby}>
              {t('lobby.retry')}
            </button>
          </div>
        ) : status !== 'open' ? (
          <p className="muted">{t('lobby.connecting')}</p>
        ) : tables.length === 0 ? (
          <div className="empty">
            <DieIcon />
            <p>{t('lobby.noTables')}</p>
          </div>
        ) : null}
      </div>
      {status !== 'unreachable' && tables.length > 0 ? (
        <ul className="table-list">
          {tables.map((table) => (
            <TableRow key={table.id} table={table} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function TableRow({ table }: { readonly table: LobbyTable }) {
  const { t } = useTranslation();
  const entry = catalogEntry(table.game);
  const hasFreeSeat = table.seats.some((s) => s.kind === 'human' && !s.occupied);
  return (
    <li className="table-row" data-testid={`lobby-table-${table.id}`}>
      <div className="table-row-head">
        <h3>{entry ? t(entry.name) : table.game || '?'}</h3>
        {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the chip reads as the word Code and the code; no role fits a code without changing how it reads or is selected */}
        <code className="code-chip" aria-label={`${t('lobby.code')} ${table.id}`}>
          {table.id}
        </code>
        {table.phase !== 'unknown' ? (
          <span className={`phase phase-${table.phase}`}>{t(`lobby.phase.${table.phase}`)}</span>
        ) : null}
      </div>
      <ul className="seat-chips">
        {table.seats.map((seat, i) => (
          <li key={i} className={`seat-chip ${seat.occupied ? '' : 'free'}`}>
            {seat.kind === 'bot' ? <BotIcon /> : <PersonIcon />}
            <span className="visually-hidden">{seat.kind === 'bot' ? t('lobby.bot') : t('lobby.human')}: </span>
            <span>{seat.occupied ? seat.name || '—' : t('lobby.free')}</span>
          </li>
        ))}
        <li className="seat-chip spectators" data-testid="lobby-spectator-chip">
          <EyeIcon />
          <span>
            {table.allowSpectators ? t('lobby.spectators', { count: table.spectators }) : t('stream.noSpectators')}
          </span>
        </li>
      </ul>
      <div className="table-row-actions">
        {hasFreeSeat ? (
          <button
            type="button"
            className="btn btn-primary btn-small"
            title={t('lobby.joinTitle', { code: table.id })}
            onClick={() => {
              preloadTable(table.game);
              navigate({ kind: 'table', code: table.id, spectate: false });
            }}
          >
            <PersonIcon /> {t('lobby.join')}
          </button>
        ) : null}
        {table.allowSpectators ? (
          <button
            type="button"
            className="btn btn-small"
            data-testid="lobby-watch"
            title={t('lobby.watchTitle', { code: table.id })}
            onClick={() => {
              preloadTable(table.game);
              navigate({ kind: 'table', code: table.id, spectate: true });
            }}
          >
            <EyeIcon /> {t('lobby.watch')}
          </button>
        ) : null}
        {table.phase === 'finished' ? (
          <button
            type="button"
            className="btn btn-ghost btn-small"
            title={t('lobby.replayTitle', { code: table.id })}
            onClick={() => navigate({ kind: 'replay', code: table.id })}
          >
            {t('lobby.replay')}
          </button>
        ) : null}
      </div>
    </li>
  );
}

function CreateForm() {
  const { t } = useTranslation();
  const name = useTavolo((s) => s.name);
  const pushToast = useTavolo((s) => s.pushToast);
  const [gameId, setGameId] = useState(CATALOG[0]!.id);
  const entry = catalogEntry(gameId)!;
  const [values, setValues] = useState<Record<string, OptionValue>>(() => initialValues(entry));
  const [seats, setSeats] = useState<('human' | 'bot')[]>(() => [...entry.seatKinds]);
  const [feedDelay, setFeedDelay] = useState<number>(DEFAULT_FEED_DELAY);
  const [spectators, setSpectators] = useState(true);
  const [botPace, setBotPace] = useState<BotPace>(BOT_PACE_DEFAULT);
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const range = seatRangeOf(entry, values);

  function pickGame(id: string) {
    const next = catalogEntry(id);
    if (!next) return;
    setGameId(id);
    setValues(initialValues(next));
    setSeats([...next.seatKinds]);
  }

  /** Sets one option; the seat count follows when the new options allow fewer or more seats. */
  function setValue(key: string, value: OptionValue) {
    const next = { ...values, [key]: value };
    setValues(next);
    const r = seatRangeOf(entry, next);
    if (seats.length < r.min || seats.length > r.max)
      setSeats(resizeSeats(seats, Math.min(r.max, Math.max(r.min, seats.length))));
  }

  /** The player's name, or null after asking for one. */
  function checkedName(): string | null {
    const trimmed = name.trim();
    if (trimmed.length >= 1 && trimmed.length <= NAME_MAX) return trimmed;
    pushToast('lobby/need-name', t('lobby.needName'));
    document.getElementById('lobby-name')?.focus();
    return null;
  }

  async function guided() {
    const trimmed = checkedName();
    if (trimmed === null) return;
    setBusy(true);
    preloadTable(gameId);
    const started = await startGuidedGame(gameId, trimmed);
    if (!started) setBusy(false);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const trimmed = checkedName();
    if (trimmed === null) return;
    setBusy(true);
    preloadTable(gameId);
    const options: CreateOptions = {
      game: gameId,
      name: trimmed,
      options: engineOptions(entry, values, seats.length),
      seats: seats.map((kind) => (kind === 'bot' ? { kind: 'bot' as const } : { kind: 'human' as const })),
      feedDelay,
      spectators,
      botPace,
    };
    const code = await createTable(options);
    setBusy(false);
    if (code) navigate({ kind: 'table', code, spectate: false });
  }

  const counts = Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i);
  return (
    <section className="card create-card" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>
        <PlusIcon /> {t('lobby.create')}
      </h2>
      <form onSubmit={submit} className="create-form">
        <label className="field">
          <span>{t('lobby.game')}</span>
          <select
            className="input"
            value={gameId}
            data-testid="lobby-game"
            title={t('lobby.gameTitle')}
            onChange={(e) => pickGame(e.target.value)}
          >
            {CATALOG.map((g) => (
              <option key={g.id} value={g.id}>
                {t(g.name)}
              </option>
            ))}
          </select>
        </label>
        <p className="muted small">{t(entry.blurb)}</p>
        <GuidedOffer gameId={gameId} gameName={t(entry.name)} busy={busy} onStart={guided} />
        {entry.options
          .filter((opt) => fieldShown(opt, values, seats.length))
          .map((opt) => (
            <OptionInput
              key={opt.key}
              field={opt}
              value={values[opt.key] ?? opt.initial}
              seats={seats.length}
              group={`${formId}-${opt.key}`}
              onChange={(v) => setValue(opt.key, v)}
            />
          ))}
        <fieldset className="field plain">
          <legend>{t('lobby.seats')}</legend>
          {counts.length > 1 ? (
            <div className="segmented seat-count" role="radiogroup" aria-label={t('lobby.seatCount')}>
              {counts.map((n) => (
                <label key={n} data-testid={`lobby-seat-count-${n}`} title={t('lobby.seatCountTitle', { n })}>
                  <input
                    type="radio"
                    name={`${formId}-count`}
                    checked={seats.length === n}
                    onChange={() => setSeats(resizeSeats(seats, n))}
                  />
                  <span>{n}</span>
                </label>
              ))}
            </div>
          ) : null}
          <div className="seat-picks">
            {seats.map((kind, i) => (
              <div key={i} className="seat-pick">
                <span className="seat-pick-label">{t('lobby.seatN', { n: i + 1 })}</span>
                <div className="segmented" role="radiogroup" aria-label={t('lobby.seatN', { n: i + 1 })}>
                  {(['human', 'bot'] as const).map((k) => (
                    <label key={k} data-testid={`lobby-seat-${i}-${k}`} title={t(`lobby.${k}Title`, { n: i + 1 })}>
                      <input
                        type="radio"
                        name={`${formId}-seat-${i}`}
                        checked={kind === k}
                        onChange={() => setSeats(seats.map((s, j) => (j === i ? k : s)))}
                      />
                      <span>
                        {k === 'bot' ? <BotIcon /> : <PersonIcon />}
                        {t(`lobby.${k}`)}
                      </span>
                    </label>
                  ))}
                </div>
              </div>
            ))}
          </div>
        </fieldset>
        {seats.includes('bot') ? <BotPaceField group={formId} pace={botPace} onPace={setBotPace} /> : null}
        <FeedFields
          group={formId}
          delay={feedDelay}
          spectators={spectators}
          onDelay={setFeedDelay}
          onSpectators={setSpectators}
        />
        <button
          type="submit"
          className="btn btn-primary create-submit"
          data-testid="lobby-create"
          title={t('lobby.createTitle')}
          disabled={busy}
        >
          {busy ? t('lobby.creating') : t('lobby.createButton')}
        </button>
      </form>
    </section>
  );
}

/** How fast the table's bots act (shown when a seat is a bot); the players may change it at the table. */
function BotPaceField(props: {
  readonly group: string;
  readonly pace: BotPace;
  readonly onPace: (pace: BotPace) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="field plain" data-testid="lobby-bot-pace">
      <legend>{t('bots.pace')}</legend>
      <div className="segmented wrap">
        {BOT_PACES.map((pace) => (
          <label key={pace} title={t(`bots.paceTitles.${pace}`)} data-testid={`lobby-bot-pace-${pace}`}>
            <input
              type="radio"
              name={`${props.group}-bot-pace`}
              checked={props.pace === pace}
              onChange={() => props.onPace(pace)}
            />
            <span>{t(`bots.paces.${pace}`)}</span>
          </label>
        ))}
      </div>
      <p className="muted small option-hint">{t('bots.paceHint')}</p>
    </fieldset>
  );
}

/** The stream fields of the create form: the feed's delay (live needs every player's consent) and spectators allowed. */
function FeedFields(props: {
  readonly group: string;
  readonly delay: number;
  readonly spectators: boolean;
  readonly onDelay: (seconds: number) => void;
  readonly onSpectators: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <fieldset className="field plain" data-testid="lobby-feed-delay">
        <legend>{t('stream.delayLabel')}</legend>
        <div className="segmented wrap">
          {FEED_DELAY_CHOICES.map((v) => {
            const words = delayWords(v);
            return (
              <label
                key={v}
                data-testid={`lobby-feed-delay-${v}`}
                title={
                  v === 0 ? t('stream.delayLiveTitle') : t('stream.delayTitle', { delay: t(words.key, words.values) })
                }
              >
                <input
                  type="radio"
                  name={`${props.group}-feed-delay`}
                  checked={props.delay === v}
                  onChange={() => props.onDelay(v)}
                />
                <span>{v === 0 ? t('stream.delayLive') : t(words.key, words.values)}</span>
              </label>
            );
          })}
        </div>
        <p className="muted small option-hint">{t(props.delay === 0 ? 'stream.delayLiveHint' : 'stream.delayHint')}</p>
      </fieldset>
      <label className="toggle" data-testid="lobby-spectators" title={t('stream.spectatorsHint')}>
        <input type="checkbox" checked={props.spectators} onChange={(e) => props.onSpectators(e.target.checked)} />
        <span className="toggle-track" aria-hidden="true" />
        <span className="toggle-text">
          <strong>{t('stream.spectators')}</strong>
          <small>{t('stream.spectatorsHint')}</small>
        </span>
      </label>
    </>
  );
}

/** One option of the create form: a segmented choice, a seat picker, a toggle or a game's own field. */
function OptionInput(props: {
  readonly field: OptionField;
  readonly value: OptionValue;
  readonly seats: number;
  readonly group: string;
  readonly onChange: (value: OptionValue) => void;
}) {
  const { t } = useTranslation();
  const { field, value, group, onChange } = props;
  if (field.kind === 'custom') {
    const Render = CUSTOM_FIELDS[field.render];
    return Render ? (
      <Suspense fallback={<p className="muted small">{t(field.label)}…</p>}>
        <Render label={field.label} value={value} group={group} onChange={onChange} />
      </Suspense>
    ) : null;
  }
  if (field.kind === 'toggle') {
    return (
      <label className="toggle" data-testid={`lobby-opt-${field.key}`} title={t(field.hint ?? field.label)}>
        <input type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
        <span className="toggle-track" aria-hidden="true" />
        <span className="toggle-text">
          <strong>{t(field.label)}</strong>
          {field.hint ? <small>{t(field.hint)}</small> : null}
        </span>
      </label>
    );
  }
  const choices: { v: number | string; label: string }[] =
    field.kind === 'seat'
      ? Array.from({ length: props.seats }, (_, i) => ({ v: i, label: t('lobby.seatN', { n: i + 1 }) }))
      : field.values.map((v) => ({
          v,
          label: typeof v === 'number' ? t(field.valueLabel, { count: v }) : t(`${field.valueLabel}.${v}`),
        }));
  const hint =
    field.kind === 'seat'
      ? field.hint
      : field.hints && typeof value === 'string'
        ? `${field.hints}.${value}`
        : undefined;
  // A choice's tooltip: what that value does when the field says so per value, else the option's name and the value.
  const titleOf = (v: number | string, label: string) =>
    field.kind === 'choice' && field.hints && typeof v === 'string'
      ? t(`${field.hints}.${v}`)
      : t('lobby.optionTitle', { option: t(field.label), value: label });
  return (
    <fieldset className="field plain">
      <legend>{t(field.label)}</legend>
      <div className="segmented wrap">
        {choices.map(({ v, label }) => (
          <label key={v} data-testid={`lobby-opt-${field.key}-${v}`} title={titleOf(v, label)}>
            <input type="radio" name={group} checked={value === v} onChange={() => onChange(v)} />
            <span>{label}</span>
          </label>
        ))}
      </div>
      {hint ? <p className="muted small option-hint">{t(hint)}</p> : null}
    </fieldset>
  );
}

function JoinByCode() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const id = useId();
  function submit(e: FormEvent) {
    e.preventDefault();
    const c = normaliseCode(code);
    if (c) navigate({ kind: 'table', code: c, spectate: false });
  }
  return (
    <section className="card" aria-labelledby={`${id}-t`}>
      <h2 id={`${id}-t`}>{t('lobby.joinByCode')}</h2>
      <form className="code-form" onSubmit={submit}>
        <label className="visually-hidden" htmlFor={id}>
          {t('lobby.code')}
        </label>
        <input
          id={id}
          className="input code-input"
          value={code}
          placeholder={t('lobby.codePlaceholder')}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={12}
          title={t('lobby.codeTitle')}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
        />
        <button type="submit" className="btn btn-primary" title={t('lobby.goTitle')} disabled={!normaliseCode(code)}>
          {t('lobby.go')}
        </button>
      </form>
    </section>
  );
}

/**
 * The guided first game of the chosen game: offered once per game as a note with two buttons, and always there
 * as a small button afterwards.
 */
function GuidedOffer(props: {
  readonly gameId: string;
  readonly gameName: string;
  readonly busy: boolean;
  readonly onStart: () => void;
}) {
  const { t } = useTranslation();
  const offered = useGuide((s) => s.offered.includes(props.gameId));
  const markOffered = useGuide((s) => s.markOffered);
  const start = (
    <button
      type="button"
      className="btn btn-small"
      data-testid="lobby-guided"
      title={t('guide.startHint')}
      disabled={props.busy}
      onClick={props.onStart}
    >
      <BookIcon /> {t('guide.start')}
    </button>
  );
  if (offered) return <div className="guided-row">{start}</div>;
  return (
    <div className="guided-offer" data-testid="guided-offer">
      <p>
        <strong>{t('guide.offerTitle', { game: props.gameName })}</strong> {t('guide.offerText')}
      </p>
      <div className="guided-row">
        {start}
        <button
          type="button"
          className="btn btn-small btn-ghost"
          data-testid="guided-no"
          title={t('guide.noThanksHint')}
          onClick={() => markOffered(props.gameId)}
        >
          {t('guide.noThanks')}
        </button>
      </div>
    </div>
  );
}
