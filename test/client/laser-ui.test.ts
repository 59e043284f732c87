// Laser's panels without a browser: log lines in both languages, answers as text, what each viewer's answer
// lists hold, completeness, turning, the typed pointer, the keys, and a translation for every refusal code.
import { describe, expect, it, vi } from 'vitest';
import { Translator } from '../../client/i18n/translator.js';
import type { CircuitView, LaserView, Shot } from '../../shared/games/laser/game-types.js';

vi.mock('../../client/i18n/index.js', () => ({
  i18n: { addResourceBundle: () => undefined, getFixedT: () => (k: string) => k },
  addLangWords: () => undefined,
}));

const { describeWith } = await import('../../client/games/laser/describe.js');
const { en } = await import('../../client/games/laser/strings.js');
const { it: itStrings } = await import('../../client/games/laser/strings.it.js');
const model = await import('../../client/games/laser/ui/model.js');
const { parsePointer } = await import('../../client/games/laser/ui/FirePanel.js');
const { laserKey } = await import('../../client/games/laser/ui/useKeys.js');
const { notebookWith } = await import('../../client/games/laser/ui/Controls.js');
const { ERRORS } = await import('../../shared/games/laser/errors.js');
const { LAYOUT_ERRORS } = await import('../../shared/games/laser/layout.js');
const { laser } = await import('../../shared/games/laser/index.js');
const { sceneProps } = await import('./scene-props.js');

const inst = new Translator({
  resources: { en: { laser: en }, it: { laser: itStrings } },
  lng: 'en',
  fallbackLng: false,
});
const tEn = inst.getFixedT('en', 'laser');
const tIt = inst.getFixedT('it', 'laser');
const names = ['Anna', 'Bruno', 'Carla'];
const answer = (hits: string[], exits: number[], absorbed = false, loop = false) =>
  ({ hits, exits, absorbed, loop }) as Shot['answer'];

describe('log lines', () => {
  it('a shot names the shooter, the pointer, the kinds hit in order and where the light went', () => {
    const e = {
      type: 'shot',
      circuit: 1,
      n: 0,
      by: 0,
      pointer: 7,
      answer: answer(['triangle', 'reflector'], [12]),
      secret: false,
    };
    expect(describeWith(tEn, e, names)).toBe('Anna fired pointer 7: Triangle, Reflector → out at 12.');
    expect(describeWith(tIt, e, names)).toBe('Anna ha sparato il puntatore 7: Triangolo, Respinto → esce a 12.');
  });
  it('a beam that hits nothing, an absorbed one and a loop each say so', () => {
    expect(describeWith(tEn, { type: 'shot', by: 1, pointer: 1, answer: answer([], [23]), secret: false }, names)).toBe(
      'Bruno fired pointer 1: nothing hit → out at 23.',
    );
    expect(
      describeWith(
        tEn,
        { type: 'shot', by: 1, pointer: 4, answer: answer(['absorber'], [], true), secret: false },
        names,
      ),
    ).toBe('Bruno fired pointer 4: Absorber → absorbed.');
    expect(
      describeWith(
        tIt,
        { type: 'shot', by: 1, pointer: 4, answer: answer(['diode', 'splitter'], [3, 20], false, true), secret: false },
        names,
      ),
    ).toBe('Bruno ha sparato il puntatore 4: Diodo, Moltiplicatore → esce a 3, 20, anello.');
  });
  it('the Mystery is logged as the Mystery, never as what it hides', () => {
    expect(
      describeWith(tEn, { type: 'shot', by: 0, pointer: 2, answer: answer(['mystery'], [22]), secret: false }, names),
    ).toBe('Anna fired pointer 2: Mystery → out at 22.');
  });
  it('a secret shot says "secret shot" to the viewers it reaches', () => {
    const e = { type: 'shot', by: 2, pointer: 30, answer: answer([], [9]), secret: true, visibleTo: [2, 0] };
    expect(describeWith(tEn, e, names)).toBe('Secret shot by Carla, pointer 30: nothing hit → out at 9.');
    expect(describeWith(tIt, e, names)).toBe('Colpo segreto di Carla, puntatore 30: nessun pezzo colpito → esce a 9.');
  });
  it('design, the first investigator, declarations and eliminations have lines; turns do not', () => {
    expect(describeWith(tEn, { type: 'designed', seat: 1 }, names)).toBe('Bruno has submitted a circuit.');
    expect(describeWith(tEn, { type: 'investigation', first: 0 }, names)).toBe(
      'The investigation begins: Anna fires first.',
    );
    expect(describeWith(tEn, { type: 'declared', seat: 2, circuit: 0, correct: false }, names)).toBe(
      'Carla declared the circuit: wrong.',
    );
    expect(describeWith(tIt, { type: 'declared', seat: 2, circuit: 0, correct: true }, names)).toBe(
      'Carla ha dichiarato il circuito: giusto!',
    );
    expect(describeWith(tIt, { type: 'eliminated', seat: 2 }, names)).toBe('Carla è fuori.');
    expect(describeWith(tEn, { type: 'turn', seat: 1 }, names)).toBeNull();
  });
  it('the end names the winners, says when the fairness rule flipped it, and a rematch numbers the game', () => {
    const result = { winners: [1], reason: 'correct', flipped: false, ambiguous: null };
    expect(describeWith(tEn, { type: 'over', result, layouts: [] }, names)).toBe('Game over: Bruno wins.');
    expect(
      describeWith(
        tIt,
        { type: 'over', result: { ...result, winners: [1, 2], reason: 'all-eliminated', flipped: true }, layouts: [] },
        names,
      ),
    ).toBe('Partita finita: per la regola di lealtà vincono Bruno e Carla (un circuito aveva zone cieche).');
    expect(describeWith(tEn, { type: 'over', result: { ...result, winners: [] }, layouts: [] }, names)).toBe(
      'Game over: nobody won.',
    );
    expect(describeWith(tEn, { type: 'rematch', game: 1 }, names)).toBe('Rematch: game 2.');
  });
});

