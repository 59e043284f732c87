// Log lines for Symbotrio events, in the language asked for: "Anna turned a long arrow, a red splash and a
// circle: cracked!", "Bo turns up a prisoner.", "Anna plays the trickster on Bo and draws a large red circle."
// A memory game: a line names the signs turned but never which square held them (the events carry no square).
import { CARD_KINDS, SIGNS, type SymbotrioResult } from '../../../shared/games/symbotrio/index.js';
import {
  describerOf,
  joinNames,
  makeDescribeEvent,
  seatName as nameOf,
  type AnyEvent,
  type Translate,
} from '../../kit/describe.js';
import { NS } from './strings.js';

const isSign = (x: unknown): x is string => typeof x === 'string' && (SIGNS as readonly string[]).includes(x);

/** A card with its article ("a large red circle", "a trickster"), or null when unreadable. */
function cardA(t: Translate, card: unknown): string | null {
  const c = card as { kind?: unknown; gem?: { colour?: unknown; size?: unknown; cut?: unknown } } | null;
  if (!c || typeof c.kind !== 'string' || !(CARD_KINDS as readonly string[]).includes(c.kind)) return null;
  if (c.kind !== 'gem' && c.kind !== 'code') return t(`cardA.${c.kind}`);
  const g = c.gem;
  if (!g || !isSign(g.colour) || !isSign(g.size) || !isSign(g.cut)) return null;
  const gem = t('gem.words', {
    colour: t(`gem.colour.${g.colour}`),
    size: t(`gem.size.${g.size}`),
    cut: t(`gem.cut.${g.cut}`),
  });
  return t(`cardA.${c.kind}`, { gem });
}

/** Several cards in words, joined ("a large red circle and a trickster"); null when one is unreadable. */
function cardsA(t: Translate, cards: unknown): string | null {
  if (!Array.isArray(cards) || cards.length === 0) return null;
  const words = cards.map((c) => cardA(t, c));
  return words.every((w): w is string => w !== null) ? joinNames(words, t('and')) : null;
}

/** Describes one event with a given translate function; exported so tests run without a browser. */
export const describeWith = describerOf(describeRaw);

function describeRaw(t: Translate, e: AnyEvent, names: readonly string[]): string | null {
  const name = nameOf(names, e.seat);
  switch (e.type) {
    case 'drew': {
      const card = cardA(t, e.card);
      return card ? t('log.drew', { name, card }) : null;
    }
    case 'reshuffled':
      return t('log.reshuffled');
    case 'boardTurned':
      return t('log.boardTurned');
    case 'tried': {
      const signs = Array.isArray(e.signs) ? e.signs.filter(isSign) : [];
      if (signs.length === 0) return t('log.triedNone', { name });
      const verdict = t(e.cracked === true ? 'log.cracked' : 'log.notCracked');
      return t('log.tried', {
        name,
        signs: joinNames(
          signs.map((s) => t(`faceA.${s}`)),
          t('and'),
        ),
        verdict,
      });
    }
    case 'won': {
      const cards = cardsA(t, e.cards);
      if (!cards) return null;
      return typeof e.from === 'number'
        ? t('log.wonFrom', { name, cards, target: nameOf(names, e.from) })
        : t('log.won', { name, cards });
    }
    case 'prisoner':
      return t('log.prisoner', { name });
    case 'stole': {
      const card = cardA(t, e.card);
      return card ? t('log.stole', { name, target: nameOf(names, e.target), card }) : null;
    }
    case 'trickFailed': {
      const cards = cardsA(t, e.cards);
      return cards ? t('log.trickFailed', { name, target: nameOf(names, e.target), cards }) : null;
    }
    case 'skipped':
      return t('log.skipped', { name });
    case 'finished': {
      const r = e.result as SymbotrioResult | undefined;
      if (!r || !Array.isArray(r.winners) || r.winners.length === 0) return null;
      const who = t('log.wins', {
        names: joinNames(
          r.winners.map((s) => nameOf(names, s)),
          t('and'),
        ),
        count: r.winners.length,
        cards: r.scores[r.winners[0]!] ?? 0,
      });
      return t('log.finished', { who });
    }
    default:
      // 'flipped': the closing 'tried' line names every sign of the try at once.
      return null;
  }
}

/** The GameClient's describeEvent: the line in `lang`, first letter raised. */
export const describeEvent = makeDescribeEvent(NS, describeWith);
