// Log lines for Labiro events, in the language asked for (not the current one: the log may re-render). Towers
// are named from the board of the view on screen (patterns and symbols never change during a game).
import type { TFunction } from '../../i18n/translator.js';
import { i18n } from '../../i18n/index.js';
import {
  capitalise,
  joinNames,
  seatName as nameOf,
  toTranslate,
  type AnyEvent,
  type Translate,
} from '../../kit/describe.js';
import { useTavolo } from '../../store.js';
import type { Seat } from '../../../shared/core/index.js';
import type { LabiroBoard } from '../../../shared/games/labiro/index.js';
import type { HandItem, LabiroResult } from '../../../shared/games/labiro/game-types.js';
import type { ObjectTile, RubyTile } from '../../../shared/games/labiro/types.js';
import { NS } from './strings.js';
import { itemName, objectName, rubyName, towerName } from './ui/text.js';

/** What a log line may know beyond the event: the board (tower names) and the reader's seat ("You saw…"). */
export interface DescribeContext {
  readonly board: Pick<LabiroBoard, 'towers'> | null;
  readonly you: Seat | null;
}

const isTile = (v: unknown): v is ObjectTile =>
  typeof v === 'object' && v !== null && typeof (v as ObjectTile).kind === 'string';
const isRuby = (v: unknown): v is RubyTile =>
  typeof v === 'object' && v !== null && typeof (v as RubyTile).rubies === 'number';
const isItem = (v: unknown): v is HandItem => {
  const i = v as HandItem | null;
  return (
    typeof i === 'object' && i !== null && (i.kind === 'object' ? isTile(i.tile) : i.kind === 'ruby' && isRuby(i.tile))
  );
};
const steps = (v: unknown): number => (Array.isArray(v) ? v.length : 0);

/** Describes one event with a given translate function; exported so tests run without a browser. */
export function describeWith(
  tf: TFunction | Translate,
  event: AnyEvent,
  names: readonly string[],
  ctx: DescribeContext = { board: null, you: null },
): string | null {
  const line = describeRaw(toTranslate(tf), event, names, ctx);
  return line === null ? null : capitalise(line);
}

function describeRaw(t: Translate, e: AnyEvent, names: readonly string[], ctx: DescribeContext): string | null {
  const name = nameOf(names, e.seat);
  const tower = (b: unknown) => (typeof b === 'number' ? towerName(t, ctx.board, b) : '?');
  switch (e.type) {
    case 'started':
      return t('log.started', { name, tower: tower(e.tower) });
    case 'moved': {
      const path = Array.isArray(e.path) ? (e.path as number[]) : [];
      const to = path[path.length - 1];
      if (e.rope === true) return t('log.roped', { name, tower: tower(to) });
      const count = path.length - 1;
      return count > 1
        ? t('log.movedFar', { name, tower: tower(to), count })
        : t('log.moved', { name, tower: tower(to) });
    }
    case 'turned': {
      const list = Array.isArray(e.steps) ? (e.steps as { tower: number }[]) : [];
      const first = list[0]?.tower;
      const count = steps(e.steps) - 1;
      const values = { name, tower: tower(first), count, used: Number(e.turnsUsed) };
      if (e.cause === 'unlock') return t(count > 0 ? 'log.unlockedPush' : 'log.unlocked', values);
      return t(count > 0 ? 'log.turnedPush' : 'log.turned', values);
    }
    case 'taken':
      return isTile(e.tile) ? t('log.taken', { name, obj: objectName(t, e.tile), tower: tower(e.tower) }) : null;
    case 'looked':
      return t(e.how === 'torch' ? 'log.lookedTorch' : 'log.looked', { name, tower: tower(e.tower) });
    case 'seen':
      if (!isTile(e.tile)) return null;
      return t(ctx.you !== null && e.seat === ctx.you ? 'log.seenYou' : 'log.seen', {
        name,
        obj: objectName(t, e.tile),
        tower: tower(e.tower),
      });
    case 'swapped':
      if (!isTile(e.gave) || !isTile(e.got)) return null;
      return t('log.swapped', { name, gave: objectName(t, e.gave), got: objectName(t, e.got), tower: tower(e.tower) });
    case 'left':
      return isTile(e.tile) ? t('log.left', { name, obj: objectName(t, e.tile), tower: tower(e.tower) }) : null;
    case 'discarded': {
      if (!isItem(e.item)) return null;
      const why =
        typeof e.why === 'string' && ['empty-tile', 'key-used', 'empty-ruby', 'no-room'].includes(e.why)
          ? e.why
          : 'no-room';
      const obj = itemName(t, e.item, 'bare');
      const theObj = e.item.kind === 'object' ? objectName(t, e.item.tile, 'the') : rubyName(t, e.item.tile);
      return t(`log.discarded.${why}`, { name, obj, theObj });
    }
    case 'ruby':
      if (!isTile(e.key) || !isRuby(e.tile)) return null;
      return t('log.ruby', {
        name,
        tower: tower(e.tower),
        key: objectName(t, e.key, 'the'),
        tile: rubyName(t, e.tile),
      });
    case 'deposited': {
      const tiles = Array.isArray(e.tiles) ? (e.tiles as unknown[]).filter(isRuby) : [];
      const count = tiles.reduce((n, r) => n + r.rubies, 0);
      return t('log.deposited', { name, count, chest: Number(e.chest) });
    }
    case 'used':
      return null; // the line of its effect follows and names the object ('turned' by unlock, 'looked', 'moved' by rope, 'robbed')
    case 'robbed': {
      const items = Array.isArray(e.items) ? (e.items as unknown[]).filter(isItem) : [];
      const victim = nameOf(names, e.victim);
      if (items.length === 0) return t('log.robbedNothing', { name, victim });
      const list = joinNames(
        items.map((i) => itemName(t, i)),
        t('and'),
      );
      return t(e.armed === true ? 'log.robbedArmed' : 'log.robbed', { name, victim, items: list });
    }
    case 'placed':
      return isTile(e.tile)
        ? t('log.placed', { name, obj: objectName(t, e.tile, 'the'), tower: tower(e.tower) })
        : null;
    case 'ended':
      return t('log.ended', { name, next: nameOf(names, e.next) });
    case 'finished': {
      const r = e.result as LabiroResult | undefined;
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
      const reason = ['rubies', 'all-in', 'round-limit'].includes(r.reason) ? r.reason : 'rubies';
      return t(`log.finished.${reason}`, { names: who });
    }
    default:
      return null;
  }
}

/** The board of the Labiro view on screen, if the store holds one (tower names for the log). */
function boardOnScreen(): Pick<LabiroBoard, 'towers'> | null {
  const v = useTavolo.getState().view as { board?: { towers?: unknown } } | null;
  return v && typeof v === 'object' && v.board && Array.isArray(v.board.towers) ? (v.board as LabiroBoard) : null;
}

/** The GameClient's describeEvent: a log line in `lang`, or null for events not worth a line. */
export function describeEvent(event: AnyEvent, seatNames: readonly string[], lang: 'it' | 'en'): string | null {
  return describeWith(i18n.getFixedT(lang, NS), event, seatNames, {
    board: boardOnScreen(),
    you: useTavolo.getState().mySeat,
  });
}
