import type { SlotStatus } from '../rules/departures';
import type { Translations } from '../rules/translations';
import type { TravelBookingSetup } from './booking-setup';
/** SPEC §3 Organized travel program; the price is per person, in dollars. */
export interface TravelProgram {
  /** Back office only: public reads answer in the asked language instead. */
  translations?: Translations;
  _id: string;
  title: string;
  subtitle: string;
  destination: string;
  price: number;
  currency: string;
  duration: string;
  maxGroupSize: number;
  heroImage: string;
  gallery: string[];
  description: string;
  itinerary: { day: number; title: string; description: string; activities: string[] }[];
  rating: number;
  numReviews: number;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
  sku: string | null;
  /** Traveller types and fixed departures (issue 15). */
  booking: TravelBookingSetup;
}

/** GET /organized-travel/{destination}/departures: the fixed departures from today on, with seats left. */
export interface TravelDepartures {
  departures: { date: string; seats: number; remaining: number; status: SlotStatus }[];
}
