// The player's hand on his turn: each thing face up with its Use button — a tower key opens its ruby tower, the
// unlock key turns his tower back, the torch and the rope become the click tool, the dagger opens its picker.
import { useTranslation } from '../../../i18n/useTranslation.js';
import { HAND_LIMIT, type LabiroAction, type LabiroView } from '../../../../shared/games/labiro/index.js';
import { NS } from '../strings.js';
import { useLabiro } from '../store.js';
import { ActButton } from './ActButton.js';
import { DaggerPicker } from './DaggerPicker.js';
import { ItemIcon } from './icons.js';
import type { ControlsModel, HandEntry } from './model.js';
import { itemName } from './text.js';
import { capitalise } from '../../../kit/describe.js';

/** Props of `HandPanel`. */
export interface HandPanelProps {
  readonly view: LabiroView;
  readonly seat: number;
  readonly seatNames: readonly string[];
  readonly model: ControlsModel;
  readonly busy: boolean;
  readonly send: (action: LabiroAction) => void;
  readonly onWhy: (why: string | null) => void;
}

/** The "your hand" row. */
export function HandPanel({ view, seat, seatNames, model, busy, send, onWhy }: HandPanelProps) {
  const { t } = useTranslation(NS);
  const setTool = useLabiro((s) => s.setTool);
  const tool = useLabiro((s) => s.tool);
  const dagger = useLabiro((s) => s.daggerPick);
  const setDagger = useLabiro((s) => s.setDaggerPick);
  const daggerHeld =
    dagger !== null && model.hand.some((e) => e.item.kind === 'object' && e.item.tile.id === dagger && !e.used);

  const use = (e: HandEntry) => {
    if (e.item.kind !== 'object') return;
    const id = e.item.tile.id;
    if (e.use === 'ruby') send({ type: 'ruby' });
    else if (e.use === 'unlock') send({ type: 'unlock', object: id });
    else if (e.use === 'torch' || e.use === 'rope')
      setTool(tool.mode === e.use && tool.object === id ? { mode: 'walk' } : { mode: e.use, object: id });
    else if (e.use === 'dagger') setDagger(id);
  };

  return (
    <section className="lb-cell lb-hand" aria-label={t('hand.title')} data-testid="lb-hand">
      <p className="lb-cell-head">
        <strong>{t('hand.title')}</strong>{' '}
        <small>{t('hand.count', { count: model.hand.length, max: HAND_LIMIT })}</small>
        {model.hand.length === 0 ? <span className="lb-muted"> — {t('hand.empty')}</span> : null}
      </p>
      <div className="lb-buttons">
        {model.hand.map((e) => {
          const key = `${e.item.kind}-${e.item.tile.id}`;
          const armed =
            e.item.kind === 'object' &&
            (tool.mode === 'torch' || tool.mode === 'rope') &&
            tool.object === e.item.tile.id;
          return (
            <span
              key={key}
              className={`lb-item${e.item.kind === 'ruby' ? ' ruby' : ''}${armed ? ' on' : ''}`}
              data-testid={`lb-item-${key}`}
            >
              <ItemIcon item={e.item} size={20} />
              <span className="lb-item-name">{capitalise(itemName(t, e.item, 'bare'))}</span>
              {e.used ? <small className="lb-used">{t('hand.used')}</small> : null}
              {e.use ? (
                <ActButton
                  btn={e.btn}
                  busy={busy}
                  onWhy={onWhy}
                  hint={t(`hand.useHint.${e.use}`)}
                  testId={`lb-use-${e.item.tile.id}`}
                  onClick={() => use(e)}
                >
                  {t(`hand.use.${e.use}`)}
                </ActButton>
              ) : null}
            </span>
          );
        })}
      </div>
      {daggerHeld && dagger !== null ? (
        <DaggerPicker
          view={view}
          seat={seat}
          seatNames={seatNames}
          dagger={dagger}
          busy={busy}
          onCancel={() => setDagger(null)}
          onRob={(a) => {
            setDagger(null);
            send(a);
          }}
        />
      ) : null}
    </section>
  );
}
