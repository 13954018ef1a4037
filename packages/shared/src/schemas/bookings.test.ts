import { describe, expect, it } from 'vitest';
import { activityBookingForm, travelBookingForm } from './bookings';

const valid = {
  customerInfo: { name: 'Amina Tazi', email: 'Amina@Example.com', whatsapp: '+212 661 234 567' },
  reservationDate: '2026-12-10',
  startTime: '15:00',
  units: { adult: 2, child: 1, infant: 1 },
  pickupType: 'none',
  pickupPlace: '',
  pickupLandmark: '',
  extras: [],
  paymentType: 'partial',
};

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the activity booking form (SPEC §5)', () => {
  const schema = activityBookingForm(2, 6, '2026-12-01', true);

  it('takes valid details, the e-mail lower-cased and optional fields empty', () => {
    const parsed = schema.parse(valid);
    expect(parsed.customerInfo).toEqual({
      name: 'Amina Tazi',
      email: 'amina@example.com',
      phone: '',
      whatsapp: '+212 661 234 567',
      notes: '',
    });
  });

  it('says what is missing, in the SPEC words', () => {
    const result = schema.safeParse({
      ...valid,
      customerInfo: { name: ' ', email: '', whatsapp: '' },
      reservationDate: '',
      startTime: '',
      units: { adult: 5, child: 2, infant: 3 },
      pickupType: 'hotel',
    });
    expect(messagesOf(result)).toEqual({
      'customerInfo.name': 'Full name is required',
      'customerInfo.email': 'Email address is required',
      'customerInfo.whatsapp': 'WhatsApp number is required',
      reservationDate: 'Please select a reservation date',
      startTime: 'Please choose a departure time.',
      units: 'Number of persons must be between 2 and 6',
      pickupPlace: 'Please say where to pick you up.',
    });
    expect(
      messagesOf(schema.safeParse({ ...valid, customerInfo: { ...valid.customerInfo, email: 'amina' } })),
    ).toEqual({
      'customerInfo.email': 'Please enter a valid email address',
    });
  });

  it('refuses days before the given today and keeps today itself', () => {
    expect(messagesOf(schema.safeParse({ ...valid, reservationDate: '2026-11-30' }))).toEqual({
      reservationDate: 'This date is in the past. Please choose today or a later date.',
    });
    expect(schema.safeParse({ ...valid, reservationDate: '2026-12-01' }).success).toBe(true);
  });
});

describe('the travel reservation form (SPEC §5)', () => {
  it('requires the traveler and 1 to 10 travelers', () => {
    const result = travelBookingForm('2026-12-01').safeParse({
      firstName: '',
      lastName: 'Tazi',
      email: 'amina@example.com',
      phone: '',
      numberOfTravelers: 11,
      units: { adult: 11 },
      preferredDate: '',
      paymentType: 'full',
    });
    expect(messagesOf(result)).toEqual({
      firstName: 'This field is required',
      phone: 'This field is required',
      numberOfTravelers: 'Number of travelers must be between 1 and 10',
      preferredDate: 'Please select a preferred start date',
    });
  });
});
