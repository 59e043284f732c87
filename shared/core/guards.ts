// Type guards for untrusted input (parseOptions, parseAction, server messages): one definition each.

/** A plain object (not null, not an array): the shape every action, option set and message has. */
export const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** A whole number. */
export const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
