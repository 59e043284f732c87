// Masterdice's guided first game (client/games/masterdice/guide.ts): what the guide asks at each moment of a game,
// and that following it from a fresh table ends the game — a newcomer who presses only what it points at.
import { describe, expect, it } from 'vitest';
import { chooseSolverAction, legalActionsFor, masterdice } from '../../../shared/games/masterdice/index.js';
import type { MasterdiceAction, MasterdiceState, MasterdiceView } from '../../../shared/games/masterdice/types.js';
import { planGuide as planWith, type GuideLocal } from '../../../client/games/masterdice/guide.js';
import { offersOf } from '../../../client/games/masterdice/offers.js';
import { makeDraft, selectDie, dropOnColumn, type Draft } from '../../../client/games/masterdice/draft.js';
import { en } from '../../../client/games/masterdice/strings.js';
import { it as itWords } from '../../../client/games/masterdice/strings.it.js';

function must(s: MasterdiceState, seat: number, a: MasterdiceAction): MasterdiceState {
  const r = masterdice.apply(s, seat, a);
  if (!r.ok) throw new Error(r.error.code);
  return r.value.state;
}
const setup = (): MasterdiceState => {
  const r = masterdice.setup({ seed: 11, players: 2, options: { games: 2, aid: false } });
  if (!r.ok) throw new Error('setup');
  return r.value;
};
const viewOf = (s: MasterdiceState, seat: number): MasterdiceView => masterdice.view(s, { kind: 'seat', seat });
/** The guide's plan with what the shell hands it: the engine's list for this seat. */
const planGuide = (v: MasterdiceView, seat: number, local: GuideLocal, advice: MasterdiceAction | null) =>
  planWith(v, seat, local, advice, offersOf(legalActionsFor(v, seat)));
const idle: GuideLocal = { draft: null, solving: false, solution: [null, null, null, null], revealed: false };
const advice = (v: MasterdiceView) =>
  v.phase === 'attempt' || v.phase === 'place' ? chooseSolverAction(v, v.rollCount) : null;

