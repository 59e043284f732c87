// The chat panel beside the log (issue 29): folded, it shows the unread count; open, a tab per channel this page
// reads, the lines as a live region, the writing field of the page's own channel (Enter sends, Esc leaves it, a
// counter of the characters left), the quick reactions, the muted authors, and for the creator who may talk.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation.js';
import { channelOfWriter, SPECTATOR_CHANNEL_MODES, TALK_MAX_CHARS, type TalkChannel } from '../../../shared/talk.js';
import { reportTyping, sendMute, sendTalk, sendTalkSettings } from '../../net/index.js';
import { useAsked } from '../../kit/useAsked.js';
import { useTavolo } from '../../store.js';
import { charsLeft, closedReason, isolated, linesOf, mutedNames, tabsOf, writerName } from './model.js';
import { ReactionPalette } from './ReactionPalette.js';
import { TalkLineView } from './TalkLineView.js';
import './talk.css';

/** The windows where the chat starts folded (the table's drawer folds there too: table.css). */
const COMPACT = '(max-width: 820px), (max-height: 480px)';
/** Whether this page already chose the panel's first state (open on a wide window), once for all its tables. */
let firstStateChosen = false;

/** The chat panel of a live table (players and spectators; the feed and the overlays have none). */
export function ChatPanel() {
  const { t } = useTranslation();
  const talk = useTavolo((s) => s.talk);
  const table = useTavolo((s) => s.table);
  const seated = useTavolo((s) => s.mySeat !== null);
  const readTalk = useTavolo((s) => s.readTalk);
  const tabs = tabsOf(talk, table, seated);
  const own = channelOfWriter(seated);
  if (tabs.length === 0) tabs.push(own);
  const open = talk.reading !== null;
  const shown: TalkChannel = talk.reading !== null && tabs.includes(talk.reading) ? talk.reading : tabs[0]!;
  const unread = tabs.reduce((sum, c) => sum + talk.unread[c], 0);

  useEffect(() => {
    if (firstStateChosen) return;
    firstStateChosen = true;
    if (typeof matchMedia === 'undefined' || !matchMedia(COMPACT).matches) useTavolo.getState().readTalk(own);
  }, [own]);
  // The tab on screen is the one read: a line arriving there is not unread.
  useEffect(() => {
    if (open && talk.reading !== shown) readTalk(shown);
  }, [open, shown, talk.reading, readTalk]);

  return (
    <section className={`panel talk-panel${open ? ' open' : ''}`} aria-label={t('talk.title')} data-testid="talk">
      <h2 className="talk-head">
        <button
          type="button"
          className="talk-fold"
          aria-expanded={open}
          title={open ? t('talk.fold') : t('talk.unfold')}
          onClick={() => readTalk(open ? null : shown)}
        >
          <span className="talk-fold-mark" aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>
          {t('talk.title')}
          {unread > 0 ? (
            <span className="badge talk-unread" data-testid="talk-unread">
              <span aria-hidden="true">{t('talk.unread', { count: unread })}</span>
              <span className="visually-hidden">{t('talk.unreadLabel', { count: unread })}</span>
            </span>
          ) : null}
        </button>
      </h2>
      <TalkStatus />
      {open ? <ChatBody tabs={tabs} shown={shown} own={own} seated={seated} /> : null}
    </section>
  );
}

/** What the creator decided, for everyone at the table: chat closed, or how the spectators' channel goes. */
function TalkStatus() {
  const { t } = useTranslation();
  const settings = useTavolo((s) => s.table?.talk ?? null);
  if (!settings) return null;
  const text = !settings.chat
    ? t('talk.status.closed')
    : settings.spectators === 'open'
      ? t('talk.status.spectatorsOpen')
      : settings.spectators === 'closed'
        ? t('talk.status.spectatorsClosed')
        : t('talk.status.spectatorsAfter');
  return (
    <p className={`talk-status${settings.chat ? '' : ' closed'}`} data-testid="talk-status">
      {text}
    </p>
  );
}

