// The tower the player stands in: what it holds as he sees it, and its actions — Take, Look and Swap for… (full
// hand), Leave… (a tower without an object), Take the ruby (a ruby tower, with its key). Swap and Leave ask which
// object first (the picker's state is in the Labiro store).
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.js';
import type { LabiroAction, LabiroView } from '../../../../shared/games/labiro/game-types.js';
import { NS } from '../strings.js';
import { useLabiro } from '../store.js';
import { ActButton } from './ActButton.js';
import { ObjectIcon } from './icons.js';
import { handObjects, type ControlsModel } from './model.js';
import { objectName, towerName } from './text.js';
import { capitalise } from '../../../kit/describe.js';

/** Props of `TowerPanel`. */
export interface TowerPanelProps {
  readonly view: LabiroView;
  readonly seat: number;
  readonly model: ControlsModel;
  readonly busy: boolean;
  readonly send: (action: LabiroAction) => void;
  readonly onWhy: (why: string | null) => void;
}

/** The "your tower" row. */
export function TowerPanel({ view, seat, model, busy, send, onWhy }: TowerPanelProps) {
  const { t } = useTranslation(NS);
  // The picker lives in the Labiro store (the guided game reads it); a new tower (this panel remounts) closes it.
  const pick = useLabiro((s) => s.towerPick);
  const setPick = useLabiro((s) => s.setTowerPick);
  useEffect(() => () => useLabiro.getState().setTowerPick(null), []);
  const at = model.at;
  if (at === null) return null;
  const tv = view.towers[at];
  const home = view.seats[seat]?.home === at;
  const isRuby = view.board.towers[at]?.ruby !== undefined;
  const holds =
    !tv || tv.object.kind === 'none'
      ? t('here.empty')
      : t('here.holds', { obj: tv.object.kind === 'hidden' ? t('hidden') : objectName(t, tv.object.tile) });
  const objects = handObjects(view.seats[seat]?.hand ?? []);
  const { take, look, swap, leave, ruby } = model.tower;

  return (
    <section
      className="lb-cell lb-tower"
      aria-label={t('here.in', { tower: towerName(t, view.board, at) })}
      data-testid="lb-tower"
    >
      <p className="lb-cell-head">
        <strong>{capitalise(towerName(t, view.board, at))}</strong>
        {home ? <span className="lb-home"> · {t('here.home')}</span> : null}
        <span className="lb-here">
          {' '}
          — {holds}
          {isRuby ? ` ${tv?.rubyTile ? t('here.rubyIn') : t('here.rubyGone')}` : null}
        </span>
      </p>
      {pick === null ? (
        <div className="lb-buttons">
          <ActButton
            btn={take}
            busy={busy}
            onWhy={onWhy}
            testId="lb-take"
            hint={t('titles.take')}
            onClick={() => send({ type: 'take' })}
          >
            {t('here.take')}
          </ActButton>
          {look ? (
            <ActButton
              btn={look}
              busy={busy}
              onWhy={onWhy}
              testId="lb-look"
              hint={t('titles.look')}
              onClick={() => send({ type: 'look' })}
            >
              {t('here.look')}
            </ActButton>
          ) : null}
          {swap ? (
            <ActButton
              btn={swap}
              busy={busy}
              onWhy={onWhy}
              testId="lb-swap"
              hint={t('titles.swap')}
              onClick={() => setPick('swap')}
            >
              {t('here.swap')}
            </ActButton>
          ) : null}
          <ActButton
            btn={leave}
            busy={busy}
            onWhy={onWhy}
            testId="lb-leave"
            hint={t('titles.leave')}
            onClick={() => setPick('leave')}
          >
            {t('here.leave')}
          </ActButton>
          {ruby ? (
            <ActButton
              btn={ruby}
              busy={busy}
              onWhy={onWhy}
              primary
              testId="lb-ruby"
              hint={t('titles.ruby')}
              onClick={() => send({ type: 'ruby' })}
            >
              {t('here.ruby')}
            </ActButton>
          ) : null}
        </div>
      ) : (
        <div
          className="lb-buttons lb-picker"
          role="group"
          aria-label={t(pick === 'swap' ? 'here.swapPick' : 'here.leavePick')}
        >
          <span className="lb-row-label">{t(pick === 'swap' ? 'here.swapPick' : 'here.leavePick')}</span>
          {objects.map((o) => (
            <button
              key={o.id}
              type="button"
              className="btn btn-small"
              data-testid={`lb-pick-${o.id}`}
              title={t(pick === 'swap' ? 'titles.give' : 'titles.leaveObj', { obj: objectName(t, o, 'bare') })}
              disabled={busy}
              onClick={() => {
                setPick(null);
                send(pick === 'swap' ? { type: 'swap', give: o.id } : { type: 'leave', object: o.id });
              }}
            >
              <ObjectIcon kind={o.kind} size={18} /> {capitalise(objectName(t, o, 'bare'))}
            </button>
          ))}
          <button
            type="button"
            className="btn btn-small btn-ghost"
            data-testid="lb-pick-cancel"
            title={t('titles.pickCancel')}
            onClick={() => setPick(null)}
          >
            {t('here.cancel')}
          </button>
        </div>
      )}
    </section>
  );
}
