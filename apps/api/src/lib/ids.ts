import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
// 252 is the largest multiple of 36 below 256: rejecting bytes above it keeps every character equally likely.
const LIMIT = 252;

/** A random, unguessable record id (24 base-36 characters, about 124 bits). */
export function newId(length = 24): string {
  let id = '';
  while (id.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < LIMIT) id += ALPHABET[byte % 36];
      if (id.length === length) break;
    }
  }
  return id;
}

/** A random URL-safe secret for payment links and similar bearer capabilities. */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
