// What the lobby knows about each game without loading it: seats and the create form's options. Plain data
// plus two small pure functions per game (the seats its options allow, and the options the engine receives).
// Each game registers its entry in client/games/<id>/lobby.ts (see GameLobby); this module holds the shapes and
// the form's helpers. Never import a game's engine here (the lobby chunk stays small).
import type { ComponentType } from 'react';
import type { Lang } from '../i18n/index.js';
import type { RulesText } from '../kit/rulesText.js';
import { LOBBIES } from './lobbies.js';

/** A value the create form holds for one option. */
export type OptionValue = number | string | boolean;

/** The form's values by option key. Example: `{ set: 'expert', strictDesign: true }`. */
export type OptionValues = Readonly<Record<string, OptionValue>>;

/** Shows a field only while another option holds one of these values (the Einstein pieces need set 'einstein'). */
export interface OptionCondition {
  readonly key: string;
  readonly is: readonly OptionValue[];
  /** Also only from this many seats on (the designing seat of three-to-six-player play). */
  readonly minSeats?: number;
}

/**
 * One option field of the create form. A `choice` of numbers labels each value with `valueLabel` and
 * `{ count }`; a choice of strings labels value v with the key `${valueLabel}.${v}` (and a hint `${hints}.${v}`
 * when `hints` is set). A `seat` field picks one of the table's seats (value: its index). A `custom` field is
 * drawn by the lobby's renderer named `render` (Labiro's map picker and editor) and holds one plain value.
 */
export type OptionField =
  | {
      readonly key: string;
      readonly kind: 'choice';
      readonly label: string;
      readonly values: readonly (number | string)[];
      readonly valueLabel: string;
      readonly hints?: string;
      readonly initial: number | string;
      readonly when?: OptionCondition;
    }
  | {
      readonly key: string;
      readonly kind: 'toggle';
      readonly label: string;
      readonly hint?: string;
      readonly initial: boolean;
      readonly when?: OptionCondition;
    }
  | {
      readonly key: string;
      readonly kind: 'seat';
      readonly label: string;
      readonly hint?: string;
      readonly initial: number;
      readonly when?: OptionCondition;
    }
  | {
      readonly key: string;
      readonly kind: 'custom';
      readonly label: string;
      /** The renderer's name: a key of the game's `GameLobby.fields`. Example: 'labiro-map'. */
      readonly render: string;
      readonly initial: OptionValue;
      /** Values worth trying in tests (one of each kind the renderer can produce). */
      readonly samples: readonly OptionValue[];
      readonly hint?: string;
      readonly when?: OptionCondition;
    };

/** A game as the lobby lists it; labels are i18n keys in 'common'. */
export interface CatalogEntry {
  readonly id: string;
  /** i18n key of the name. */
  readonly name: string;
  /** i18n key of a one-line description. */
  readonly blurb: string;
  /** The fewest and most seats the game takes, and the form's starting count. */
  readonly seats: { readonly min: number; readonly max: number; readonly initial: number };
  readonly options: readonly OptionField[];
  /** The default seat kinds for the starting count (the creator may change each). */
  readonly seatKinds: readonly ('human' | 'bot')[];
  /**
   * The guided first game's table: its seats (the newcomer first, then bots) and the form values that differ
   * from the initial ones (a shorter match); default: one human and bots for the fewest seats, initial values.
   */
  readonly guided?: { readonly seats?: readonly ('human' | 'bot')[]; readonly values?: OptionValues };
  /** The seat range the chosen options allow (Laser: people designing need two seats at least); default `seats`. */
  seatRange?(values: OptionValues): { readonly min: number; readonly max: number };
  /** The engine's options from the form's values (the visible fields only); default: those values as they are. */
  toOptions?(values: OptionValues, seats: number): Record<string, unknown>;
}

/** The games offered in the create form, in picker order: each game's `lobby.entry` (client/games/lobbies.ts). */
export const CATALOG: readonly CatalogEntry[] = LOBBIES.map((l) => l.entry);

