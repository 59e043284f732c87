// Log lines for Masterdice events, in the language asked for (not the current one: the log may re-render).
import type { TFunction } from '../../i18n/translator.js';
import {
  makeDescribeEvent,
  numbersOf as numbers,
  seatName as nameOf,
  toTranslate,
  type AnyEvent,
  type Translate,
} from '../../kit/describe.js';
import { DICE_THROWN } from '../../../shared/core/index.js';
import type { Feedback, GameResult } from '../../../shared/games/masterdice/types.js';
import { NS } from './strings.js';
import { codeText } from './symbols.js';

/** Describes one event with a given translate function; exported so tests run without a browser. */
export function describeWith(tf: TFunction | Translate, event: AnyEvent, names: readonly string[]): string | null {
  const t = toTranslate(tf);
  switch (event.type) {
    case 'code-rolled':
      return t('log.codeRolled', { name: nameOf(names, event.coder) });
    case DICE_THROWN: {
      const values = numbers(event.values);
      if (event.channel === 'code') return values.length === 4 ? t('log.codeValues', { code: codeText(values) }) : null;
      return t('log.rolled', { name: nameOf(names, event.solver), values: values.join(' ') });
    }
    case 'placed': {
      const placed = Array.isArray(event.placed) ? (event.placed as (number | null)[]) : [];
      const fb = (event.feedback ?? { equal: 0, lower: 0, higher: 0 }) as Feedback;
      return t('log.placed', {
        row: Number(event.row) + 1,
        placed: codeText(placed),
        equal: fb.equal,
        lower: fb.lower,
        higher: fb.higher,
      });
    }
    case 'solved': {
      const r = event.result as GameResult | undefined;
      if (!r) return null;
      const name = nameOf(names, r.solver);
      return r.solved
        ? t('log.solvedRight', { name, code: codeText(r.code), score: r.score, rows: r.rowBonus, dice: r.diceBonus })
        : t('log.solvedWrong', { name, code: codeText(r.code), solution: codeText(r.solution) });
    }
    case 'game-started':
      return t('log.gameStarted', {
        n: Number(event.gameIndex) + 1,
        coder: nameOf(names, event.coder),
        solver: nameOf(names, event.solver),
      });
    case 'match-over': {
      const s = numbers(event.scores);
      return t('log.matchOver', { a: nameOf(names, 0), b: nameOf(names, 1), sa: s[0] ?? 0, sb: s[1] ?? 0 });
    }
    case 'rematch':
      return t('log.rematch');
    default:
      return null;
  }
}

/** The GameClient's describeEvent: a log line in `lang`, or null for events not worth a line. */
export const describeEvent = makeDescribeEvent(NS, describeWith);
