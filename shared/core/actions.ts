// Action types from one list: each game writes `const ACTION_TYPES = [...] as const` once, derives its action
// union from it (ActionsOf) and checks untrusted input against the same list (isActionOf, apply.ts), so the
// list, the type and the parser can never drift apart.
import { isRecord } from './guards.js';

/** The tags of a type list: `ActionType<typeof ACTION_TYPES>` is `'move' | 'end' | …`. */
export type ActionType<L extends readonly string[]> = L[number];

/**
 * The action union of a type list and the fields of each type (types absent from `F` carry no field):
 * `ActionsOf<typeof ACTION_TYPES, { move: { readonly to: number } }>` is `{ type: 'move'; to: number } | { type: 'end' }`.
 */
export type ActionsOf<L extends readonly string[], F extends { readonly [K in L[number]]?: object }> = {
  [K in L[number]]: K extends keyof F ? { readonly type: K } & F[K] : { readonly type: K };
}[L[number]];

/** Whether `x` is a record whose `type` is one of `types` (the first check of parseAction and apply). */
export function isActionOf<L extends readonly string[]>(
  types: L,
  x: unknown,
): x is { readonly type: L[number] } & Record<string, unknown> {
  return isRecord(x) && typeof x.type === 'string' && (types as readonly string[]).includes(x.type);
}
