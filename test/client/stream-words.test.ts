// The stream UI's words in both languages: every delay choice said in full, the feed line and badge, the refusals
// of the feed and of a table without spectators translated (not the server's English).
import { describe, expect, it } from 'vitest';
import { Translator } from '../../client/i18n/translator.js';
import { en } from '../../client/i18n/en.js';
import { it as itStrings } from '../../client/i18n/it.js';
import { delayWords, FEED_DELAY_CHOICES } from '../../client/ui/table/stream.js';

const inst = new Translator({
  resources: { en: { common: en }, it: { common: itStrings } },
  lng: 'en',
  fallbackLng: false,
});
const tEn = inst.getFixedT('en', 'common');
const tIt = inst.getFixedT('it', 'common');
const say = (t: typeof tEn, seconds: number) => {
  const w = delayWords(seconds);
  return t(w.key, w.values);
};

describe('stream words', () => {
  it('every delay choice reads as a person would say it', () => {
    expect(FEED_DELAY_CHOICES.map((s) => say(tEn, s))).toEqual([
      'live',
      '30 s',
      '1 min',
      '2 min',
      '5 min',
      '10 min',
      '15 min',
    ]);
    expect(FEED_DELAY_CHOICES.map((s) => say(tIt, s))).toEqual([
      'in diretta',
      '30 s',
      '1 min',
      '2 min',
      '5 min',
      '10 min',
      '15 min',
    ]);
    expect(say(tEn, 90)).toBe('1 min 30 s');
  });

  it('the feed line and the feed badge carry the delay and what the feed shows', () => {
    expect(tEn('stream.lineDelayed', { delay: say(tEn, 120), sight: tEn('stream.sightTableShort') })).toBe(
      'Delayed feed on · 2 min · spectators’ view',
    );
    expect(tEn('stream.badge', { delay: say(tEn, 120), sight: tEn('stream.sightAllShort') })).toBe(
      'Delayed feed · 2 min behind · all-seeing',
    );
    expect(tIt('stream.badge', { delay: say(tIt, 120), sight: tIt('stream.sightTableShort') })).toBe(
      'Trasmissione differita · 2 min di ritardo · vista degli spettatori',
    );
  });

  it("the Stream dialog and the consent box say the rule: the start waits the delay, secrets only with everyone's consent or once over", () => {
    for (const t of [tEn, tIt]) {
      const rule = t('stream.rule', { delay: say(t, 120) });
      expect(rule).toContain('2 min');
      expect(rule.length).toBeGreaterThan(120);
      expect(t('stream.ruleLive')).not.toContain('{{');
      expect(t('stream.consentHint', { delay: say(t, 60) })).toContain('1 min');
      expect(t('stream.sightTable', { agreed: 1, humans: 2 })).toMatch(/1.*2/);
    }
    expect(tEn('stream.rule', { delay: '2 min' })).toContain('the table’s start included');
    expect(tEn('stream.rule', { delay: '2 min' })).toContain('only while every seated player agrees');
    expect(tEn('stream.rule', { delay: '2 min' })).toContain('once its round or game is over');
  });

  it('the waiting card says when the feed starts', () => {
    expect(tEn('stream.waitBody', { delay: say(tEn, 120), time: '21:47' })).toBe(
      'This table’s feed runs 2 min behind: the table appears here at 21:47.',
    );
    expect(tIt('stream.waitBody', { delay: say(tIt, 120), time: '21:47' })).toContain('21:47');
    expect(tIt('stream.waitLeft', { left: say(tIt, 90) })).toBe('tra 1 min 30 s');
  });

  it("the creator's count of open feeds says one and many", () => {
    expect(tEn('stream.watchers', { count: 1 })).toBe('1 feed open now');
    expect(tEn('stream.watchers', { count: 2 })).toBe('2 feeds open now');
    expect(tIt('stream.watchers', { count: 2 })).toBe('2 trasmissioni aperte ora');
  });

  it('the new refusals have words in both languages', () => {
    for (const code of [
      'table/bad-feed-key',
      'table/no-spectators',
      'table/feed-read-only',
      'table/bad-feed-delay',
      'table/bad-spectators',
      'table/bad-creator-secret',
      'table/creator-first',
    ]) {
      for (const t of [tEn, tIt]) {
        const text = t(`errors.${code}`, { nsSeparator: false });
        expect(text, code).not.toContain(code);
      }
    }
  });
});
