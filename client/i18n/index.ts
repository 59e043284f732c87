// i18next set up once for the whole client: Italian and English, picked from the browser, switchable, persisted.
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { en } from './en.js';
import { it } from './it.js';

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

/** The shared i18next instance; game modules add their namespace with `i18n.addResourceBundle(lang, ns, ...)`. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  // The shell's words; each game's lobby words join them under games.<id> when the games' registry loads
  // (client/games/lobbies.ts: the words live in client/games/<id>/lobby.ts, above this layer).
  resources: {
    en: { common: en },
    it: { common: it },
  },
  lng: initialLang(),
  fallbackLng: 'en',
  ns: ['common'],
  defaultNS: 'common',
  fallbackNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

/** Switches the language everywhere and remembers the choice. */
export function setLang(lang: Lang): void {
  void i18n.changeLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    /* not persisted: fine */
  }
}

/** The current language, re-rendering when it changes (for describeEvent and the rules text). */
export function useLang(): Lang {
  const { i18n: inst } = useTranslation();
  return inst.language === 'it' ? 'it' : 'en';
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
    if (i18n.exists(key, { ns: n, keySeparator: '.', nsSeparator: false })) {
      return i18n.t(key, { ns: n, nsSeparator: false });
    }
  }
  return message;
}
