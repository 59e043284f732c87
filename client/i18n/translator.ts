// The client's translator: what the pages used of i18next, in a few hundred bytes instead of ~16 KiB of the lobby's
// first load. Words live per language and namespace as nested objects ('lobby.seatN' reads lobby → seatN);
// `{{name}}` takes a value as it is (React escapes what it shows); `count` picks `key_zero` (count 0), then the
// language's plural form (`key_one`, `key_other`, …), then `key`; a key missing in the language is looked up in the
// fallback language, then in the fallback namespace, and a key found nowhere reads as itself. 'ns:key' names the
// namespace in the key (the scene's tooltips).
// No React and no page globals here: tests build their own Translator from a game's words.

/** Words of one namespace in one language: nested objects whose leaves are strings. */
export type Words = object;

/** What a translation may be told: its values to interpolate, and where to look. */
export interface TOptions {
  /** The namespace to look in (else the translator's default one). */
  readonly ns?: string;
  /** The language to translate into (else the current one). */
  readonly lng?: string;
  /** Picks the plural form and fills `{{count}}`. */
  readonly count?: number;
  /** What a key found nowhere reads as (else the key itself). */
  readonly defaultValue?: string;
  /** `false`: look only in the language asked for. */
  readonly fallbackLng?: false;
  /** `false`: a ':' in the key is part of the key, not a namespace's end. */
  readonly nsSeparator?: false;
  readonly [value: string]: unknown;
}

/** A translate function: a key and its options in, the words out. */
export type TFunction = (key: string, options?: TOptions) => string;

/** How a Translator starts: its words by language then namespace, its language, and where it falls back. */
export interface TranslatorSetup {
  readonly resources?: Readonly<Record<string, Readonly<Record<string, Words>>>>;
  readonly lng: string;
  /** The language a missing key is looked up in next (default 'en'); `false`: none (a test that checks each language's words). */
  readonly fallbackLng?: string | false;
  /** The namespace of a key that names none (default 'common'); also the one a missing key is looked up in next. */
  readonly defaultNS?: string;
}

const VARIABLE = /\{\{(.+?)\}\}/g;

/** Deep-merges `from` into `into` (objects merge, anything else replaces). */
function merge(into: Record<string, unknown>, from: Words): void {
  for (const [k, v] of Object.entries(from)) {
    const old = into[k];
    if (isObject(v) && isObject(old)) merge(old, v);
    else into[k] = isObject(v) ? structuredClone(v) : v;
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** `{{name}}` replaced by the option's value; a value never passed leaves `{{name}}` as it is, as i18next did. */
function interpolate(text: string, options: TOptions): string {
  return text.replace(VARIABLE, (match, name: string) => {
    const key = name.trim();
    if (!Object.hasOwn(options, key)) return match;
    const value = options[key];
    return value == null ? '' : String(value);
  });
}

/** Languages, namespaces and words, the current language, and who listens for its change. */
export class Translator {
  /** The current language. */
  language: string;
  private readonly store: Record<string, Record<string, Record<string, unknown>>> = {};
  private readonly fallbackLng: string | false;
  private readonly defaultNS: string;
  private readonly listeners = new Set<(lng: string) => void>();
  private readonly plurals = new Map<string, Intl.PluralRules>();

  constructor(setup: TranslatorSetup) {
    this.language = setup.lng;
    this.fallbackLng = setup.fallbackLng ?? 'en';
    this.defaultNS = setup.defaultNS ?? 'common';
    for (const [lng, namespaces] of Object.entries(setup.resources ?? {}))
      for (const [ns, words] of Object.entries(namespaces)) this.addResourceBundle(lng, ns, words);
  }

  /** Adds words to a namespace of a language, merged into what it has (a game's module adds its namespace). */
  addResourceBundle(lng: string, ns: string, words: Words, _deep = true, _overwrite = true): void {
    const namespaces = this.store[lng] ?? {};
    this.store[lng] = namespaces;
    const into = namespaces[ns] ?? {};
    namespaces[ns] = into;
    merge(into, words);
  }

  /** A namespace's words in one language, as merged so far. */
  getResourceBundle(lng: string, ns: string): Record<string, unknown> | undefined {
    return this.store[lng]?.[ns];
  }

  /** The value at a dotted key of one language's namespace (a string, or a branch), without any fallback. */
  getResource(lng: string, ns: string, key: string): unknown {
    let at: unknown = this.store[lng]?.[ns];
    for (const part of key.split('.')) {
      if (!isObject(at)) return undefined;
      at = at[part];
    }
    return at;
  }

  /** Whether `key` resolves (to words or a branch) as `t` would look it up. */
  exists(key: string, options: TOptions = {}): boolean {
    return this.resolve(key, options) !== undefined;
  }

  /** The words for `key` in the current language (or `options.lng`), interpolated. */
  t(key: string, options: TOptions = {}): string {
    const found = this.resolve(key, options);
    const text = typeof found === 'string' ? found : (options.defaultValue ?? this.bareKey(key, options));
    return interpolate(text, options);
  }

  /** A translate function bound to one language and namespace (the log's lines, in the language they are read in). */
  getFixedT(lng: string | null, ns?: string): TFunction {
    return (key, options) => this.t(key, { lng: lng ?? this.language, ...(ns ? { ns } : {}), ...options });
  }

  /** Switches the current language and tells every listener. */
  changeLanguage(lng: string): void {
    if (lng === this.language) return;
    this.language = lng;
    for (const listener of this.listeners) listener(lng);
  }

  /** Calls `listener` with the new language at each change; returns the function that stops it. */
  on(_event: 'languageChanged', listener: (lng: string) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private bareKey(key: string, options: TOptions): string {
    return this.split(key, options).key;
  }

  private split(key: string, options: TOptions): { ns: string; key: string } {
    const at = options.nsSeparator === false ? -1 : key.indexOf(':');
    if (at > 0) return { ns: key.slice(0, at), key: key.slice(at + 1) };
    return { ns: options.ns ?? this.defaultNS, key };
  }

  private resolve(fullKey: string, options: TOptions): unknown {
    const { ns, key } = this.split(fullKey, options);
    const lng = options.lng ?? this.language;
    const fallback = options.fallbackLng === false ? false : this.fallbackLng;
    const langs = fallback === false || fallback === lng ? [lng] : [lng, fallback];
    const namespaces = ns === this.defaultNS ? [ns] : [ns, this.defaultNS];
    const count = options.count;
    for (const n of namespaces) {
      for (const l of langs) {
        const candidates =
          typeof count === 'number'
            ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${this.pluralOf(l).select(count)}`, key]
            : [key];
        for (const candidate of candidates) {
          const value = this.getResource(l, n, candidate);
          if (value !== undefined && value !== null) return value;
        }
      }
    }
    return undefined;
  }

  private pluralOf(lng: string): Intl.PluralRules {
    let rules = this.plurals.get(lng);
    if (!rules) {
      rules = new Intl.PluralRules(lng);
      this.plurals.set(lng, rules);
    }
    return rules;
  }
}
