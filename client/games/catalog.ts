// What the lobby knows about each game without loading it: seats and the create form's options. Plain data
// plus two small pure functions per game (the seats its options allow, and the options the engine receives).
// Never import a game's engine here (the lobby chunk stays small): data modules and pure helpers only.
import { EINSTEIN_KINDS } from '../../shared/games/laser/types.js';
import { PRESET_NAMES } from '../../shared/games/labiro/map.js';
import { DEFAULT_MAP_VALUE, RANDOM_MAP_VALUE, decodeMapChoice } from '../ui/mapEditor.js';

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
  | { readonly key: string; readonly kind: 'toggle'; readonly label: string; readonly hint?: string; readonly initial: boolean; readonly when?: OptionCondition }
  | { readonly key: string; readonly kind: 'seat'; readonly label: string; readonly hint?: string; readonly initial: number; readonly when?: OptionCondition }
  | {
      readonly key: string;
      readonly kind: 'custom';
      readonly label: string;
      /** The renderer's name in the lobby (client/ui/Lobby.tsx CUSTOM_FIELDS). Example: 'labiro-map'. */
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
  /** The seat range the chosen options allow (Laser: people designing need two seats at least); default `seats`. */
  seatRange?(values: OptionValues): { readonly min: number; readonly max: number };
  /** The engine's options from the form's values (the visible fields only); default: those values as they are. */
  toOptions?(values: OptionValues, seats: number): Record<string, unknown>;
}

/** The games offered in the create form. */
export const CATALOG: readonly CatalogEntry[] = [
  {
    id: 'masterdice',
    name: 'games.masterdice.name',
    blurb: 'games.masterdice.blurb',
    seats: { min: 2, max: 2, initial: 2 },
    seatKinds: ['human', 'bot'],
    options: [
      { key: 'games', kind: 'choice', label: 'games.masterdice.matchLength', values: [2, 4, 6], valueLabel: 'games.masterdice.gamesN', initial: 2 },
      { key: 'aid', kind: 'toggle', label: 'games.masterdice.aid', hint: 'games.masterdice.aidHint', initial: false },
    ],
  },
  {
    id: 'laser',
    name: 'games.laser.name',
    blurb: 'games.laser.blurb',
    seats: { min: 1, max: 6, initial: 2 },
    seatKinds: ['human', 'bot'],
    options: [
      { key: 'set', kind: 'choice', label: 'games.laser.set', values: ['beginner', 'expert', 'einstein'], valueLabel: 'games.laser.sets', hints: 'games.laser.setHints', initial: 'beginner' },
      {
        key: 'einstein', kind: 'choice', label: 'games.laser.einstein', values: ['all', ...EINSTEIN_KINDS], valueLabel: 'games.laser.einsteinPieces',
        initial: 'all', when: { key: 'set', is: ['einstein'] },
      },
      { key: 'designer', kind: 'choice', label: 'games.laser.designer', values: ['players', 'server'], valueLabel: 'games.laser.designers', hints: 'games.laser.designerHints', initial: 'players' },
      { key: 'designerSeat', kind: 'seat', label: 'games.laser.designerSeat', hint: 'games.laser.designerSeatHint', initial: 0, when: { key: 'designer', is: ['players'], minSeats: 3 } },
      { key: 'strictDesign', kind: 'toggle', label: 'games.laser.strict', hint: 'games.laser.strictHint', initial: true, when: { key: 'designer', is: ['players'] } },
      { key: 'assistant', kind: 'choice', label: 'games.laser.assistant', values: ['off', 'check', 'count'], valueLabel: 'games.laser.assistants', hints: 'games.laser.assistantHints', initial: 'off' },
    ],
    seatRange: (values) => ({ min: values.designer === 'server' ? 1 : 2, max: 6 }),
    toOptions: (values, seats) => {
      const einstein = values.einstein;
      return {
        set: values.set ?? 'beginner',
        einstein: typeof einstein === 'string' && einstein !== 'all' ? [einstein] : [...EINSTEIN_KINDS],
        designer: values.designer ?? 'players',
        strictDesign: values.strictDesign ?? true,
        assistant: values.assistant ?? 'off',
        designerSeat: typeof values.designerSeat === 'number' && values.designerSeat < seats ? values.designerSeat : 0,
      };
    },
  },
  {
    id: 'labiro',
    name: 'games.labiro.name',
    blurb: 'games.labiro.blurb',
    seats: { min: 2, max: 4, initial: 2 },
    seatKinds: ['human', 'bot'],
    options: [
      {
        key: 'map', kind: 'custom', label: 'games.labiro.options.map', render: 'labiro-map', initial: DEFAULT_MAP_VALUE,
        // A sample custom map: the flower preset drawn by hand (any 18 connected cells would do).
        samples: [...PRESET_NAMES.map((n) => `preset:${n}`), RANDOM_MAP_VALUE, 'custom:0,0 0,-1 1,-1 1,0 0,1 -1,1 -1,0 0,-2 1,-2 2,-2 2,-1 2,0 1,1 -1,2 -2,2 -2,1 -2,0 -1,-1'],
      },
      { key: 'order', kind: 'choice', label: 'games.labiro.options.order', values: ['seats', 'random'], valueLabel: 'games.labiro.options.orders', hints: 'games.labiro.options.orderHints', initial: 'seats' },
      { key: 'roundLimit', kind: 'choice', label: 'games.labiro.options.roundLimit', values: [0, 20, 40, 60], valueLabel: 'games.labiro.options.rounds', initial: 0 },
      { key: 'push', kind: 'choice', label: 'games.labiro.options.push', values: ['mesh', 'collide'], valueLabel: 'games.labiro.options.pushes', hints: 'games.labiro.options.pushHints', initial: 'mesh' },
    ],
    toOptions: (values) => ({
      map: decodeMapChoice(values.map),
      order: values.order === 'random' ? 'random' : 'seats',
      push: values.push === 'collide' ? 'collide' : 'mesh',
      roundLimit: typeof values.roundLimit === 'number' && Number.isInteger(values.roundLimit) && values.roundLimit >= 0 ? values.roundLimit : 0,
    }),
  },
];

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
  const shown = Object.fromEntries(entry.options.filter((f) => fieldShown(f, values, seats)).map((f) => [f.key, values[f.key] ?? f.initial]));
  return entry.toOptions ? entry.toOptions(shown, seats) : shown;
}