describe('texts', () => {
  const keys = (o: unknown, prefix = ''): string[] =>
    typeof o !== 'object' || o === null
      ? [prefix]
      : Object.entries(o).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  it('Italian has every English key and no empty string', () => {
    expect(keys(itStrings).sort()).toEqual(keys(en).sort());
    for (const k of keys(itStrings)) expect(inst.getFixedT('it', 'laser')(k), k).not.toBe('');
  });
  it('every refusal code of the engine and of the layout checks is translated in both languages', () => {
    const codes = [...Object.values(ERRORS), ...Object.values(LAYOUT_ERRORS)].map((e) => e.code);
    for (const code of codes) {
      expect((en.errors as Record<string, string>)[code], code).toBeTruthy();
      expect((itStrings.errors as Record<string, string>)[code], code).toBeTruthy();
    }
  });
  it('every orientation has a label', () => {
    for (const key of Object.values(model.ORIENT_KEY)) {
      expect((en.orient as Record<string, string>)[key], key).toBeTruthy();
    }
  });
});

function circuit(owner: number | null, shots: Shot[] = []): CircuitView {
  return { owner, designed: true, layout: null, draft: null, verdict: null, shots };
}
const shot = (n: number, by: number, secret = false): Shot => ({
  n,
  by,
  pointer: n + 1,
  answer: answer([], [23]),
  secret,
});

function view(over: Partial<LaserView>): LaserView {
  return {
    phase: 'investigate',
    mode: 'duel',
    players: 2,
    options: {
      set: 'beginner',
      einstein: [],
      designer: 'players',
      strictDesign: true,
      assistant: 'off',
      designerSeat: 0,
    },
    kinds: ['absorber', 'reflector', 'jump', 'diagonal', 'triangle'],
    game: 0,
    toAct: [0],
    turn: 0,
    investigators: [0, 1],
    circuits: [circuit(0), circuit(1)],
    target: 1,
    secretLeft: [0, 0],
    eliminated: [],
    notebooks: {},
    assistant: null,
    declarations: [],
    result: null,
    scores: null,
    ...over,
  };
}