/** The open panel's body. */
function ChatBody({
  tabs,
  shown,
  own,
  seated,
}: {
  readonly tabs: readonly TalkChannel[];
  readonly shown: TalkChannel;
  readonly own: TalkChannel;
  readonly seated: boolean;
}) {
  const { t } = useTranslation();
  const talk = useTavolo((s) => s.talk);
  const table = useTavolo((s) => s.table);
  const readTalk = useTavolo((s) => s.readTalk);
  const listRef = useRef<HTMLOListElement>(null);
  const lines = linesOf(talk, shown);
  const newest = lines.length > 0 ? `${lines[lines.length - 1]!.channel}${lines[lines.length - 1]!.n}` : null;
  const closed = closedReason(table, seated);
  const channelName = t(`talk.channels.${shown}`);
  // Follow the newest line (keyed on it: once full, the count stays the same while lines come).
  // biome-ignore lint/correctness/useExhaustiveDependencies: listed so that a new newest line scrolls the list to it
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newest, shown]);
  return (
    <div className="talk-body">
      {talk.creator && table ? <CreatorSettings /> : null}
      {tabs.length > 1 ? (
        <div className="talk-tabs" role="tablist" aria-label={t('talk.tabsLabel')}>
          {tabs.map((c) => (
            <button
              key={c}
              type="button"
              role="tab"
              className={`talk-tab${c === shown ? ' active' : ''}`}
              aria-selected={c === shown}
              title={t(`talk.channelTitles.${c}`)}
              onClick={() => readTalk(c)}
            >
              {t(`talk.channels.${c}`)}
              {c !== shown && talk.unread[c] > 0 ? (
                <span className="badge talk-unread">
                  <span aria-hidden="true">{talk.unread[c]}</span>
                  <span className="visually-hidden">{t('talk.unreadLabel', { count: talk.unread[c] })}</span>
                </span>
              ) : null}
            </button>
          ))}
        </div>
      ) : null}
      {lines.length === 0 ? <p className="muted talk-empty">{t('talk.empty')}</p> : null}
      {/* Always there, empty or not: a screen reader follows a live region that exists before its first line. */}
      <ol
        ref={listRef}
        className="talk-lines"
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={t('talk.linesLabel', { channel: channelName })}
        data-testid="talk-lines"
      >
        {lines.map((l) => {
          const mine = l.author === talk.me;
          const name = isolated(writerName(l, t('talk.guest')));
          return (
            <li key={`${l.channel}${l.n}`} className={`talk-line${mine ? ' mine' : ''}`} data-author={l.author}>
              <TalkLineView
                line={l}
                mine={mine}
                after={
                  mine || talk.me === null ? null : (
                    <button
                      type="button"
                      className="btn-link talk-mute"
                      aria-label={t('talk.muteTitle', { name })}
                      title={t('talk.muteTitle', { name })}
                      onClick={() => sendMute(l.author, true)}
                    >
                      {t('talk.mute')}
                    </button>
                  )
                }
              />
            </li>
          );
        })}
      </ol>
      {shown === own ? (
        closed ? (
          <p className="talk-closed" data-testid="talk-closed">
            {closed === 'closed' ? t('talk.closedAll') : t('talk.closedSpectators')}
          </p>
        ) : (
          <>
            <ChatField channelName={channelName} />
            <ReactionPalette channelName={channelName} />
          </>
        )
      ) : null}
      {talk.muted.length > 0 ? <MutedList /> : null}
    </div>
  );
}

