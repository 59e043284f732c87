// Seat plans from the create form: names a person sees in the seats panel.
import { describe, expect, it } from 'vitest';
import { parseSeatPlan } from '../../server/seats.js';
import { laser } from '../../shared/games/laser/index.js';
import { masterdice } from '../../shared/games/masterdice/index.js';

describe('seat plans', () => {
  it('several bots of one kind are told apart by their seat number; a lone bot keeps its plain name', () => {
    const group = parseSeatPlan(laser, [{ kind: 'human' }, { kind: 'bot' }, { kind: 'bot' }, { kind: 'bot' }]);
    expect(group.ok && group.value.map((s) => s.name)).toEqual(['', 'Bot 2', 'Bot 3', 'Bot 4']);
    const duel = parseSeatPlan(laser, [{ kind: 'human' }, { kind: 'bot' }]);
    expect(duel.ok && duel.value[1]!.name).toBe('Bot');
    const md = parseSeatPlan(masterdice, [{ kind: 'bot', bot: 'masterdice/smart' }, { kind: 'human' }]);
    expect(md.ok && md.value[0]!.name).toBe('Smart bot');
  });
});