describe('what the panels show', () => {
  it('in a duel a player reads his own shots first, then the shots on his circuit', () => {
    const v = view({ circuits: [circuit(0, [shot(0, 1)]), circuit(1, [shot(0, 0), shot(1, 0)])], target: 1 });
    const lists = model.shotLists(v, 0);
    expect(lists.map((l) => [l.circuit, l.title, l.shots.length])).toEqual([
      [1, 'yours', 2],
      [0, 'onYours', 1],
    ]);
  });
  it('a spectator of a duel reads both circuits, named by their designers', () => {
    const lists = model.shotLists(view({ target: null }), null);
    expect(lists.map((l) => [l.circuit, l.title, l.owner])).toEqual([
      [0, 'of', 0],
      [1, 'of', 1],
    ]);
  });
  it('the designer in group play reads the shots on his circuit; the server circuit is named as such', () => {
    expect(model.shotLists(view({ mode: 'group', circuits: [circuit(2)], target: null }), 2)[0]!.title).toBe('onYours');
    expect(model.shotLists(view({ mode: 'server', circuits: [circuit(null)], target: 0 }), 0)[0]!.title).toBe('server');
  });
  it("secret shots exist only with two or more investigators of one circuit, on one's turn, while some are left", () => {
    const group = (turn: number) =>
      view({ mode: 'group', players: 3, investigators: [1, 2], secretLeft: [0, 3, 0], turn, target: 0 });
    // The panel reads the engine's list the shell hands it (props.legal), as the shell builds it.
    const secret = (v: LaserView, seat: number) => model.secretAllowed(sceneProps(laser, v, seat, names).legal);
    expect(secret(view({}), 0)).toBe(false);
    expect(secret(group(1), 1)).toBe(true);
    expect(secret(group(2), 2)).toBe(false);
    expect(secret(group(2), 1)).toBe(false);
    expect(secret(view({ mode: 'server', players: 1, investigators: [0], secretLeft: [3], target: 0 }), 0)).toBe(false);
  });
  it('the secret counter shows at a table with secrets, even when none are left, and never in a duel', () => {
    expect(
      model.secretsLeft(view({ mode: 'group', players: 3, investigators: [1, 2], secretLeft: [0, 3, 0] }), 2),
    ).toBe(0);
    expect(model.secretsLeft(view({}), 0)).toBeNull();
  });
  it('shots are counted per seat for the score panel', () => {
    const v = view({ circuits: [circuit(0, [shot(0, 1)]), circuit(1, [shot(0, 0), shot(1, 0)])] });
    expect(model.shotsBySeat(v)).toEqual([2, 1]);
  });
  it('answers read as one line: hits in order, then exits, absorbed, loop', () => {
    const t = (k: string, o?: Record<string, unknown>) => tEn(k, o ?? {});
    expect(model.answerText(t, answer(['jump', 'diagonal'], [5]))).toBe('Jump, Diagonal → out at 5');
    expect(model.answerText(t, answer(['absorber'], [], true))).toBe('Absorber → absorbed');
    expect(model.answerText(t, answer(['splitter'], [2, 29], false, true))).toBe('Splitter → out at 2, 29, loop');
  });
});

