// The client kit every game builds on: seats placed the same way around every table, cameras behind them, log
// lines' names and lists in both languages, and a game's words added to the translator once.
import { describe, expect, it } from 'vitest';
import {
  capitalise,
  joinNames,
  makeDescribeEvent,
  numbersOf,
  seatLabel,
  seatName,
  type Translate,
} from '../../client/kit/describe.js';
import {
  cameraFromCentre,
  cameraOverPlace,
  offsetFrom,
  placeIn,
  seatRing,
  seatYaw,
} from '../../client/kit/stations.js';
import { registerStrings } from '../../client/kit/strings.js';
import { i18n, loadLang } from '../../client/i18n/index.js';

const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 9);

describe('stations', () => {
  const ring = seatRing({ sideZ: 4, endX: 7, sideX: 4.5 });

  it('seat 0 sits at +z, seat 1 across at −z, seats 2 and 3 at the ends, 4 and 5 beside 0 and 1', () => {
    expect(ring.map((p) => [p.x, p.z])).toEqual([
      [0, 4],
      [0, -4],
      [7, 0],
      [-7, 0],
      [-4.5, 4],
      [4.5, -4],
    ]);
    expect(seatRing({ sideZ: 4, endX: 7 })).toHaveLength(4);
  });

  it('every seat faces the table: a step towards its player moves away from the centre', () => {
    ring.forEach((place, seat) => {
      expect(place.yaw).toBe(seatYaw(seat));
      const out = offsetFrom(place, 0, 1);
      expect(Math.hypot(out.x, out.z)).toBeGreaterThan(Math.hypot(place.x, place.z));
    });
  });

  it("a step to a player's right is to the left of the player across the table", () => {
    const right0 = offsetFrom(placeIn(ring, 0), 1);
    const right1 = offsetFrom(placeIn(ring, 1), 1);
    close(right0.x, 1);
    close(right1.x, -1);
  });

  it('a seat beyond the ring falls back to seat 0', () => {
    expect(placeIn(seatRing({ sideZ: 4, endX: 7 }), 5)).toEqual(ring[0]);
  });

  it("a camera over a place sits behind it, on its player's side, and looks at the table", () => {
    const cam = cameraOverPlace(placeIn(ring, 1), { back: 3, up: 6, look: 0.5 });
    close(cam.position[2], -7);
    close(cam.target[2], -4.5);
    expect(cam.position[1]).toBe(6);
    const centre = cameraFromCentre(seatYaw(2), { back: 10, up: 9, look: 1 });
    close(centre.position[0], 10);
    close(centre.target[0], 1);
  });
});

describe('describe helpers', () => {
  it('a seat is named by the shell, #n when unnamed, ? when not a seat; the reader is "you"', () => {
    expect(seatName(['Anna', ''], 0)).toBe('Anna');
    expect(seatName(['Anna', ''], 1)).toBe('#2');
    expect(seatName(['Anna'], 'x')).toBe('?');
    expect(seatLabel(['Anna', 'Bo'], 1, 1, 'you')).toBe('you');
    expect(seatLabel(['Anna', 'Bo'], 0, 1, 'you')).toBe('Anna');
  });

  it('names join as a sentence in the language given', () => {
    expect(joinNames([], 'and')).toBe('');
    expect(joinNames(['Anna'], 'and')).toBe('Anna');
    expect(joinNames(['Anna', 'Bo'], 'e')).toBe('Anna e Bo');
    expect(joinNames(['Anna', 'Bo', 'Cleo'], 'and')).toBe('Anna, Bo and Cleo');
  });

  it('a line starts with a capital; a list field keeps only its numbers', () => {
    expect(capitalise('bot draws')).toBe('Bot draws');
    expect(capitalise('')).toBe('');
    expect(numbersOf([1, 'x', 3])).toEqual([1, 3]);
    expect(numbersOf('1')).toEqual([]);
  });
});

describe("a game's words", () => {
  const en = {
    log: { drew_one: '{{name}} draws {{count}} card', drew_other: '{{name}} draws {{count}} cards' },
    and: 'and',
  };
  const it_ = {
    log: { drew_one: '{{name}} pesca {{count}} carta', drew_other: '{{name}} pesca {{count}} carte' },
    and: 'e',
  };

  it('are added once in both languages and log lines come out in the language asked, plurals and all', async () => {
    const add = registerStrings('kit-test', en, () => Promise.resolve(it_)); // Italian loads when asked for
    add();
    await loadLang('it');
    expect(i18n.getResource('it', 'kit-test', 'and')).toBe('e');
    const describeEvent = makeDescribeEvent('kit-test', (t: Translate, e, names) =>
      e.type === 'drew' ? t('log.drew', { name: seatName(names, e.seat), count: e.count }) : null,
    );
    expect(describeEvent({ type: 'drew', seat: 0, count: 1 }, ['anna'], 'en')).toBe('Anna draws 1 card');
    expect(describeEvent({ type: 'drew', seat: 0, count: 3 }, ['Anna'], 'it')).toBe('Anna pesca 3 carte');
    expect(describeEvent({ type: 'other' }, ['Anna'], 'en')).toBeNull();
  });
});
