// Tooltips on the table's pieces (client/scene/PieceTips.tsx): every tip a scene names exists in English and
// Italian, and the tip found under the pointer is the nearest piece's that carries one.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Group, Mesh } from 'three';
import { tipOf } from '../../client/scene/PieceTips.js';
import { en as masterdiceEn } from '../../client/games/masterdice/strings.js';
import { it as masterdiceIt } from '../../client/games/masterdice/strings.it.js';
import { en as laserEn } from '../../client/games/laser/strings.js';
import { it as laserIt } from '../../client/games/laser/strings.it.js';
import { en as labiroEn } from '../../client/games/labiro/strings.js';
import { it as labiroIt } from '../../client/games/labiro/strings.it.js';
import { en as symbotrioEn } from '../../client/games/symbotrio/strings.js';
import { it as symbotrioIt } from '../../client/games/symbotrio/strings.it.js';
import { en as webEn } from '../../client/games/web/strings.js';
import { it as webIt } from '../../client/games/web/strings.it.js';

const WORDS: Record<string, { en: { tip: Record<string, string> }; it: { tip: Record<string, string> } }> = {
  masterdice: { en: masterdiceEn, it: masterdiceIt },
  laser: { en: laserEn, it: laserIt },
  labiro: { en: labiroEn, it: labiroIt },
  symbotrio: { en: symbotrioEn, it: symbotrioIt },
  web: { en: webEn, it: webIt },
};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.tsx') ? [p] : [];
  });
}

/** Every `game:tip.key` a scene file names (Labiro's Instances name only the key: `tip="tower"`). */
function namedTips(): { game: string; key: string; file: string }[] {
  const out: { game: string; key: string; file: string }[] = [];
  for (const file of files(path.resolve('client/games'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(\w+):tip\.(\w+)/g)) out.push({ game: m[1]!, key: m[2]!, file });
    if (file.endsWith(path.join('labiro', 'Board.tsx')))
      for (const m of text.matchAll(/ tip="(\w+)"/g)) out.push({ game: 'labiro', key: m[1]!, file });
  }
  return out;
}

describe('piece tooltips', () => {
  const named = namedTips();
  it('every game names tips for its pieces', () => {
    for (const game of Object.keys(WORDS)) expect(named.filter((n) => n.game === game).length, game).toBeGreaterThan(1);
  });
  it('every tip a scene names is written in English and Italian', () => {
    const missing = named
      .filter((n) => !WORDS[n.game]?.en.tip[n.key] || !WORDS[n.game]?.it.tip[n.key])
      .map((n) => `${n.game}:tip.${n.key} (${path.basename(n.file)})`);
    expect(missing).toEqual([]);
    for (const [game, w] of Object.entries(WORDS))
      expect(Object.keys(w.it.tip).sort(), game).toEqual(Object.keys(w.en.tip).sort());
  });
  it('the tip under the pointer: the first hit that carries one, on itself or a parent; hits without one are passed over', () => {
    const board = new Group();
    board.userData.tip = 'laser:tip.circuit';
    const body = new Mesh();
    board.add(body);
    const input = new Mesh(); // an invisible click plane over the board, tipless
    const pointer = new Mesh();
    pointer.userData.tip = 'laser:tip.pointer';
    expect(tipOf([{ object: input }, { object: pointer }, { object: body }])).toBe('laser:tip.pointer');
    expect(tipOf([{ object: input }, { object: body }])).toBe('laser:tip.circuit');
    expect(tipOf([{ object: input }])).toBeNull();
  });
});
