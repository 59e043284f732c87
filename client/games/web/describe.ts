// Log lines for Web events, in the language asked for (not the current one: the log may re-render): "Anna plays
// a curve card: 2 actions.", "Bot draws from pile 3.", "Anna lays a cable to a 4 computer: +4." Piles are numbered
// 1–6 for people (the engine counts 0–5).
import { SHAPES, type WebResult } from '../../../shared/games/web/index.js';
import {
  describerOf,
  joinNames,
  makeDescribeEvent,
  seatName as nameOf,
  type AnyEvent,
  type Translate,
} from '../../kit/describe.js';
import { NS } from './strings.js';

/** A card named with its article ("a curve card"), from anything with a shape; null when unreadable. */
function cardA(t: Translate, card: unknown): string | null {
  const shape = (card as { shape?: unknown } | null)?.shape;
  return typeof shape === 'string' && (SHAPES as readonly string[]).includes(shape) ? t(`cardA.${shape}`) : null;
}

const pileNumber = (p: unknown): number => (typeof p === 'number' ? p + 1 : 0);

/** Describes one event with a given translate function; exported so tests run without a browser. */
export const describeWith = describerOf(describeRaw);

function describeRaw(t: Translate, e: AnyEvent, names: readonly string[]): string | null {
  const name = nameOf(names, e.seat);
  switch (e.type) {
    case 'played': {
      const card = cardA(t, e.card);
      const dots = (e.card as { dots?: unknown } | null)?.dots;
      if (!card || typeof dots !== 'number') return null;
      return t('log.played', { name, card, count: dots });
    }
    case 'drew':
      return t('log.drew', { name, pile: pileNumber(e.pile) });
    case 'drewDots':
      return typeof e.dots === 'number' ? t('log.drewDots', { count: e.dots }) : null;
    case 'bought':
      return t('log.bought', { name, front: Number(e.front) });
    case 'cabled': {
      const points = typeof e.points === 'number' ? e.points : 0;
      return points > 0 ? t('log.cabledPoints', { name, value: points }) : t('log.cabled', { name });
    }
    case 'ended': {
      if (e.next === null || e.next === undefined) return t('log.endedLast', { name });
      const next = nameOf(names, e.next);
      if (e.passed === true) return t('log.passed', { name, next });
      const lost = typeof e.lost === 'number' ? e.lost : 0;
      return lost > 0 ? t('log.endedLost', { name, next, count: lost }) : t('log.ended', { name, next });
    }
    case 'out':
      return t('log.out', { name });
    case 'finished': {
      const r = e.result as WebResult | undefined;
      if (!r || !Array.isArray(r.winners)) return null;
      const who =
        r.winners.length === 0
          ? t('log.nobody')
          : t('log.wins', {
              names: joinNames(
                r.winners.map((s) => nameOf(names, s)),
                t('and'),
              ),
              count: r.winners.length,
            });
      return t('log.finished', { who });
    }
    default:
      return null;
  }
}

/** The GameClient's describeEvent: a log line in `lang`, or null for events not worth a line. */
export const describeEvent = makeDescribeEvent(NS, describeWith);
