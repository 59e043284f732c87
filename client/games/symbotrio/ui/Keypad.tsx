// The keypad in the panel, for the player cracking: the board's places as they lie now, each a button with its
// letter (the key that turns it) and, while face up, the sticker's sign — the same squares the 3D board shows,
// for a tap, a click or a screen reader. Built from the view only: a square face down shows no sign.
import { useTranslation } from '../../../i18n/useTranslation.js';
import type { Place } from '../model.js';
import { useSymbotrio } from '../store.js';
import { NS } from '../strings.js';
import { ActButton } from './ActButton.js';
import { SignIcon } from './icons.js';
import { signWords } from './words.js';

/** Props of `Keypad`: the model's places (rows as they lie now), the busy flag, the why line, and the flip. */
export interface KeypadProps {
  readonly places: readonly (readonly Place[])[];
  readonly busy: boolean;
  readonly onWhy: (why: string | null) => void;
  readonly onFlip: (row: number, col: number) => void;
}

/** The places as a grid of buttons. */
export function Keypad({ places, busy, onWhy, onFlip }: KeypadProps) {
  const { t } = useTranslation(NS);
  const cols = places[0]?.length ?? 0;
  const setHover = useSymbotrio((s) => s.setHover);
  return (
    <div
      className="sy-keypad"
      role="group"
      aria-label={t('controls.keypad')}
      style={{ gridTemplateColumns: `repeat(${cols}, auto)` }}
      data-testid="sy-keypad"
    >
      {places.flat().map((p) => (
        <ActButton
          key={p.letter}
          btn={p.flip}
          busy={busy}
          onWhy={onWhy}
          testId={`sy-place-${p.letter}`}
          className={`sy-place${p.sign ? ' up' : ''}`}
          label={
            p.sign
              ? t('controls.placeUp', { letter: p.letter, sign: signWords(t, p.sign) })
              : t('controls.place', { letter: p.letter })
          }
          hint={t('titles.place', { letter: p.letter })}
          onClick={() => onFlip(p.row, p.col)}
        >
          {/* biome-ignore lint/a11y/noStaticElementInteractions: hover highlighting only (which sign the place shows on the board); the enclosing button is the control */}
          <span
            onMouseEnter={() => setHover({ row: p.row, col: p.col })}
            onMouseLeave={() => setHover(null)}
            className="sy-place-in"
          >
            <b className="sy-letter">{p.letter}</b>
            {p.sign ? <SignIcon sign={p.sign} size={18} /> : null}
          </span>
        </ActButton>
      ))}
    </div>
  );
}
