import { z } from 'zod';

/** GET /external-reviews: a Google Place id, or a location to look the place up by. */
export const externalReviewsQuery = z
  .strictObject({
    placeId: z
      .string()
      .trim()
      .max(300)
      .regex(/^[\w-]*$/, 'This Place ID is not valid.')
      .default(''),
    location: z.string().trim().max(200).default(''),
  })
  .refine((q) => q.placeId || q.location, {
    message: 'Please enter a Place ID or a location.',
    path: ['placeId'],
  });
export type ExternalReviewsQuery = z.infer<typeof externalReviewsQuery>;

/** SPEC §3 External review, in Google's own field names. */
export interface ExternalReview {
  author_name: string;
  author_url: string;
  profile_photo_url: string;
  rating: number;
  relative_time_description: string;
  text: string;
  time: number;
}

export interface ExternalBusiness {
  name: string;
  address: string;
  rating: number;
  totalReviews: number;
  /** The place on Google Maps. */
  url: string;
  placeId: string;
}

export type ExternalReviewsAnswer =
  | { success: true; configured: false; data: null }
  | { success: true; configured: true; data: { business: ExternalBusiness; reviews: ExternalReview[] } };
