// The dagger's picker: whom to rob (an opponent in the same tower) and what to keep — at most what the hand
// has room for, exactly one thing from an armed victim (whose dagger cannot be taken). Starts from the
// engine's default pick (rubies first).
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.js';
import type { ItemRef, LabiroAction, LabiroView } from '../../../../shared/games/labiro/game-types.js';
import { NS } from '../strings.js';
import { ItemIcon } from './icons.js';
import { daggerChoice, daggerVictims, refOf, sameRef, togglePick } from './model.js';
import { itemName, objectName } from './text.js';
import { capitalise } from '../../../kit/describe.js';

/** Props of `DaggerPicker`. */
export interface DaggerPickerProps {
  readonly view: LabiroView;
  readonly seat: number;
  readonly seatNames: readonly string[];
  /** The dagger's tile id. */
  readonly dagger: number;
  readonly busy: boolean;
  readonly onRob: (action: LabiroAction) => void;
  readonly onCancel: () => void;
}

/** The picker, shown under the hand. */
export function DaggerPicker({ view, seat, seatNames, dagger, busy, onRob, onCancel }: DaggerPickerProps) {
  const { t } = useTranslation(NS);
  const victims = daggerVictims(view, seat);
  const [victim, setVictim] = useState<number | null>(victims[0] ?? null);
  const current = victim !== null && victims.includes(victim) ? victim : (victims[0] ?? null);
  const choice = current === null ? null : daggerChoice(view, seat, current, dagger);
  const [pick, setPick] = useState<{ victim: number | null; refs: readonly ItemRef[] } | null>(null);
  const refs = pick && pick.victim === current ? pick.refs : (choice?.preset ?? []);
  const name = (s: number) => seatNames[s] || `#${s + 1}`;

  return (
    <div
      className="lb-dagger"
      role="group"
      aria-label={t('dagger.title', { obj: objectName(t, { kind: 'dagger' }, 'the') })}
      data-testid="lb-dagger"
    >
      <strong>{capitalise(t('dagger.title', { obj: objectName(t, { kind: 'dagger' }, 'the') }))}</strong>
      <fieldset className="lb-fieldset">
        <legend>{t('dagger.victim')}</legend>
        {victims.map((v) => (
          <label key={v} className="lb-choice" title={t('titles.victim', { name: name(v) })}>
            <input
              type="radio"
              name="lb-victim"
              checked={current === v}
              data-testid={`lb-victim-${v}`}
              onChange={() => setVictim(v)}
            />
            {name(v)}
          </label>
        ))}
      </fieldset>
      {choice && current !== null ? (
        choice.offer.length === 0 ? (
          <p className="lb-muted">{t('dagger.nothing', { name: name(current) })}</p>
        ) : (
          <fieldset className="lb-fieldset">
            <legend>{t('dagger.keep', { count: choice.max })}</legend>
            {choice.armed ? <p className="lb-note">{t('dagger.armed', { name: name(current) })}</p> : null}
            {choice.offer.map((item) => {
              const ref = refOf(item);
              const checked = refs.some((r) => sameRef(r, ref));
              const full = !checked && choice.max > 1 && refs.length >= choice.max;
              return (
                <label
                  key={`${ref.kind}-${ref.id}`}
                  className={`lb-choice${full ? ' off' : ''}`}
                  title={t('titles.keep', { item: itemName(t, item, 'bare') })}
                >
                  <input
                    type={choice.max === 1 ? 'radio' : 'checkbox'}
                    name="lb-keep"
                    checked={checked}
                    disabled={full}
                    data-testid={`lb-keep-${ref.kind}-${ref.id}`}
                    onChange={() => setPick({ victim: current, refs: togglePick(refs, ref, choice.max) })}
                  />
                  <ItemIcon item={item} size={18} /> {capitalise(itemName(t, item, 'bare'))}
                </label>
              );
            })}
          </fieldset>
        )
      ) : null}
      <div className="lb-buttons">
        <button
          type="button"
          className="btn btn-small btn-primary"
          data-testid="lb-rob"
          title={t('titles.rob')}
          disabled={busy || current === null || !choice || choice.offer.length === 0 || refs.length !== choice.max}
          onClick={() =>
            current !== null &&
            onRob({ type: 'dagger', object: dagger, victim: current, take: refs.map((r) => ({ ...r })) })
          }
        >
          {t('dagger.rob')}
        </button>
        <button type="button" className="btn btn-small btn-ghost" title={t('titles.robCancel')} onClick={onCancel}>
          {t('dagger.cancel')}
        </button>
      </div>
    </div>
  );
}
