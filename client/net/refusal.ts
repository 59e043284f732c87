// Refusal texts: the room rejects a join or create (and the API answers) with `<code>: <English message>`.

/** Splits `'table/seat-taken: That seat is already taken.'` into its code and message (code '' when none). */
export function splitRefusal(text: string): { code: string; message: string } {
  const m = /^([a-z0-9-]+\/[a-z0-9-]+): (.*)$/s.exec(text);
  return m ? { code: m[1]!, message: m[2]! } : { code: '', message: text };
}
