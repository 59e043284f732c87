// Refusals are shown in the player's language when a translation exists, else as the server sent them.
import { describe, expect, it } from 'vitest';
import { loadLang, i18n, setLang, translateError } from '../../client/i18n/index.js';

// Italian's shell words load on demand (client/i18n/index.ts): in first, so setLang('it') switches at once here.
await loadLang('it');

describe('error messages', () => {
  i18n.addResourceBundle('en', 'demo', { errors: { 'demo/too-early': 'Too early.' } }, true, true);
  i18n.addResourceBundle('it', 'demo', { errors: { 'demo/too-early': 'Troppo presto.' } }, true, true);

  it('a game code is translated from the game’s namespace', () => {
    setLang('it');
    expect(translateError('demo/too-early', 'Too early (server).')).toBe('Troppo presto.');
    setLang('en');
    expect(translateError('demo/too-early', 'Too early (server).')).toBe('Too early.');
  });

  it('a room code is translated from the common namespace', () => {
    setLang('it');
    expect(translateError('table/seat-taken', 'That seat is already taken.')).toBe('Quel posto è già occupato.');
  });

  it('an unknown code shows the server’s message', () => {
    setLang('it');
    expect(translateError('demo/never-heard', 'Something new.')).toBe('Something new.');
    setLang('en');
  });
});