describe('editing from the panels', () => {
  const kinds = ['absorber', 'triangle', 'mystery'] as const;
  it('a layout is complete only with every kind of the set, the Mystery with what it hides', () => {
    const pieces = [
      { kind: 'absorber', x: 0, y: 0 },
      { kind: 'triangle', x: 1, y: 0, orientation: 'NE' },
      { kind: 'mystery', x: 2, y: 0 },
    ] as const;
    expect(model.missingKinds(kinds, pieces)).toEqual(['mystery']);
    expect(model.isComplete(kinds, pieces)).toBe(false);
    expect(model.isComplete(kinds, model.withHidden({ pieces }, { kind: 'jump' }).pieces)).toBe(true);
  });
  it("why a layout may not go yet is the engine's own layout check, worded by its code past the panel's 'place every component'", () => {
    const two = [
      { kind: 'absorber', x: 0, y: 0 },
      { kind: 'triangle', x: 1, y: 0, orientation: 'NE' },
    ] as const;
    expect(model.layoutRefusal(kinds, two)).toBe('laser/missing-kind');
    expect(tEn(model.refusalKey('laser/missing-kind', 'verdict.incomplete'))).toBe(
      'Place every component to check the circuit.',
    );
    // A notebook Mystery that hides nothing yet: the engine's own words for it.
    const hiding = [...two, { kind: 'mystery', x: 2, y: 0 }] as const;
    const why = model.layoutRefusal(kinds, hiding);
    expect(why).toBe('laser/bad-hidden');
    expect(tEn(model.refusalKey(why!, 'notebook.declareHint'))).toBe(
      'The Mystery must hide one beginner component (with its orientation).',
    );
    expect(model.layoutRefusal(kinds, [...two, { kind: 'mystery', x: 2, y: 0, hidden: { kind: 'jump' } }])).toBeNull();
  });
  it('turning goes round the orientations both ways; kinds without one do not turn', () => {
    expect(model.nextOrientation('triangle', 'NW')).toBe('NE');
    expect(model.nextOrientation('triangle', 'NE', -1)).toBe('NW');
    expect(model.nextOrientation('oneSidedMirror', undefined)).toBe('\\N');
    expect(model.nextOrientation('absorber', undefined)).toBeUndefined();
  });
  it('choosing an orientation turns the placed piece of that kind and nothing else', () => {
    const layout = {
      pieces: [
        { kind: 'triangle', x: 1, y: 1, orientation: 'NE' },
        { kind: 'diagonal', x: 2, y: 2, orientation: '/' },
      ],
    } as const;
    expect(model.withOrientation(layout, 'triangle', 'SW').pieces).toEqual([
      { kind: 'triangle', x: 1, y: 1, orientation: 'SW' },
      layout.pieces[1],
    ]);
    expect(model.withOrientation(layout, 'triangle', 'X')).toBe(layout);
    expect(model.withOrientation(layout, 'diode', 'N')).toBe(layout);
  });
  it('a Mystery hiding a kind with orientations gets one', () => {
    expect(model.normaliseHidden('triangle')).toEqual({ kind: 'triangle', orientation: 'NE' });
    expect(model.normaliseHidden('absorber', 'NE')).toEqual({ kind: 'absorber' });
  });
  it('a notebook keeps its empty marks except under a piece', () => {
    const nb = notebookWith({ pieces: [], empty: [0, 9, 17] }, [{ kind: 'absorber', x: 1, y: 1 }]);
    expect(nb).toEqual({ pieces: [{ kind: 'absorber', x: 1, y: 1 }], empty: [0, 17] });
  });
  it('a typed pointer is a whole number from 1 to 30', () => {
    expect(parsePointer('7')).toBe(7);
    expect(parsePointer(' 30 ')).toBe(30);
    for (const bad of ['0', '31', '', 'x', '1.5', '-2', '007']) expect(parsePointer(bad), bad).toBeNull();
  });
  it('keys: R turns, Shift+R turns back, T/Delete/E pick tools, Esc drops, F jumps to the pointer field', () => {
    const edit = { editing: true, notebook: true, firing: true };
    expect(laserKey('r', false, edit)).toBe('turn-next');
    expect(laserKey('R', true, edit)).toBe('turn-prev');
    expect(laserKey('Delete', false, edit)).toBe('tool-remove');
    expect(laserKey('e', false, { ...edit, notebook: false })).toBeNull();
    expect(laserKey('Escape', false, edit)).toBe('drop');
    expect(laserKey('f', false, edit)).toBe('focus-fire');
    expect(laserKey('r', false, { editing: false, notebook: false, firing: true })).toBeNull();
    expect(laserKey('1', false, edit)).toBeNull(); // the shell's camera keys stay free
  });
});
