// Log lines for Laser events, in the language asked for (not the current one: the log may re-render).
import type { TFunction } from '../../i18n/translator.js';
import {
  joinNames,
  makeDescribeEvent,
  seatName as nameOf,
  toTranslate,
  type AnyEvent,
  type Translate,
} from '../../kit/describe.js';
import type { LaserResult } from '../../../shared/games/laser/game-types.js';
import type { ShotAnswer } from '../../../shared/games/laser/types.js';
import { NS } from './strings.js';
import { answerText } from './ui/model.js';

const isAnswer = (a: unknown): a is ShotAnswer => {
  const v = a as Partial<ShotAnswer> | null;
  return typeof v === 'object' && v !== null && Array.isArray(v.hits) && Array.isArray(v.exits);
};

/** Describes one event with a given translate function; exported so tests run without a browser. */
export function describeWith(t: TFunction | Translate, event: AnyEvent, names: readonly string[]): string | null {
  const tr = toTranslate(t);
  switch (event.type) {
    case 'designed':
      return tr('log.designed', { name: nameOf(names, event.seat) });
    case 'investigation':
      return tr('log.investigation', { name: nameOf(names, event.first) });
    case 'shot': {
      if (!isAnswer(event.answer)) return null;
      const answer = answerText(tr, event.answer, 'log');
      const values = { name: nameOf(names, event.by), pointer: Number(event.pointer), answer };
      return tr(event.secret === true ? 'log.secretShot' : 'log.shot', values);
    }
    case 'declared':
      return tr(event.correct === true ? 'log.declaredRight' : 'log.declaredWrong', {
        name: nameOf(names, event.seat),
      });
    case 'eliminated':
      return tr('log.eliminated', { name: nameOf(names, event.seat) });
    case 'over': {
      const r = event.result as LaserResult | undefined;
      if (!r || !Array.isArray(r.winners)) return null;
      if (r.winners.length === 0) return tr('log.overNobody');
      const list = joinNames(
        r.winners.map((s) => nameOf(names, s)),
        tr('and'),
      );
      return tr(r.flipped ? 'log.overFlipped' : 'log.over', { names: list, count: r.winners.length });
    }
    case 'rematch':
      return tr('log.rematch', { n: Number(event.game) + 1 });
    default:
      return null; // 'turn': the turn line says it
  }
}

/** The GameClient's describeEvent: a log line in `lang`, or null for events not worth a line. */
export const describeEvent = makeDescribeEvent(NS, describeWith);