/** What a `custom` option field's renderer receives: its label key, the form's value, a radio group name, a setter. */
export interface CustomFieldProps {
  readonly label: string;
  readonly value: OptionValue;
  readonly group: string;
  readonly onChange: (value: OptionValue) => void;
}

/** A game's lobby words: nested keys to strings, merged into 'common' under `games.<id>` (plurals as `_one`/`_other`). */
export interface LobbyStrings {
  readonly [key: string]: string | LobbyStrings;
}

/**
 * Everything the lobby and the shell show of one game without loading its engine or scene: what
 * client/games/<id>/lobby.ts exports as `lobby`. Found at build time (an eager glob), so adding a game edits no
 * central client file. Keep the module small: heavy parts (a custom field's editor, the rules text) load lazily.
 */
export interface GameLobby {
  /** Place in the game picker, lower first (Masterdice 1, Laser 2, Labiro 3, Web 4). */
  readonly order: number;
  /** The create form's entry; `entry.id` must equal the folder name and the engine's id. */
  readonly entry: CatalogEntry;
  /**
   * The lobby's words for the game (same keys in both languages), reachable as `games.<id>.…` in 'common': English
   * with the lobby, Italian loaded with Italian's shell words (`() => import('./lobbyIt.js').then(…)`).
   */
  readonly strings: { readonly en: LobbyStrings; readonly it: () => Promise<LobbyStrings> };
  /** Renderers of the entry's `custom` fields, by their `render` name (React.lazy components are welcome). */
  readonly fields?: Readonly<Record<string, ComponentType<CustomFieldProps>>>;
  /** The rules panel's text in both languages, loaded on demand (`() => import('./rulesText.js').then(…)`). */
  readonly rules: () => Promise<Readonly<Record<Lang, RulesText>>>;
}

/** The catalog entry of a game id, if offered. */
export function catalogEntry(id: string): CatalogEntry | undefined {
  return CATALOG.find((g) => g.id === id);
}

/** The form's starting values: every field's initial value. */
export function initialValues(entry: CatalogEntry): Record<string, OptionValue> {
  return Object.fromEntries(entry.options.map((o) => [o.key, o.initial]));
}

/** Whether a field shows for these values and this many seats. */
export function fieldShown(field: OptionField, values: OptionValues, seats: number): boolean {
  const w = field.when;
  if (!w) return true;
  return w.is.includes(values[w.key] ?? '') && seats >= (w.minSeats ?? 0);
}

/** The seat range the entry allows with these values. */
export function seatRangeOf(entry: CatalogEntry, values: OptionValues): { min: number; max: number } {
  const r = entry.seatRange ? entry.seatRange(values) : entry.seats;
  return { min: Math.max(entry.seats.min, r.min), max: Math.min(entry.seats.max, r.max) };
}

/** The seat kinds after a change of count: kept where they were, new seats human (friends join by the link). */
export function resizeSeats(seats: readonly ('human' | 'bot')[], count: number): ('human' | 'bot')[] {
  return Array.from({ length: count }, (_, i) => seats[i] ?? 'human');
}

/** The options sent to the server: hidden fields dropped, then the game's own mapping. */
export function engineOptions(entry: CatalogEntry, values: OptionValues, seats: number): Record<string, unknown> {
  const shown = Object.fromEntries(
    entry.options.filter((f) => fieldShown(f, values, seats)).map((f) => [f.key, values[f.key] ?? f.initial]),
  );
  return entry.toOptions ? entry.toOptions(shown, seats) : shown;
}

/** The seats and form values of `entry`'s guided first game (see CatalogEntry.guided). */
export function guidedSetup(entry: CatalogEntry): { seats: ('human' | 'bot')[]; values: Record<string, OptionValue> } {
  const seats = entry.guided?.seats ?? ['human', ...Array.from({ length: entry.seats.min - 1 }, () => 'bot' as const)];
  return { seats: [...seats], values: { ...initialValues(entry), ...entry.guided?.values } };
}
