// What every game's log lines (describe.ts) and panels repeat: a seat's name from the names the shell gives,
// lists of names joined in the reader's language, the first letter raised, and the GameClient's describeEvent
// built from a game's pure `describeWith` and its i18n namespace.
import type { TFunction } from '../i18n/translator.js';
import { i18n, type Lang } from '../i18n/index.js';

/** A translate function as log lines need it (the translator's TFunction fits through `toTranslate`). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** An engine event as the log receives it: a type and anything else, unchecked. */
export type AnyEvent = { type: string } & Record<string, unknown>;

/** A seat's name from an event field: the shell's name, `#n` (1-based) for an unnamed seat, '?' when not a seat. */
export function seatName(names: readonly string[], seat: unknown): string {
  return typeof seat === 'number' ? names[seat] || `#${seat + 1}` : '?';
}

/** A seat as the reader sees it in panels: `you` for the reader's own seat, else its name. */
export function seatLabel(names: readonly string[], seat: number, reader: number | null, you: string): string {
  return seat === reader ? you : seatName(names, seat);
}

/** Names joined as a sentence: "Anna", "Anna and Bo", "Anna, Bo and Cleo" (`and` is the language's word: 'and' / 'e'). */
export function joinNames(names: readonly string[], and: string): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;
}

/** A line with its first letter raised (a line may start with a name typed in lower case, or an Italian article). */
export function capitalise(s: string): string {
  return s.length === 0 ? s : s[0]!.toUpperCase() + s.slice(1);
}

/** The numbers of an event field that should be a list of numbers (anything else dropped). */
export function numbersOf(v: unknown): number[] {
  return Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];
}

/** A plain Translate from the translator's TFunction (or a test's stub), options always passed (plurals need `count`). */
export function toTranslate(tf: TFunction | Translate): Translate {
  return (key, options) => (tf as Translate)(key, options ?? {});
}

/**
 * A game's exported `describeWith` from its raw describer: the translator's TFunction or a test's stub in, the line with
 * its first letter raised out (null for events not worth a line); extra arguments pass through (Labiro's board).
 */
export function describerOf<R extends unknown[]>(
  raw: (t: Translate, event: AnyEvent, names: readonly string[], ...rest: R) => string | null,
): (tf: TFunction | Translate, event: AnyEvent, names: readonly string[], ...rest: R) => string | null {
  return (tf, event, names, ...rest) => {
    const line = raw(toTranslate(tf), event, names, ...rest);
    return line === null ? null : capitalise(line);
  };
}

/**
 * The GameClient's describeEvent from a game's pure describer: the line in `lang` (not the current language: the
 * log may re-render), translated in namespace `ns`, first letter raised; null for events not worth a line.
 * `describe` receives a Translate bound to `lang` and `ns`, so tests call it with a stub and no browser.
 */
export function makeDescribeEvent(
  ns: string,
  describe: (t: Translate, event: AnyEvent, names: readonly string[]) => string | null,
): (event: AnyEvent, seatNames: readonly string[], lang: Lang) => string | null {
  return (event, seatNames, lang) => {
    const line = describe(toTranslate(i18n.getFixedT(lang, ns)), event, seatNames);
    return line === null ? null : capitalise(line);
  };
}
