/** SPEC §3 Organized travel program; the price is per person, in dollars. */
export interface TravelProgram {
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
}
