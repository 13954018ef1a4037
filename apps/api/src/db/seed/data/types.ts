/**
 * Shapes of the demo catalogue. Prices are US dollars (the loader stores cents).
 * Image references are paths under the shipped demo artwork, without extension:
 * "products/brass-lantern-1" → apps/api/seed/images/products/brass-lantern-1.webp
 * (plus -480 and -960 width variants generated beside it).
 */

export type ImageRef = string;

export interface SeedProduct {
  slug: string;
  name: string;
  /** One or two sentences shown on cards and in search results. */
  description: string;
  /** Several paragraphs separated by blank lines: materials, origin, care, story. */
  longDescription: string;
  price: number;
  /** Present only when the product is on sale (greater than price). */
  originalPrice?: number;
  category: string;
  brand: string;
  sku: string;
  countInStock: number;
  isFeatured: boolean;
  images: ImageRef[];
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
}

export type Difficulty = 'easy' | 'moderate' | 'challenging';

export interface SeedActivity {
  slug: string;
  name: string;
  category: string;
  location: string;
  /** Human text, e.g. "4 hours", "Full day (10 hours)", "2 days / 1 night". */
  duration: string;
  price: number;
  /** Usual price before discount; greater than or equal to price. */
  marketPrice: number;
  images: ImageRef[];
  shortDescription: string;
  /** Paragraphs separated by a blank line ("\n\n"). */
  description: string;
  tags: string[];
  minParticipants: number;
  maxParticipants: number;
  difficulty: Difficulty;
  isFeatured: boolean;
  requirements: string[];
  included: string[];
  excluded: string[];
  cancellationPolicy: string;
  /** Places per calendar date; omit for unlimited. */
  capacityPerDate?: number;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
  sku: string;
}

export interface SeedItineraryDay {
  day: number;
  title: string;
  description: string;
  activities: string[];
}

export interface SeedTravelProgram {
  /** URL segment of /travels/{destination}; lowercase, hyphenated, unique. */
  destination: string;
  title: string;
  subtitle: string;
  price: number;
  /** e.g. "7 days / 6 nights" */
  duration: string;
  maxGroupSize: number;
  heroImage: ImageRef;
  gallery: ImageRef[];
  /** Paragraphs separated by a blank line. */
  description: string;
  itinerary: SeedItineraryDay[];
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
  sku: string;
}

export interface SeedArticle {
  slug: string;
  title: string;
  /** Clean HTML: h2, h3, p, ul/ol/li, blockquote, strong, em, a (https only). No scripts, no inline styles. */
  content: string;
  image: ImageRef;
  category: string;
  tags: string[];
  authorName: string;
  isPublished: boolean;
  /** Days before the seed date the article was published (or drafted). */
  publishedDaysAgo: number;
  metaTitle: string;
  metaDescription: string;
  keywords: string[];
}

export type VideoCategory = 'travel' | 'food' | 'culture' | 'adventure' | 'tips' | 'reviews' | 'other';

export interface SeedVideo {
  title: string;
  description: string;
  /** Demo clip shipped in the repository: "videos/<name>" → apps/api/seed/videos/<name>.webm */
  clip: string;
  thumbnail: ImageRef;
  likes: number;
  comments: number;
  locationName: string;
  category: VideoCategory;
  featured: boolean;
}

export interface SeedCustomer {
  name: string;
  email: string;
  avatar?: ImageRef;
  country: string;
}

export type SeedRefModel = 'Product' | 'Article' | 'Activity' | 'OrganizedTravel';

export interface SeedReview {
  refModel: SeedRefModel;
  /** slug of the product, article or activity; destination of a travel program */
  refKey: string;
  /** email of a SeedCustomer */
  customer: string;
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
  daysAgo: number;
}

export interface SeedSettings {
  general: {
    siteName: string;
    siteDescription: string;
    contactPhone: string;
    contactEmail: string;
    address: { street: string; city: string; state: string; postalCode: string };
  };
  social: { facebook: string; twitter: string; instagram: string; youtube: string };
}
