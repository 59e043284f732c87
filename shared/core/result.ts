// Result values: invalid input is an ordinary value, never an exception (chessops style).

/** A refusal with a stable machine code ('masterdice/not-your-turn') and a human message. */
export interface RuleError {
  /** Stable code, `<game or area>/<kebab-case>`; clients translate by code. */
  readonly code: string;
  /** English sentence for logs and as the fallback text. */
  readonly message: string;
}

/** Either a value or a RuleError; every engine entry point that can refuse returns one. */
export type Result<T, E = RuleError> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

/** Wraps a successful value. */
export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });

/** Wraps a refusal. */
export const err = <E = RuleError>(error: E): Result<never, E> => ({ ok: false, error });

/** Builds a refusal from a code and a message in one call. */
export const fail = (code: string, message: string): Result<never, RuleError> => err({ code, message });

/**
 * The refusal builder of one table of named errors (each game keeps its codes in one object): `refuse(name)`
 * fails with that entry's code and message. A `text` replaces the message (`'replace'`, a more precise
 * sentence) or is added after it in brackets (`'detail'`, e.g. the offending value).
 */
export function refuser<N extends string>(
  table: Readonly<Record<N, RuleError>>,
  text: 'replace' | 'detail' = 'replace',
): (name: N, extra?: string) => Result<never, RuleError> {
  return (name, extra) => {
    const e = table[name];
    if (!extra) return fail(e.code, e.message);
    return fail(e.code, text === 'replace' ? extra : `${e.message} (${extra})`);
  };
}

/** Unwraps a Result in code paths where a refusal is a programmer bug (tests, bots). */
export function unwrap<T>(r: Result<T, RuleError>): T {
  if (r.ok) return r.value;
  throw new Error(`${r.error.code}: ${r.error.message}`);
}