describe('the Masterdice guide', () => {
  it('the coder is asked to roll the code; the solver waits for it', () => {
    const s = setup();
    expect(planGuide(viewOf(s, s.coder), s.coder, idle, null)).toMatchObject({
      id: 'roll-code',
      targets: [{ kind: 'control', testId: 'md-roll-code' }],
    });
    expect(planGuide(viewOf(s, s.solver), s.solver, idle, null)).toMatchObject({ id: 'watch', targets: [] });
  });

  it('the solver is asked to roll, pointing at the button and at his tray on the table', () => {
    const s = must(setup(), setup().coder, { type: 'roll-code' });
    const v = viewOf(s, s.solver);
    const plan = planGuide(v, s.solver, idle, { type: 'roll' });
    expect(plan?.id).toBe('roll');
    expect(plan?.targets.map((t) => t.kind)).toEqual(['control', 'piece']);
    // The coder watches the solver.
    expect(planGuide(viewOf(s, s.coder), s.coder, idle, null)?.id).toBe('watch');
  });

  it('placing: the advised die first, then its column, then Confirm; a die of his own choosing goes straight to Confirm', () => {
    let s = must(setup(), setup().coder, { type: 'roll-code' });
    s = must(s, s.solver, { type: 'roll' });
    const v = viewOf(s, s.solver);
    const wanted: MasterdiceAction = { type: 'place', placements: [{ column: 2, value: v.roll![1]! }] };
    let draft: Draft = makeDraft(v.rollCount, v.roll!);
    const local = (d: Draft): GuideLocal => ({ ...idle, draft: d });
    const first = planGuide(v, s.solver, local(draft), wanted);
    expect(first).toMatchObject({ id: 'place-die', values: { value: v.roll![1], colour: 'yellow' } });
    expect(first?.targets[0]).toEqual({ kind: 'control', testId: `md-die-${v.roll!.indexOf(v.roll![1]!)}` });
    draft = selectDie(draft, v.roll!.indexOf(v.roll![1]!));
    const column = planGuide(v, s.solver, local(draft), wanted);
    expect(column?.id).toBe('place-column');
    expect(column?.targets[0]).toEqual({ kind: 'control', testId: 'md-column-2' });
    expect(column?.targets[1]?.kind).toBe('piece'); // the well on the board, under the 3D arrow
    draft = dropOnColumn(draft, 2);
    expect(planGuide(v, s.solver, local(draft), wanted)?.id).toBe('confirm');
    // His own choice (another column): the guide does not argue, it asks him to confirm.
    const own = dropOnColumn(selectDie(makeDraft(v.rollCount, v.roll!), 0), 0);
    expect(
      planGuide(v, s.solver, local(own), { type: 'place', placements: [{ column: 3, value: v.roll![0]! }] })?.id,
    ).toBe('confirm');
  });

  it("solving: open the panel, pick each colour's value, submit", () => {
    const s = must(setup(), setup().coder, { type: 'roll-code' });
    const v = viewOf(s, s.solver);
    const solve: MasterdiceAction = { type: 'solve', code: [3, 1, 6, 2] };
    expect(planGuide(v, s.solver, idle, solve)?.id).toBe('solve-open');
    const open = { ...idle, solving: true };
    expect(planGuide(v, s.solver, open, solve)).toMatchObject({
      id: 'solve-pick',
      targets: [{ testId: 'md-solve-0-3' }],
    });
    expect(planGuide(v, s.solver, { ...open, solution: [3, 1, null, null] }, solve)).toMatchObject({
      targets: [{ testId: 'md-solve-2-6' }],
    });
    expect(planGuide(v, s.solver, { ...open, solution: [3, 1, 6, 2] }, solve)?.id).toBe('solve-submit');
  });

  it('no attempt left: the solution form is open by itself, so the guide asks for the values, never for Solve', () => {
    const s = must(setup(), setup().coder, { type: 'roll-code' });
    const spent: MasterdiceView = { ...viewOf(s, s.solver), supply: 0 }; // every die used up: the engine lets him roll no more
    const solve: MasterdiceAction = { type: 'solve', code: [3, 1, 6, 2] };
    expect(planGuide(spent, s.solver, idle, solve)).toMatchObject({
      id: 'solve-pick',
      targets: [{ testId: 'md-solve-0-3' }],
    });
    expect(planGuide(spent, s.solver, idle, null)?.id).toBe('solve-pick');
  });

  it('a result card asks for Continue; at the end of the match the guide has nothing more to ask', () => {
    const s = setup();
    expect(planGuide(viewOf(s, 0), 0, { ...idle, revealed: true }, null)?.id).toBe('continue');
  });

  it('followed by a newcomer from a fresh table, the guide plays the whole match to its end', () => {
    let s = setup();
    const me = s.solver; // the guided seat solves first
    let local: GuideLocal = idle;
    for (let n = 0; n < 400 && masterdice.outcome(s) === null; n++) {
      const toAct = masterdice.toAct(s);
      if (!toAct.includes(me)) {
        // The bot's turn: its own smart choices.
        const bot = toAct[0]!;
        const v = viewOf(s, bot);
        s = must(s, bot, v.phase === 'code' ? { type: 'roll-code' } : chooseSolverAction(v, n));
        continue;
      }
      const v = viewOf(s, me);
      const draft =
        v.phase === 'place' && v.roll
          ? local.draft?.roll === v.rollCount
            ? local.draft
            : makeDraft(v.rollCount, v.roll)
          : null;
      local = { ...local, draft };
      const plan = planGuide(v, me, local, advice(v));
      expect(plan, `phase ${v.phase}`).not.toBeNull();
      const target = plan!.targets[0];
      expect(target?.kind).toBe('control');
      const id = target!.kind === 'control' ? target!.testId : '';
      // What pressing that control does, as the real panel would.
      if (id === 'md-roll-code') s = must(s, me, { type: 'roll-code' });
      else if (id === 'md-roll') s = must(s, me, { type: 'roll' });
      else if (id.startsWith('md-die-')) local = { ...local, draft: selectDie(local.draft!, Number(id.slice(7))) };
      else if (id.startsWith('md-column-'))
        local = { ...local, draft: dropOnColumn(local.draft!, Number(id.slice(10))) };
      else if (id === 'md-confirm') {
        const placements = local.draft!.assigned.flatMap((d, column) =>
          d === null ? [] : [{ column, value: local.draft!.dice[d]! }],
        );
        s = must(s, me, { type: 'place', placements });
      } else if (id === 'md-solve-open') local = { ...local, solving: true };
      else if (id.startsWith('md-solve-')) {
        const [c, value] = id.slice(9).split('-').map(Number);
        local = { ...local, solution: local.solution.map((x, i) => (i === c ? value! : x)) };
      } else if (id === 'md-submit-solution') {
        s = must(s, me, { type: 'solve', code: local.solution.map((x) => x ?? 1) });
        local = idle;
      } else throw new Error(`unexpected ${id}`);
    }
    expect(masterdice.outcome(s)).not.toBeNull();
  });

  it('every guide line exists in English and Italian', () => {
    expect(Object.keys(itWords.guide).sort()).toEqual(Object.keys(en.guide).sort());
  });
});
