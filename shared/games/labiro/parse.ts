// Untrusted input → typed values: the only way lobby options and client actions reach the Labiro engine.
// Shapes are checked here; rules that need the table (which tower, whose turn, what is held) are checked by
// `apply`, so that each gets its own refusal code.
import type { PushRule } from './push.js';
import { isInt, isRecord, ok, type Result } from '../../core/index.js';
import { refuse } from './errors.js';
import { HAND_LIMIT, type ItemRef, type LabiroAction, type LabiroOptions, type MapChoice } from './game-types.js';
import { parseMap, presetMap } from './map.js';
import { DEFAULT_OPTIONS, PUSH_RULES, ROUND_LIMIT_MAX, TURN_ORDERS } from './meta.js';

// Seats, defaults and limits are plain data in meta.ts (the lobby reads them there too); their old names stay here.
export { DEFAULT_OPTIONS, MAX_PLAYERS, MIN_PLAYERS, ROUND_LIMIT_MAX } from './meta.js';

/** The map choice; a custom map goes through parseMap and keeps its refusal codes. */
function parseMapChoice(raw: unknown): Result<MapChoice> {
  if (!isRecord(raw))
    return refuse('badOptions', 'The map is { kind: "preset", name }, { kind: "random" } or { kind: "custom", map }.');
  switch (raw.kind) {
    case 'preset':
      if (typeof raw.name !== 'string' || !presetMap(raw.name))
        return refuse('badOptions', `Unknown map preset "${String(raw.name).slice(0, 32)}".`);
      return ok({ kind: 'preset', name: raw.name });
    case 'random':
      return ok({ kind: 'random' });
    case 'custom': {
      const map = parseMap(raw.map);
      return map.ok ? ok({ kind: 'custom', map: map.value }) : map;
    }
    default:
      return refuse('badOptions', 'The map kind is preset, random or custom.');
  }
}

/** Validates lobby options; missing fields take their defaults, unknown fields are dropped. */
export function parseOptions(input: unknown): Result<LabiroOptions> {
  if (input === undefined || input === null) return ok(DEFAULT_OPTIONS);
  if (!isRecord(input)) return refuse('badOptions');
  const map = parseMapChoice(input.map ?? DEFAULT_OPTIONS.map);
  if (!map.ok) return map;
  const order = input.order ?? DEFAULT_OPTIONS.order;
  if (!(TURN_ORDERS as readonly unknown[]).includes(order))
    return refuse('badOptions', 'The turn order is seats or random.');
  const roundLimit = input.roundLimit ?? DEFAULT_OPTIONS.roundLimit;
  if (!isInt(roundLimit) || roundLimit < 0 || roundLimit > ROUND_LIMIT_MAX) {
    return refuse('badOptions', `The round limit is a whole number from 0 (none) to ${ROUND_LIMIT_MAX}.`);
  }
  const push = input.push ?? DEFAULT_OPTIONS.push;
  if (!(PUSH_RULES as readonly unknown[]).includes(push))
    return refuse('badOptions', 'The push rule is mesh or collide.');
  return ok({ map: map.value, order: order as LabiroOptions['order'], roundLimit, push: push as PushRule });
}

const int = (v: unknown): v is number => isInt(v) && Math.abs(v) <= 1_000_000;

/** The robber's choice of what he keeps: at most HAND_LIMIT distinct refs { kind, id }. */
function parseTake(raw: unknown): ItemRef[] | null {
  if (!Array.isArray(raw) || raw.length > HAND_LIMIT) return null;
  const out: ItemRef[] = [];
  for (const r of raw as unknown[]) {
    if (!isRecord(r) || (r.kind !== 'object' && r.kind !== 'ruby') || !int(r.id)) return null;
    out.push({ kind: r.kind, id: r.id });
  }
  return out;
}

/** Validates a client's action shape and returns a clean copy (no extra fields). */
export function parseAction(input: unknown): Result<LabiroAction> {
  if (!isRecord(input) || typeof input.type !== 'string') return refuse('badAction');
  const bad = (shape: string) => refuse('badAction', `A ${input.type} is ${shape}.`);
  switch (input.type) {
    case 'start':
      if (!int(input.tower)) return bad('{ type: "start", tower, take?: boolean }');
      if (input.take !== undefined && typeof input.take !== 'boolean')
        return bad('{ type: "start", tower, take?: boolean }');
      return ok(
        input.take === undefined
          ? { type: 'start', tower: input.tower }
          : { type: 'start', tower: input.tower, take: input.take },
      );
    case 'move':
      return int(input.to) ? ok({ type: 'move', to: input.to }) : bad('{ type: "move", to: tower }');
    case 'turn':
      return int(input.tower) ? ok({ type: 'turn', tower: input.tower }) : bad('{ type: "turn", tower }');
    case 'place':
      return int(input.tower) ? ok({ type: 'place', tower: input.tower }) : bad('{ type: "place", tower }');
    case 'take':
    case 'look':
    case 'ruby':
    case 'end':
      return ok({ type: input.type });
    case 'swap':
      return int(input.give) ? ok({ type: 'swap', give: input.give }) : bad('{ type: "swap", give: object id }');
    case 'leave':
    case 'unlock':
      return int(input.object)
        ? ok({ type: input.type, object: input.object })
        : bad(`{ type: "${input.type}", object: id }`);
    case 'torch':
      return int(input.object) && int(input.tower)
        ? ok({ type: 'torch', object: input.object, tower: input.tower })
        : bad('{ type: "torch", object: id, tower }');
    case 'rope':
      return int(input.object) && int(input.to)
        ? ok({ type: 'rope', object: input.object, to: input.to })
        : bad('{ type: "rope", object: id, to: tower }');
    case 'dagger': {
      const shape =
        '{ type: "dagger", object: id, victim: seat, take?: [{ kind: "object" | "ruby", id }] (at most 3) }';
      if (!int(input.object) || !int(input.victim)) return bad(shape);
      if (input.take === undefined) return ok({ type: 'dagger', object: input.object, victim: input.victim });
      const take = parseTake(input.take);
      return take ? ok({ type: 'dagger', object: input.object, victim: input.victim, take }) : bad(shape);
    }
    default:
      return refuse('badAction', `Unknown action type "${input.type.slice(0, 32)}".`);
  }
}
