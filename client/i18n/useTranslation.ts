// The components' translate hook: `const { t } = useTranslation(NS)`, re-rendering when the language changes.
import { useMemo } from 'react';
import { i18n, useLang } from './index.js';
import type { TFunction, Translator } from './translator.js';

/** `t` in the current language and namespace `ns` (default 'common', which every namespace falls back to), and the translator. */
export function useTranslation(ns?: string): { readonly t: TFunction; readonly i18n: Translator } {
  const lang = useLang();
  const t = useMemo(() => i18n.getFixedT(lang, ns), [lang, ns]);
  return { t, i18n };
}
