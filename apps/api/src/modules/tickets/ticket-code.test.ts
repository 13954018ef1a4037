import { displayTicketCode } from '@ochre/shared/rules/tickets';
import { describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { createTicketCodes } from './ticket-code';

describe('ticket codes', () => {
  const codes = createTicketCodes('a server secret of at least thirty-two characters');
  const id = newId();

  it('reads back what it signed, typed in groups or scanned whole', () => {
    const code = codes.sign('activity', id);
    expect(codes.verify(code)).toEqual({ kind: 'activity', id });
    expect(codes.verify(displayTicketCode(code))).toEqual({ kind: 'activity', id });
    expect(codes.verify(codes.sign('travel', id))).toEqual({ kind: 'travel', id });
  });

  it('refuses a code with any character changed, another kind, or another server’s signature', () => {
    const code = codes.sign('activity', id);
    for (let i = 0; i < code.length; i++) {
      const changed = code.slice(0, i) + (code[i] === 'z' ? 'y' : 'z') + code.slice(i + 1);
      expect(codes.verify(changed)).toBeNull();
    }
    expect(codes.verify(`t${code.slice(1)}`)).toBeNull();
    expect(
      codes.verify(createTicketCodes('another secret, also long enough to sign').sign('activity', id)),
    ).toBeNull();
    expect(codes.verify(code.slice(0, -1))).toBeNull();
    expect(codes.verify('')).toBeNull();
  });
});
