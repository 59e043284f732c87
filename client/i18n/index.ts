// The client's languages set up once: Italian and English, picked from the browser, switchable, persisted. English
// (the fallback) ships with the page; Italian's words (the shell's, the games' lobby words, and each game's own once
// its chunk loads) load the first time Italian is wanted, and the page switches to Italian only once they are in, so
// it never shows a raw key.
import { useSyncExternalStore } from 'react';
import { en } from './en.js';
import { Translator } from './translator.js';

/** The languages the client speaks. */
export const LANGS = ['it', 'en'] as const;
/** One supported language. */
export type Lang = (typeof LANGS)[number];

const STORAGE_KEY = 'tavolo.lang';

/** The language to start with: an overlay link's `lang`, else the saved choice, else the browser's, else English. */
export function initialLang(): Lang {
  const linked = overlayLinkLang();
  if (linked) return linked;
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved === 'it' || saved === 'en') return saved;
  } catch {
    /* storage may be blocked: fall through */
  }
  const nav = typeof navigator !== 'undefined' ? (navigator.languages?.[0] ?? navigator.language) : 'en';
  return nav?.toLowerCase().startsWith('it') ? 'it' : 'en';
}

/**
 * `?lang=it|en` of an OBS overlay link (`overlay=1`): a browser source has no language menu, so the streamer's link
 * says it. It wins over the saved choice for that page only and is not saved.
 */
export function overlayLinkLang(search = typeof location === 'undefined' ? '' : location.search): Lang | null {
  const q = new URLSearchParams(search);
  const overlay = q.get('overlay') === '1' || q.get('overlay') === 'true';
  const lang = q.get('lang');
  return overlay && (lang === 'it' || lang === 'en') ? lang : null;
}

/**
 * The shared translator; game modules add their namespace with `i18n.addResourceBundle(lang, ns, ...)`. It starts in
 * English: the entry (main.tsx) calls startLang() before the first render. The lobby's words join 'common' under
 * games.<id> when the games' registry loads (client/games/lobbies.ts: they live in client/games/<id>/lobby.ts).
 */
export const i18n = new Translator({ resources: { en: { common: en } }, lng: 'en', fallbackLng: 'en' });

/** Loaders of words that higher layers keep apart per language (the games' lobby words, each game's words), run by loadLang. */
const moreWords: Record<Lang, (() => Promise<void>)[]> = { en: [], it: [] };
const shellWords: Record<Lang, () => Promise<void>> = {
  en: () => Promise.resolve(),
  it: () => import('./it.js').then((m) => i18n.addResourceBundle('it', 'common', m.it, true, true)),
};
/** Each loader's run: once it succeeds; a failed download is forgotten, so the next loadLang tries it again. */
const runs = new Map<() => Promise<void>, Promise<void>>();
/** The languages loadLang was asked for: a loader added later for one of them starts at once. */
const asked = new Set<Lang>();
/** The languages whose words are all in: the page switches to one only then. */
const ready = new Set<Lang>(['en']);

function runOnce(load: () => Promise<void>): Promise<void> {
  let p = runs.get(load);
  if (!p) {
    p = load();
    p.catch(() => runs.delete(load));
    runs.set(load, p);
  }
  return p;
}

/**
 * Adds a loader of a language's words that live above this layer: the games' Italian lobby words (registered at
 * import, before main.tsx starts the first language) and each game's Italian words (registered when the game's
 * chunk loads, which may be after Italian is in: then they start loading at once, and loadLang waits for them too).
 */
export function addLangWords(lang: Lang, load: () => Promise<void>): void {
  moreWords[lang].push(load);
  ready.delete(lang);
  if (asked.has(lang)) runOnce(load).catch(() => undefined); // loadLang reports a failure; this start only saves time
}

/** Loads a language's words: the shell's and every loader added with addLangWords, each once (a failed one again). */
export function loadLang(lang: Lang): Promise<void> {
  asked.add(lang);
  const count = moreWords[lang].length;
  return Promise.all([shellWords[lang], ...moreWords[lang]].map(runOnce)).then(() => {
    if (moreWords[lang].length !== count) return loadLang(lang); // a game's words were added meanwhile
    ready.add(lang);
  });
}

/**
 * The words of the language the page shows or is switching to, loaded: a game's chunk waits for them before its
 * table shows (client/games/index.ts), so a table never shows a mix of two languages.
 */
export function loadShownLang(): Promise<void> {
  return loadLang(wanted);
}

let wanted: Lang = 'en';

/** Shows every page in `lang` once its words are in (at once when they already are); the last wish wins. */
function switchTo(lang: Lang): Promise<void> {
  wanted = lang;
  const show = (): void => {
    if (wanted !== lang) return; // a later choice came while these words loaded
    i18n.changeLanguage(lang);
    if (typeof document !== 'undefined') document.documentElement.lang = lang;
  };
  if (ready.has(lang)) {
    show();
    return Promise.resolve();
  }
  return loadLang(lang).then(show);
}

/** The starting language (initialLang()), its words loaded: main.tsx renders once this settles. Not saved. */
export function startLang(): Promise<void> {
  return switchTo(initialLang());
}

/**
 * Switches the language everywhere and remembers the choice. The switch is at once when the language's words are
 * in; otherwise the page stays as it is until they are, and the returned promise settles after the switch.
 */
export function setLang(lang: Lang): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    /* not persisted: fine */
  }
  return switchTo(lang);
}

const subscribe = (onChange: () => void): (() => void) => i18n.on('languageChanged', onChange);
const currentLang = (): Lang => (i18n.language === 'it' ? 'it' : 'en');

/** The current language, re-rendering when it changes (for describeEvent and the rules text). */
export function useLang(): Lang {
  return useSyncExternalStore(subscribe, currentLang, currentLang);
}

/**
 * A refusal in the current language: `errors.<code>` from the game's namespace (the code's prefix, e.g.
 * 'masterdice' for 'masterdice/not-your-turn') or 'common', else the server's English message.
 */
export function translateError(code: string, message: string): string {
  const ns = code.includes('/') ? code.slice(0, code.indexOf('/')) : 'common';
  const short = code.slice(code.indexOf('/') + 1);
  const candidates: [string, string][] = [
    [ns, `errors.${code}`],
    [ns, `errors.${short}`],
    ['common', `errors.${code}`],
  ];
  for (const [n, key] of candidates) {
    if (i18n.exists(key, { ns: n, nsSeparator: false })) return i18n.t(key, { ns: n, nsSeparator: false });
  }
  return message;
}
