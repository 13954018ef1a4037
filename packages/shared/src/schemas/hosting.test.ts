import { describe, expect, it } from 'vitest';
import { hostingForm } from './hosting';

const valid = {
  property: 'riad',
  checkIn: '2026-12-10',
  checkOut: '2026-12-13',
  guests: 2,
  name: 'Amina Tazi',
  email: 'amina@example.com',
  phone: '',
  whatsapp: '+212 661 234 567',
  notes: '',
};

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the stay request form (SPEC §5 Hosting)', () => {
  const schema = hostingForm(4, '2026-12-01');

  it('takes a valid request', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it('asks for a property and dates with the SPEC alert', () => {
    expect(messagesOf(schema.safeParse({ ...valid, property: '', checkIn: '', checkOut: '' }))).toEqual({
      property: 'Please select a property and dates',
      checkIn: 'Please select a property and dates',
      checkOut: 'Please select a property and dates',
    });
  });

  it('keeps check-out after check-in and check-in out of the past', () => {
    expect(messagesOf(schema.safeParse({ ...valid, checkOut: '2026-12-10' }))).toEqual({
      checkOut: 'Check-out must be after check-in.',
    });
    expect(messagesOf(schema.safeParse({ ...valid, checkIn: '2026-11-30', checkOut: '2026-12-02' }))).toEqual(
      {
        checkIn: 'Check-in cannot be in the past.',
      },
    );
  });

  it('keeps guests between 1 and the property’s maximum, and needs the contact details', () => {
    expect(messagesOf(schema.safeParse({ ...valid, guests: 5, name: '', email: 'x', whatsapp: '' }))).toEqual(
      {
        guests: 'Number of guests must be between 1 and 4',
        name: 'Full name is required',
        email: 'Please enter a valid email address',
        whatsapp: 'WhatsApp number is required',
      },
    );
  });
});
