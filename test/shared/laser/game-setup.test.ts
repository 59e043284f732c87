// Table options and setup: defaults, the three modes, and the tables that cannot be played.
import { describe, expect, it } from 'vitest';
import type { Seed } from '../../../shared/core/index.js';
import { laser, type LaserOptions } from '../../../shared/games/laser/index.js';
import { findGame } from '../../../shared/games/index.js';

const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error?.code);
/** Setup with options as a lobby would send them (setup validates them itself). */
const setupRaw = (players: number, options: unknown, seed: Seed = 1) =>
  laser.setup({ seed, players, options: options as LaserOptions });

describe('options', () => {
  it('missing options take their defaults', () => {
    const all = {
      set: 'beginner',
      einstein: ['portals', 'deflector', 'mystery'],
      designer: 'players',
      strictDesign: true,
      assistant: 'off',
      designerSeat: 0,
    };
    expect(laser.parseOptions(undefined)).toEqual({ ok: true, value: all });
    expect(laser.parseOptions({})).toEqual({ ok: true, value: all });
    expect(laser.defaultOptions).toEqual(all);
    expect(laser.parseOptions({ set: 'expert', assistant: 'count', junk: 1 })).toEqual({
      ok: true,
      value: { ...all, set: 'expert', assistant: 'count' },
    });
  });

  it('the Einstein kinds are one of them or all three', () => {
    expect(laser.parseOptions({ set: 'einstein', einstein: ['mystery'] })).toMatchObject({
      ok: true,
      value: { einstein: ['mystery'] },
    });
    expect(laser.parseOptions({ einstein: 'portals' })).toMatchObject({ ok: true, value: { einstein: ['portals'] } });
    expect(laser.parseOptions({ einstein: ['mystery', 'portals', 'deflector'] })).toMatchObject({
      ok: true,
      value: { einstein: ['portals', 'deflector', 'mystery'] },
    });
    expect(code(laser.parseOptions({ einstein: ['mystery', 'portals'] }))).toBe('laser/bad-options');
    expect(code(laser.parseOptions({ einstein: ['mystery', 'mystery', 'portals'] }))).toBe('laser/bad-options');
    expect(code(laser.parseOptions({ einstein: [] }))).toBe('laser/bad-options');
  });

  it.each([
    ['an unknown set', { set: 'wizard' }],
    ['an unknown designer', { designer: 'robot' }],
    ['a strict design that is not true or false', { strictDesign: 'yes' }],
    ['an unknown assistant', { assistant: 'oracle' }],
    ['a designer seat out of range', { designerSeat: 6 }],
    ['a designer seat that is not whole', { designerSeat: 1.5 }],
    ['options that are not an object', 'beginner'],
  ])('%s is refused', (_name, input) => {
    expect(code(laser.parseOptions(input))).toBe('laser/bad-options');
  });
});

describe('setup', () => {
  it("is registered among the platform's games", () => {
    expect(findGame('laser')).toBe(laser);
    expect([laser.minPlayers, laser.maxPlayers]).toEqual([1, 6]);
    expect(laser.bots.length).toBeGreaterThan(0);
  });

  it('the mode follows the designer option and the number of seats', () => {
    const mode = (players: number, options: object) => {
      const r = setupRaw(players, options);
      return r.ok ? r.value.mode : r.error.code;
    };
    expect(mode(2, {})).toBe('duel');
    expect(mode(3, {})).toBe('group');
    expect(mode(6, { designerSeat: 5 })).toBe('group');
    expect(mode(1, { designer: 'server' })).toBe('server');
    expect(mode(6, { designer: 'server' })).toBe('server');
  });

  it.each([
    ['one player when people design', 1, {}],
    ['a designer seat beyond the table', 3, { designerSeat: 3 }],
    ['seven players', 7, { designer: 'server' }],
    ['no players', 0, { designer: 'server' }],
  ])('%s is refused', (_name, players, options) => {
    expect(code(setupRaw(players, options))).toBe('laser/bad-players');
  });

  it('bad options are refused at setup too', () => {
    expect(code(setupRaw(2, { set: 'nope' }))).toBe('laser/bad-options');
  });

  it('the kinds follow the set', () => {
    const kinds = (options: object) => {
      const r = setupRaw(2, options);
      return r.ok ? r.value.kinds.length : r.error.code;
    };
    expect(kinds({})).toBe(5);
    expect(kinds({ set: 'expert' })).toBe(9);
    expect(kinds({ set: 'einstein' })).toBe(12);
    expect(kinds({ set: 'einstein', einstein: ['deflector'] })).toBe(10);
  });

  it('the same seed makes the same table', () => {
    const a = setupRaw(3, { designer: 'server', set: 'expert' }, [4, 5, 6, 7]);
    const b = setupRaw(3, { designer: 'server', set: 'expert' }, [4, 5, 6, 7]);
    expect(a).toEqual(b);
  });
});
