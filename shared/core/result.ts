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
export const fail = (code: string, message: string): Result<never, RuleError> =>
  err({ code, message });

/** Unwraps a Result in code paths where a refusal is a programmer bug (tests, bots). */
export function unwrap<T>(r: Result<T, RuleError>): T {
  if (r.ok) return r.value;
  throw new Error(`${r.error.code}: ${r.error.message}`);
}
