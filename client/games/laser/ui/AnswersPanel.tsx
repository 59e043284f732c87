// The answers a viewer may read, one list per circuit (tabs when there are several): pointer → the kinds hit
// in order → where the light went; secret shots marked, the assistant's contradictions flagged. Clicking an
// answer replays its beam on the boards (store.selectShot).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.js';
import type { LaserView, Shot } from '../../../../shared/games/laser/game-types.js';
import { NS } from '../strings.js';
import { useLaser } from '../store.js';
import { KindIcon, LockIcon, LoopIcon, StopIcon, WarnIcon } from './icons.js';
import { answerText, shotLists, type ShotList } from './model.js';

/** Props of `AnswersPanel`. */
export interface AnswersPanelProps {
  readonly view: LaserView;
  readonly seat: number | null;
  readonly seatNames: readonly string[];
}

/** The answers list with its tabs and the assistant's summary. */
export function AnswersPanel({ view, seat, seatNames }: AnswersPanelProps) {
  const { t } = useTranslation(NS);
  const lists = shotLists(view, seat);
  const [picked, setPicked] = useState<number | null>(null);
  const current = lists.find((l) => l.circuit === picked) ?? lists[0];
  const name = (s: number) => (s === seat ? t('you') : (seatNames[s] ?? `#${s + 1}`));
  const titleOf = (l: ShotList) =>
    l.title === 'yours'
      ? t('answers.yours')
      : l.title === 'onYours'
        ? t('answers.onYours')
        : l.title === 'server'
          ? t('answers.server')
          : t('answers.circuitOf', { name: name(l.owner ?? 0) });
  if (!current) return null;
  const contradicted = current.circuit === view.target ? (view.assistant?.contradicted ?? []) : [];
  const remaining = current.circuit === view.target ? (view.assistant?.remaining ?? null) : null;

  return (
    <section className="lz-answers" aria-labelledby="lz-answers-title" data-testid="lz-answers">
      <div className="lz-answers-head">
        <h3 id="lz-answers-title" className="lz-title">
          {t('answers.title')}
        </h3>
        {lists.length > 1 ? (
          <div className="lz-tabs" role="tablist" aria-label={t('answers.title')}>
            {lists.map((l) => (
              <button
                key={l.circuit}
                type="button"
                role="tab"
                aria-selected={l.circuit === current.circuit}
                className={`lz-tab${l.circuit === current.circuit ? ' on' : ''}`}
                title={t('titles.tab', { list: titleOf(l) })}
                onClick={() => setPicked(l.circuit)}
              >
                {titleOf(l)} <span className="lz-count">{l.shots.length}</span>
              </button>
            ))}
          </div>
        ) : (
          <span className="lz-hint">{titleOf(current)}</span>
        )}
      </div>
      <ShotRows list={current} view={view} contradicted={contradicted} name={name} />
      {view.assistant ? (
        <p className={`lz-assistant${contradicted.length ? ' bad' : ''}`} role="status" data-testid="lz-assistant">
          {contradicted.length
            ? t('answers.contradictions', { count: contradicted.length })
            : current.shots.length
              ? t('answers.consistent')
              : null}
          {remaining ? (
            <strong className="lz-remaining">
              {remaining.capped
                ? t('answers.remainingCapped', { count: remaining.count })
                : t('answers.remaining', { count: remaining.count })}
            </strong>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}

function ShotRows({
  list,
  view,
  contradicted,
  name,
}: {
  list: ShotList;
  view: LaserView;
  contradicted: readonly number[];
  name: (s: number) => string;
}) {
  const { t } = useTranslation(NS);
  const selected = useLaser((s) => s.selectedShot);
  const selectShot = useLaser((s) => s.selectShot);
  const ref = useRef<HTMLOListElement>(null);
  const newest = list.shots.length ? list.shots[list.shots.length - 1]!.n : -1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: listed so that a new answer or another circuit scrolls the list to its end
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newest, list.circuit]);
  if (list.shots.length === 0) return <p className="lz-hint lz-none">{t('answers.none')}</p>;
  const showBy = view.mode !== 'duel' && view.investigators.length > 1;
  return (
    <ol ref={ref} className="lz-shot-list">
      {list.shots.map((shot) => {
        const on = selected?.circuit === list.circuit && selected.n === shot.n;
        const bad = contradicted.includes(shot.n);
        const said = `${t('answers.replay', { n: shot.n + 1 })}: ${shotLabel(t, shot, showBy ? name(shot.by) : null)}${bad ? `. ${t('answers.contradicted')}` : ''}`;
        return (
          <li key={shot.n}>
            <button
              type="button"
              className={`lz-shot${on ? ' on' : ''}${bad ? ' bad' : ''}${shot.secret ? ' secret' : ''}`}
              aria-pressed={on}
              aria-label={said}
              title={said}
              data-testid={`lz-shot-${list.circuit}-${shot.n}`}
              onClick={() => selectShot(on ? null : { circuit: list.circuit, n: shot.n })}
            >
              <span className="lz-ptr">{shot.pointer}</span>
              <span className="lz-hits" aria-hidden="true">
                {shot.answer.hits.length ? (
                  shot.answer.hits.map((k, i) => <KindIcon key={i} kind={k} size={20} />)
                ) : (
                  <span className="lz-nothing">{t('answers.nothing')}</span>
                )}
              </span>
              <span className="lz-end" aria-hidden="true">
                {shot.answer.exits.length ? <span className="lz-exit">→ {shot.answer.exits.join(', ')}</span> : null}
                {shot.answer.absorbed ? (
                  <span className="lz-flag" title={t('answers.absorbed')}>
                    <StopIcon />
                  </span>
                ) : null}
                {shot.answer.loop ? (
                  <span className="lz-flag" title={t('answers.loop')}>
                    <LoopIcon />
                  </span>
                ) : null}
              </span>
              {shot.secret ? (
                <span className="lz-flag lz-secret" title={t('answers.secret')} aria-hidden="true">
                  <LockIcon />
                </span>
              ) : null}
              {bad ? (
                <span className="lz-flag lz-warn" title={t('answers.contradicted')} aria-hidden="true">
                  <WarnIcon />
                </span>
              ) : null}
              {showBy ? (
                <span className="lz-by" aria-hidden="true">
                  {name(shot.by)}
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ol>
  );
}

/** One shot as text for screen readers: 'Pointer 7: Triangle, Reflector → out at 12 (secret, by Anna)'. */
export function shotLabel(
  t: (k: string, o?: Record<string, unknown>) => string,
  shot: Shot,
  by: string | null,
): string {
  const extra = [shot.secret ? t('answers.secret') : null, by ? t('answers.by', { name: by }) : null]
    .filter(Boolean)
    .join(', ');
  return `${t('answers.pointer', { pointer: shot.pointer })}: ${answerText(t, shot.answer)}${extra ? ` (${extra})` : ''}`;
}