/** The writing field: Enter sends, Esc leaves it; typing is reported while it holds text and has focus. */
function ChatField({ channelName }: { readonly channelName: string }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const focused = useRef(false);
  const counterId = useId();
  const left = charsLeft(draft);
  // Typing while the field holds text and has focus; reportTyping sends only changes.
  const report = (text: string) => reportTyping(focused.current && text.trim() !== '');
  // Leaving the table (the panel unmounts) ends the typing.
  useEffect(() => () => reportTyping(false), []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (sendTalk(draft)) {
      setDraft('');
      reportTyping(false);
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.currentTarget.blur();
    }
  };
  return (
    <form className="talk-form" onSubmit={submit}>
      <input
        type="text"
        className="talk-input"
        value={draft}
        maxLength={TALK_MAX_CHARS * 4}
        autoComplete="off"
        spellCheck
        enterKeyHint="send"
        placeholder={t('talk.placeholder')}
        aria-label={t('talk.fieldLabel', { channel: channelName })}
        title={t('talk.fieldTitle', { channel: channelName })}
        aria-describedby={counterId}
        aria-invalid={left < 0}
        data-testid="talk-input"
        onChange={(e) => {
          setDraft(e.target.value);
          report(e.target.value);
        }}
        onFocus={() => {
          focused.current = true;
          report(draft);
        }}
        onBlur={() => {
          focused.current = false;
          reportTyping(false);
        }}
        onKeyDown={onKeyDown}
      />
      <span id={counterId} className={`talk-counter${left < 0 ? ' over' : left < 20 ? ' near' : ''}`}>
        <span aria-hidden="true">
          {TALK_MAX_CHARS - left}/{TALK_MAX_CHARS}
        </span>
        <span className="visually-hidden">{t('talk.left', { left })}</span>
      </span>
      <button
        type="submit"
        className="btn btn-small btn-primary talk-send"
        title={t('talk.sendTitle')}
        disabled={left < 0 || draft.trim() === ''}
      >
        {t('talk.send')}
      </button>
    </form>
  );
}

/** The authors this person muted, each with a button to hear him again. */
function MutedList() {
  const { t } = useTranslation();
  const talk = useTavolo((s) => s.talk);
  const names = mutedNames(talk, t('talk.guest'));
  return (
    <details className="talk-muted" data-testid="talk-muted">
      <summary title={t('talk.mutedTitle')}>{t('talk.mutedList', { count: names.length })}</summary>
      <ul>
        {names.map(({ author, name }) => (
          <li key={author}>
            <bdi>{name}</bdi>
            <button
              type="button"
              className="btn btn-small btn-ghost"
              aria-label={t('talk.unmuteTitle', { name: isolated(name) })}
              title={t('talk.unmuteTitle', { name: isolated(name) })}
              onClick={() => sendMute(author, false)}
            >
              {t('talk.unmute')}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The creator's switches: all chat open or closed, and the spectators' channel after the game, open or closed. */
function CreatorSettings() {
  const { t } = useTranslation();
  const settings = useTavolo((s) => s.table?.talk);
  const name = useId();
  // Each switch moves at once; the server's word follows a round trip later (or puts it back).
  const [chat, askChat] = useAsked(settings?.chat ?? true, (v) => sendTalkSettings({ chat: v }));
  const [spectators, askSpectators] = useAsked(settings?.spectators, (v) => {
    if (v !== undefined) sendTalkSettings({ spectators: v });
  });
  if (!settings) return null;
  return (
    <details className="talk-settings" data-testid="talk-settings">
      <summary title={t('talk.settingsTitle')}>{t('talk.settings')}</summary>
      <label className="talk-check" title={t('talk.chatOpenTitle')}>
        <input type="checkbox" checked={chat} onChange={(e) => askChat(e.target.checked)} />
        {t('talk.chatOpen')}
      </label>
      <fieldset className="talk-modes">
        <legend>{t('talk.spectatorsMode')}</legend>
        {SPECTATOR_CHANNEL_MODES.map((mode) => (
          <label key={mode} title={t(`talk.modeTitles.${mode}`)}>
            <input
              type="radio"
              name={name}
              value={mode}
              checked={spectators === mode}
              onChange={() => askSpectators(mode)}
            />
            {t(`talk.modes.${mode}`)}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
