// The client's own translator (it replaced i18next): what every call site relies on, and the language switch that
// shows Italian only once its shell words are in.
import { describe, expect, it } from 'vitest';
import { Translator } from '../../client/i18n/translator.js';
import { addLangWords, i18n, loadLang, loadShownLang, setLang, translateError } from '../../client/i18n/index.js';

const words = () =>
  new Translator({
    resources: {
      en: {
        common: {
          hello: 'Hello {{name}}',
          deep: { er: { key: 'Deep' } },
          seats_one: '{{count}} seat',
          seats_other: '{{count}} seats',
          rounds_zero: 'None',
          rounds_one: 'One round',
          rounds_other: '{{count}} rounds',
          onlyEnglish: 'Only English',
          errors: { 'table/full': 'The table is full.' },
        },
        game: { own: 'Own words', tip: { lid: 'The lid' } },
      },
      it: {
        common: { hello: 'Ciao {{name}}', seats_one: '{{count}} posto', seats_other: '{{count}} posti' },
        game: { own: 'Parole sue' },
      },
    },
    lng: 'en',
  });

describe('the translator', () => {
  it('reads nested keys with dots and fills {{values}} as they are (React escapes)', () => {
    const t = words();
    expect(t.t('deep.er.key')).toBe('Deep');
    expect(t.t('hello', { name: '<b>Anna</b>' })).toBe('Hello <b>Anna</b>');
    expect(t.t('hello')).toBe('Hello {{name}}');
    expect(t.t('hello', { name: undefined })).toBe('Hello ');
  });

  it('picks the plural form by count and language, key_zero first for 0', () => {
    const t = words();
    expect(t.t('seats', { count: 1 })).toBe('1 seat');
    expect(t.t('seats', { count: 4 })).toBe('4 seats');
    expect(t.t('seats', { count: 4, lng: 'it' })).toBe('4 posti');
    expect(t.t('rounds', { count: 0 })).toBe('None');
    expect(t.t('rounds', { count: 3 })).toBe('3 rounds');
  });

  it('falls back to English, then to the common namespace, then to the key itself', () => {
    const t = words();
    t.changeLanguage('it');
    expect(t.t('hello', { name: 'Bo' })).toBe('Ciao Bo');
    expect(t.t('onlyEnglish')).toBe('Only English');
    expect(t.t('onlyEnglish', { ns: 'game' })).toBe('Only English');
    expect(t.t('own', { ns: 'game' })).toBe('Parole sue');
    expect(t.t('no.such.key')).toBe('no.such.key');
    expect(t.t('no.such.key', { defaultValue: '' })).toBe('');
    expect(t.exists('onlyEnglish', { lng: 'it', fallbackLng: false })).toBe(false);
    expect(t.exists('onlyEnglish', { lng: 'it' })).toBe(true);
  });

  it("'ns:key' names the namespace, unless told that ':' belongs to the key", () => {
    const t = words();
    expect(t.t('game:tip.lid')).toBe('The lid');
    expect(t.t('game:tip.none', { defaultValue: '' })).toBe('');
    expect(t.exists('errors.table/full', { nsSeparator: false })).toBe(true);
  });

  it('merges added words, binds a language and namespace, and tells listeners of a change', () => {
    const t = words();
    t.addResourceBundle('en', 'game', { tip: { box: 'The box' } }, true, true);
    expect(t.getResource('en', 'game', 'tip.lid')).toBe('The lid');
    expect(t.getFixedT('it', 'game')('own')).toBe('Parole sue');
    expect(t.getFixedT('en', 'game')('tip.box')).toBe('The box');
    const heard: string[] = [];
    const stop = t.on('languageChanged', (lng) => heard.push(lng));
    t.changeLanguage('it');
    t.changeLanguage('it');
    stop();
    t.changeLanguage('en');
    expect(heard).toEqual(['it']);
  });
});

describe('the page’s language', () => {
  it('switches to Italian only once its shell words are in; the last choice wins', async () => {
    await setLang('en');
    const toItalian = setLang('it');
    if (i18n.language === 'it') expect(i18n.t('lobby.openTables')).not.toBe('lobby.openTables');
    const backToEnglish = setLang('en');
    await Promise.all([toItalian, backToEnglish]);
    expect(i18n.language).toBe('en');
    await setLang('it');
    expect(i18n.language).toBe('it');
    expect(i18n.t('lobby.openTables')).toBe('Tavoli aperti');
    expect(translateError('table/seat-taken', 'That seat is already taken.')).toBe('Quel posto è già occupato.');
    await setLang('en');
    await loadLang('it');
    expect(i18n.language).toBe('en');
  });

  it("waits for a game's Italian words that come after Italian is in, and tries a failed download again", async () => {
    await setLang('it');
    let tries = 0;
    let release = (): void => undefined;
    addLangWords('it', () => {
      tries++;
      if (tries === 1) return Promise.reject(new Error('offline'));
      return new Promise<void>((done) => {
        release = () => {
          i18n.addResourceBundle('it', 'late-game', { hello: 'Ciao' }, true, true);
          done();
        };
      });
    });
    // Italian is shown already: the game's chunk waits for its words before its table shows.
    await expect(loadShownLang()).rejects.toThrow('offline');
    const shown = loadShownLang();
    let settled = false;
    void shown.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    release();
    await shown;
    expect(tries).toBe(2);
    expect(i18n.t('hello', { ns: 'late-game' })).toBe('Ciao');
    await loadLang('it'); // in now: not downloaded again
    expect(tries).toBe(2);
    await setLang('en');
  });
});
