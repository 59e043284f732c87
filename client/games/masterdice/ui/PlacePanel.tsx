// The solver's placing panel: the rolled dice (numbered 1–4 for the keyboard), the four columns of the row
// with what lies on them, and Undo / Clear / Confirm. Mirrors the 3D board; both edit the same draft. Which dice
// may be picked, which wells take them and whether Confirm is on come from the engine's list (offers.ts).
import { useTranslation } from '../../../i18n/useTranslation.js';
import { COLOURS } from '../../../../shared/games/masterdice/index.js';
import { clearAll, columnOfDie, dropOnColumn, placementsOf, selectDie, undoLast, type Draft } from '../draft.js';
import { diePickable, draftListed, wellsFor, type Offers } from '../offers.js';
import { NS } from '../strings.js';
import { useMasterdice } from '../store.js';
import { ColourChip, DieFace } from './icons.js';

/** Props of `PlacePanel`. */
export interface PlacePanelProps {
  readonly draft: Draft;
  /** What the engine lists for this seat: the placements the draft may become. */
  readonly offers: Offers;
  readonly row: number;
  readonly busy: boolean;
  readonly onConfirm: () => void;
}

/** Dice, columns and buttons for one placement. */
export function PlacePanel({ draft, offers, row, busy, onConfirm }: PlacePanelProps) {
  const { t } = useTranslation(NS);
  const setDraft = useMasterdice((s) => s.setDraft);
  const count = placementsOf(draft).length;
  const wells = draft.selected === null ? [] : wellsFor(offers, draft, draft.selected);
  return (
    <div className="md-place">
      <div className="md-place-dice" role="group" aria-label={t('place.rolled')}>
        {draft.dice.map((value, i) => {
          const on = columnOfDie(draft, i);
          const selected = draft.selected === i;
          return (
            <button
              key={i}
              type="button"
              className={`md-die-btn${selected ? ' selected' : ''}${on !== null ? ' placed' : ''}`}
              data-testid={`md-die-${i}`}
              aria-pressed={selected}
              disabled={!diePickable(offers, draft, i)}
              aria-keyshortcuts={String(i + 1)}
              title={`${t('place.die', { n: i + 1, value })} (${i + 1})`}
              onClick={() => setDraft(on !== null ? dropOnColumn(draft, on) : selectDie(draft, i))}
            >
              <span className="md-key">{i + 1}</span>
              <DieFace value={value} size={34} />
              {on !== null ? <ColourChip column={on} size={16} /> : null}
            </button>
          );
        })}
      </div>
      <div className="md-place-row" role="group" aria-label={t('place.row', { row: row + 1 })}>
        <span className="md-row-label">{t('place.row', { row: row + 1 })}</span>
        {COLOURS.map((colour, c) => {
          const die = draft.assigned[c];
          const value = die === null || die === undefined ? null : (draft.dice[die] ?? null);
          const target = wells.includes(c);
          return (
            <button
              key={colour}
              type="button"
              className={`md-col-btn md-${colour}${target ? ' target' : ''}${draft.cursor === c && draft.selected !== null ? ' cursor' : ''}`}
              data-testid={`md-column-${c}`}
              aria-keyshortcuts={t(`colourKey.${colour}`)}
              title={`${value === null ? `${t(`colour.${colour}`)}: ${t('place.empty')}` : t('place.onColumn', { value, colour: t(`colour.${colour}`) })} (${t(`colourKey.${colour}`)})`}
              onClick={() => setDraft(dropOnColumn(draft, c))}
            >
              <ColourChip column={c} size={20} />
              {value === null ? <span className="md-slot-empty" /> : <DieFace value={value} size={26} />}
            </button>
          );
        })}
      </div>
      <div className="md-actions">
        <button
          type="button"
          className="btn btn-small"
          title={t('titles.undo')}
          disabled={count === 0 && draft.selected === null}
          onClick={() => setDraft(undoLast(draft))}
        >
          {t('btn.undo')}
        </button>
        <button
          type="button"
          className="btn btn-small"
          title={t('titles.clear')}
          disabled={count === 0}
          onClick={() => setDraft(clearAll(draft))}
        >
          {t('btn.clear')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          data-testid="md-confirm"
          title={t('titles.confirm')}
          disabled={!draftListed(offers, draft) || busy}
          onClick={onConfirm}
          aria-keyshortcuts="Enter"
        >
          {t('btn.confirm')}
          {count > 0 ? <span className="md-count">{count}</span> : null}
        </button>
      </div>
      {draft.selected === null && count === 0 ? (
        <p className="md-hint">{t('place.pickHint')}</p>
      ) : (
        <p className="md-hint kbd-hint">{t('keys.place')}</p>
      )}
    </div>
  );
}
