// The Laser create form: which fields show, how many seats the options allow, and the options the engine gets.
import { describe, expect, it } from 'vitest';
import {
  catalogEntry,
  engineOptions,
  fieldShown,
  initialValues,
  resizeSeats,
  seatRangeOf,
} from '../../client/games/catalog.js';

const laser = catalogEntry('laser')!;
const field = (key: string) => laser.options.find((f) => f.key === key)!;

describe('Laser in the lobby', () => {
  it('a new Laser table starts with two seats, a person and a bot, beginner set, strict design, no assistant', () => {
    expect(laser.seats).toEqual({ min: 1, max: 6, initial: 2 });
    expect(laser.seatKinds).toEqual(['human', 'bot']);
    expect(engineOptions(laser, initialValues(laser), 2)).toEqual({
      set: 'beginner',
      einstein: ['portals', 'deflector', 'mystery'],
      designer: 'players',
      strictDesign: true,
      assistant: 'off',
      designerSeat: 0,
    });
  });

  it('the Einstein pieces are offered only with the Einstein set, and one of them can be chosen', () => {
    const v = initialValues(laser);
    expect(fieldShown(field('einstein'), v, 2)).toBe(false);
    expect(fieldShown(field('einstein'), { ...v, set: 'einstein' }, 2)).toBe(true);
    expect(engineOptions(laser, { ...v, set: 'einstein', einstein: 'mystery' }, 2).einstein).toEqual(['mystery']);
    expect(engineOptions(laser, { ...v, set: 'einstein', einstein: 'all' }, 2).einstein).toEqual([
      'portals',
      'deflector',
      'mystery',
    ]);
  });

  it('people designing need two seats; the server designing allows one to six (solo and cooperative)', () => {
    const v = initialValues(laser);
    expect(seatRangeOf(laser, v)).toEqual({ min: 2, max: 6 });
    expect(seatRangeOf(laser, { ...v, designer: 'server' })).toEqual({ min: 1, max: 6 });
  });

  it('the designing seat is asked only with three or more seats and people designing; it never points past the seats', () => {
    const v = initialValues(laser);
    expect(fieldShown(field('designerSeat'), v, 2)).toBe(false);
    expect(fieldShown(field('designerSeat'), v, 3)).toBe(true);
    expect(fieldShown(field('designerSeat'), { ...v, designer: 'server' }, 4)).toBe(false);
    expect(engineOptions(laser, { ...v, designerSeat: 2 }, 4).designerSeat).toBe(2);
    expect(engineOptions(laser, { ...v, designerSeat: 2 }, 2).designerSeat).toBe(0);
  });

  it('strict design is a choice only when people design (the server always designs identifiable circuits)', () => {
    const v = initialValues(laser);
    expect(fieldShown(field('strictDesign'), v, 2)).toBe(true);
    expect(fieldShown(field('strictDesign'), { ...v, designer: 'server' }, 2)).toBe(false);
    expect(engineOptions(laser, { ...v, strictDesign: false }, 2).strictDesign).toBe(false);
  });

  it('changing the seat count keeps the seats already chosen and adds people', () => {
    expect(resizeSeats(['human', 'bot'], 4)).toEqual(['human', 'bot', 'human', 'human']);
    expect(resizeSeats(['human', 'bot', 'bot'], 1)).toEqual(['human']);
  });

  it('Masterdice keeps exactly two seats and its options unchanged', () => {
    const md = catalogEntry('masterdice')!;
    expect(seatRangeOf(md, initialValues(md))).toEqual({ min: 2, max: 2 });
    expect(engineOptions(md, { games: 4, aid: true }, 2)).toEqual({ games: 4, aid: true });
  });
});
