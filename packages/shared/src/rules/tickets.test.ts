import { describe, expect, it } from 'vitest';
import { displayTicketCode, hasTicket, normalizeTicketCode } from './tickets';

describe('hasTicket', () => {
  it('needs money in and a reservation still standing', () => {
    expect(hasTicket({ status: 'confirmed', paymentStatus: 'paid' })).toBe(true);
    expect(hasTicket({ status: 'pending', paymentStatus: 'partially_paid' })).toBe(true);
    expect(hasTicket({ status: 'completed', paymentStatus: 'paid' })).toBe(true);
    expect(hasTicket({ status: 'confirmed', paymentStatus: 'pending' })).toBe(false);
    expect(hasTicket({ status: 'cancelled', paymentStatus: 'paid' })).toBe(false);
  });
});

describe('ticket codes as people read and type them', () => {
  it('prints groups of four and reads them back whatever the case and separators', () => {
    const code = 'a0123456789abcdefghijklmnop';
    const shown = displayTicketCode(code);
    expect(shown).toBe('A012-3456-789A-BCDE-FGHI-JKLM-NOP');
    expect(normalizeTicketCode(shown)).toBe(code);
    expect(normalizeTicketCode(' a012 3456\n789a-bcde fghi jklm nop ')).toBe(code);
  });
});
