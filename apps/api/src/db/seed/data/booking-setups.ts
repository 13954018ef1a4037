import type { ActivityBookingSetupInput, TravelBookingSetupInput } from '@ochre/shared/schemas/booking-setup';

/*
 * Issue 15 on the demo catalogue, so a newcomer sees it at once: departure
 * times, traveller types, pickup and extras on several activities, fixed
 * departures on two programs. Departure dates are days after the seed runs.
 */

const riadPickup = {
  hotel: true,
  points: ['Jemaa el-Fna, in front of Café de France', 'Koutoubia Mosque gardens', 'Bab Doukkala bus stop'],
};

export const activitySetups: Record<string, ActivityBookingSetupInput> = {
  'medina-cooking-class': {
    startTimes: [
      { time: '10:00', capacity: 10 },
      { time: '15:00', capacity: 8 },
    ],
    cutoffMinutes: 180,
    travellers: {
      child: { minAge: 6, maxAge: 12, price: 35 },
      infant: { minAge: 0, maxAge: 5, price: 0 },
    },
    pickup: riadPickup,
    extras: [
      { id: 'spice-box', name: 'Take-home spice box', price: 18, per: 'booking' },
      { id: 'recipe-book', name: 'Printed recipe book', price: 12, per: 'person' },
    ],
  },
  // One departure a day at dawn: no times to choose, as before.
  'hot-air-balloon-sunrise': {
    travellers: { child: { minAge: 6, maxAge: 11, price: 150 }, infant: null },
    pickup: { hotel: true, points: [] },
    extras: [
      { id: 'private-transport', name: 'Private transport', price: 45, per: 'booking' },
      { id: 'flight-video', name: 'Flight video', price: 25, per: 'booking' },
    ],
    seasons: [{ from: '2026-12-20', to: '2027-01-04', percent: 15 }],
  },
  'quad-biking-palmeraie': {
    startTimes: [
      { time: '09:00', capacity: 8 },
      { time: '15:00', capacity: 8 },
    ],
    travellers: { child: { minAge: 8, maxAge: 15, price: 40 }, infant: null },
    pickup: riadPickup,
    extras: [{ id: 'lunch', name: 'Berber lunch at the camp', price: 14, per: 'person' }],
  },
  'jemaa-el-fna-street-food-tour': {
    startTimes: [{ time: '18:30', capacity: 12 }],
    weekdays: [1, 2, 3, 4, 5, 6],
    travellers: {
      child: { minAge: 4, maxAge: 11, price: 20 },
      infant: { minAge: 0, maxAge: 3, price: 0 },
    },
    pickup: { hotel: false, points: ['Jemaa el-Fna, in front of Café de France'] },
  },
  'private-hammam-ritual': {
    startTimes: [
      { time: '11:00', capacity: 4 },
      { time: '14:00', capacity: 4 },
      { time: '17:00', capacity: 4 },
    ],
    blackouts: [{ from: '2027-01-01', to: '2027-01-01' }],
    pickup: { hotel: true, points: [] },
    extras: [{ id: 'argan-massage', name: 'Argan oil massage (30 min)', price: 30, per: 'person' }],
  },
};

export const programSetups: Record<
  string,
  { travellers?: TravelBookingSetupInput['travellers']; departures: { inDays: number; seats: number }[] }
> = {
  'sahara-merzouga': {
    travellers: { child: { minAge: 4, maxAge: 11, price: 390 }, infant: { minAge: 0, maxAge: 3, price: 0 } },
    departures: [
      { inDays: 12, seats: 12 },
      { inDays: 26, seats: 12 },
      { inDays: 40, seats: 16 },
      { inDays: 54, seats: 16 },
    ],
  },
  'chefchaouen-fes-north': {
    travellers: { child: { minAge: 5, maxAge: 12, price: 650 }, infant: null },
    departures: [
      { inDays: 20, seats: 10 },
      { inDays: 48, seats: 10 },
      { inDays: 76, seats: 14 },
    ],
  },
};
