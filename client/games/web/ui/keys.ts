// Web's keyboard (documented in the panel): S picks the next playable card, R turns it (Shift+R the other way),
// the arrows aim at a square, Enter drops the card or lays the cable there, D then 1–6 draws from a pile, B buys,
// C takes a cable in hand, E ends the turn, Esc puts back what is in hand. Digits are read only after D (the
// shell's camera keys 1–3 keep working otherwise). Read through the shell's useGameKeys.
import { useGameKeys, type KeyReader } from '../../../kit/useGameKeys.js';
import type { ControlsModel } from './model.js';

/** A keyboard command of the Web controls. */
export type WebKey =
  | { readonly kind: 'next-card' }
  | { readonly kind: 'rotate'; readonly step: 1 | -1 }
  | { readonly kind: 'aim'; readonly dx: number; readonly dy: number }
  | { readonly kind: 'drop' }
  | { readonly kind: 'draw-mode' }
  | { readonly kind: 'draw'; readonly pile: number }
  | { readonly kind: 'buy' }
  | { readonly kind: 'cable' }
  | { readonly kind: 'end' }
  | { readonly kind: 'cancel' };

/** What the keyboard may do now. */
export interface WebKeyMoment {
  /** Some hand card may be picked. */
  readonly pick: boolean;
  /** A card is picked (turn, aim, drop). */
  readonly holding: boolean;
  /** A cable is in hand (aim, drop). */
  readonly cabling: boolean;
  /** D was pressed: digits 1–6 choose a pile. */
  readonly drawing: boolean;
  readonly draw: boolean;
  readonly buy: boolean;
  readonly cable: boolean;
  readonly end: boolean;
}

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** The command a key means now, or null (the key is not Web's at this moment). `shift`: Shift held. */
export function webKey(key: string, shift: boolean, m: WebKeyMoment): WebKey | null {
  const k = key.length === 1 ? key.toLowerCase() : key;
  if (m.drawing && /^[1-6]$/.test(k)) return { kind: 'draw', pile: Number(k) - 1 };
  if (k === 's' && m.pick) return { kind: 'next-card' };
  if (k === 'r' && m.holding) return { kind: 'rotate', step: shift ? -1 : 1 };
  const arrow = ARROWS[k];
  if (arrow && (m.holding || m.cabling)) return { kind: 'aim', dx: arrow[0], dy: arrow[1] };
  if (k === 'Enter' && (m.holding || m.cabling)) return { kind: 'drop' };
  if (k === 'd' && m.draw) return { kind: 'draw-mode' };
  if (k === 'b' && m.buy) return { kind: 'buy' };
  if (k === 'c' && m.cable) return { kind: 'cable' };
  if (k === 'e' && m.end) return { kind: 'end' };
  if (k === 'Escape' && (m.holding || m.cabling || m.drawing)) return { kind: 'cancel' };
  return null;
}

/** The keyboard's moment from the model and the store (null: keys off — not this viewer's turn). */
export function keyMoment(
  model: ControlsModel,
  holding: boolean,
  cabling: boolean,
  drawing: boolean,
): WebKeyMoment | null {
  if (model.moment !== 'play' && model.moment !== 'act') return null;
  return {
    pick: model.hand.some((h) => h.btn.enabled),
    holding,
    cabling,
    drawing: drawing && model.draw.enabled,
    draw: model.draw.enabled,
    buy: model.buy.enabled,
    cable: model.cable.enabled,
    end: model.end.enabled,
  };
}

/** A key press read for Web: nothing while a dialog is open. */
const readWebKey: KeyReader<WebKeyMoment, WebKey> = (e, m) =>
  (e.target as HTMLElement | null)?.closest?.('dialog[open]') ? null : webKey(e.key, e.shiftKey, m);

/** Calls `run` for each key that means something now (null moment: keyboard off). */
export function useWebKeys(moment: WebKeyMoment | null, run: (command: WebKey) => void): void {
  useGameKeys(moment, readWebKey, run);
}
