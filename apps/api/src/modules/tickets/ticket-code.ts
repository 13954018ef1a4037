import { createHmac, timingSafeEqual } from 'node:crypto';
import { normalizeTicketCode } from '@ochre/shared/rules/tickets';
import type { ReservationKind } from '@ochre/shared/schemas/bookings';

const KIND_LETTER: Record<ReservationKind, string> = { activity: 'a', travel: 't' };
const LETTER_KIND: Record<string, ReservationKind> = { a: 'activity', t: 'travel' };
const ID = /^[0-9a-z]{24}$/;
/** 80 bits of the HMAC, written in 16 base-36 characters: short enough to type, far too many to guess. */
const MAC_BYTES = 10;
const MAC_LENGTH = 16;

export interface TicketCodes {
  /** The code printed on a reservation's ticket and in its QR code. */
  sign(kind: ReservationKind, id: string): string;
  /** The reservation a code names, or null for anything we did not sign (forged, altered, mistyped). */
  verify(code: string): { kind: ReservationKind; id: string } | null;
}

/**
 * Ticket codes are the reservation's kind and id followed by an HMAC-SHA256 of both under a
 * key of their own, derived from the server's signing secret (JWT_SECRET): only this server
 * can make one, and changing a single character of a code makes it worthless.
 */
export function createTicketCodes(serverSecret: string): TicketCodes {
  const key = createHmac('sha256', serverSecret).update('ochre:ticket-codes:v1').digest();

  const macOf = (letter: string, id: string) => {
    const digest = createHmac('sha256', key).update(`${letter}:${id}`).digest();
    const value = BigInt(`0x${digest.subarray(0, MAC_BYTES).toString('hex')}`);
    return value.toString(36).padStart(MAC_LENGTH, '0');
  };

  return {
    sign(kind, id) {
      const letter = KIND_LETTER[kind];
      return `${letter}${id}${macOf(letter, id)}`;
    },

    verify(typed) {
      const code = normalizeTicketCode(typed);
      const letter = code[0] ?? '';
      const id = code.slice(1, 25);
      const kind = LETTER_KIND[letter];
      if (!kind || !ID.test(id) || code.length !== 1 + 24 + MAC_LENGTH) return null;
      const given = Buffer.from(code.slice(25));
      const expected = Buffer.from(macOf(letter, id));
      return timingSafeEqual(given, expected) ? { kind, id } : null;
    },
  };
}
