// What the lobby knows about each game without loading it: seats and the create form's options (plain data).

/** One option field of the create form. */
export type OptionField =
  | { readonly key: string; readonly kind: 'choice'; readonly label: string; readonly values: readonly number[]; readonly valueLabel: string; readonly initial: number }
  | { readonly key: string; readonly kind: 'toggle'; readonly label: string; readonly hint?: string; readonly initial: boolean };

/** A game as the lobby lists it; labels are i18n keys in 'common'. */
export interface CatalogEntry {
  readonly id: string;
  /** i18n key of the name. */
  readonly name: string;
  /** i18n key of a one-line description. */
  readonly blurb: string;
  readonly seats: number;
  readonly options: readonly OptionField[];
  /** The default seat kinds (the creator may change each). */
  readonly seatKinds: readonly ('human' | 'bot')[];
}

/** The games offered in the create form. */
export const CATALOG: readonly CatalogEntry[] = [
  {
    id: 'masterdice',
    name: 'games.masterdice.name',
    blurb: 'games.masterdice.blurb',
    seats: 2,
    seatKinds: ['human', 'bot'],
    options: [
      { key: 'games', kind: 'choice', label: 'games.masterdice.matchLength', values: [2, 4, 6], valueLabel: 'games.masterdice.gamesN', initial: 2 },
      { key: 'aid', kind: 'toggle', label: 'games.masterdice.aid', hint: 'games.masterdice.aidHint', initial: false },
    ],
  },
];

/** The catalog entry of a game id, if offered. */
export function catalogEntry(id: string): CatalogEntry | undefined {
  return CATALOG.find((g) => g.id === id);
}
