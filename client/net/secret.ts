// The creator's secret: 16 random bytes from the browser's cryptographic generator, base64url (22 characters). It
// goes with the create only, so the server can tell the creator's own join from a lobby watcher's (issue 26). The
// browser's id (JoinOptions.browserId, issue 28) has the same shape, drawn once.
import { isClientToken } from '../../shared/protocol.js';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A fresh creator secret for one create (CreateOptions.creatorSecret); never stored, never sent again. */
export function makeCreatorSecret(): string {
  const text = randomToken();
  if (!isClientToken(text)) throw new Error('makeCreatorSecret: bad shape');
  return text;
}

/** 16 random bytes from the browser's cryptographic generator, base64url (22 characters). */
export function randomToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let bits = 0;
  let value = 0;
  let text = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      text += BASE64URL[(value >> bits) & 63];
    }
  }
  if (bits > 0) text += BASE64URL[(value << (6 - bits)) & 63];
  return text;
}
