// The shape of a game's rules text shown in the in-game rules panel.

/** One paragraph or bullet; `interpretation` marks a point the rulebook leaves open and this project settles. */
export interface RuleItem {
  readonly text: string;
  readonly interpretation?: boolean;
}

/** A titled block of the rules. */
export interface RuleSection {
  readonly heading: string;
  /** 'list' shows bullets, 'steps' numbers them, 'text' plain paragraphs. */
  readonly style: 'list' | 'steps' | 'text';
  readonly items: readonly RuleItem[];
  /** A small table shown after the items (Web's deck totals): a header row and body rows of cells. */
  readonly table?: { readonly head: readonly string[]; readonly rows: readonly (readonly string[])[] };
}

/** A game's rules in one language. */
export interface RulesText {
  readonly title: string;
  readonly source: string;
  readonly sections: readonly RuleSection[];
  /** The label for interpretation points ("Our interpretation"). */
  readonly interpretationLabel: string;
}
