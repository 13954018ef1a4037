/** Business constants from SPEC §9, in one place for the web and the API. */

export const MARRAKECH_TIME_ZONE = 'Africa/Casablanca';

export const PASSWORD_MIN_LENGTH = 6;
export const REVIEW_COMMENT_MIN_LENGTH = 10;
export const REMEMBER_ME_DAYS = 7;
export const SESSION_DAYS = 1;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Pictures one review may carry (the account's Add Review tab). */
export const REVIEW_IMAGES_MAX = 5;

export const LOW_STOCK_THRESHOLD = 5;
export const RELATED_PRODUCTS_LIMIT = 4;
export const PRODUCT_LIST_PAGE_SIZE = 20;
export const HOME_FEATURED_PRODUCTS = 6;
export const FEATURED_PRODUCTS_DEFAULT_LIMIT = 8;
export const CATEGORY_PRODUCTS_DEFAULT_LIMIT = 12;
export const PRODUCT_PRICE_RANGE = { min: 0, max: 1000, step: 10 } as const;
export const PRODUCT_SORTS = ['featured', 'newest', 'price-low', 'price-high', 'rating', 'popular'] as const;
export const RATING_FILTERS = [4, 3, 2, 1] as const;

/** Activity list constants live here, not beside their schemas, so pages can use them without loading zod. */
export const ACTIVITY_SORTS = ['featured', 'rating', 'price-low', 'price-high', 'newest'] as const;
export type ActivitySort = (typeof ACTIVITY_SORTS)[number];
export const ACTIVITIES_PAGE_SIZE = 12;
export const DIFFICULTIES = ['easy', 'moderate', 'challenging'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const ACTIVITY_PRICE_RANGE = { min: 0, max: 500, step: 5 } as const;
export const ACTIVITY_SKELETON_CARDS = 6;
export const CARD_TAG_LIMIT = 3;
/** Deposits in cents: activities $10.00; travel programs and reservation links $15.00. */
export const ACTIVITY_DEPOSIT_CENTS = 1000;
export const TRAVEL_DEPOSIT_CENTS = 1500;
export const TRAVELERS_RANGE = { min: 1, max: 10 } as const;
export const TRAVEL_SKELETON_CARDS = 3;

export const ARTICLES_PAGE_SIZE = 9;
export const ARTICLE_SNIPPET_LENGTH = 150;
export const READING_WORDS_PER_MINUTE = 200;
export const PAGINATION_MAX_BUTTONS = 5;

export const VIDEOS_PAGE_SIZE = 12;
export const HOME_FEATURED_VIDEOS = 6;
export const VIDEO_CATEGORIES = [
  'travel',
  'food',
  'culture',
  'adventure',
  'tips',
  'reviews',
  'other',
] as const;

export const HERO_SLIDE_INTERVAL_MS = 6000;
export const GENERATOR_POLL_INTERVAL_MS = 2000;
export const EXTERNAL_REVIEWS_DELAY_MS = 1500;
export const SOCCER_REFRESH_MS = 60_000;
/** SPEC §9: the language menu reopens this long after the translation widget changed the language. */
export const TRANSLATE_MENU_REOPEN_MS = 100;

export const SETTINGS_CACHE_MS = 5 * 60_000;
export const PRODUCT_DETAIL_CACHE_MS = 5 * 60_000;

export const ORDER_NUMBER_LENGTH = 7;

export const CHECKOUT_COUNTRIES = ['Morocco', 'USA', 'Canada', 'UK', 'France'] as const;
export const CONTACT_CATEGORIES = [
  'general',
  'travel',
  'review',
  'partnership',
  'feedback',
  'technical',
] as const;
export const REVIEW_REF_MODELS = ['Product', 'Article', 'Activity', 'OrganizedTravel'] as const;
/** Only approved reviews are public (issue 16). */
export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;

export const HOMEPAGE_SECTIONS = [
  'hero',
  'categories',
  'instagram',
  'features',
  'external-reviews',
  'hosting',
  'activities',
  'flights',
  'four-part-widget',
  'stats',
  'cta',
] as const;
/** Sections the server does not list are shown last (SPEC §2 Home). */
export const MISSING_SECTION_ORDER = 999;

export const HOME_STATS = {
  activities: '52+',
  customers: '7,000+',
  reservations: '5,000+',
  years: '2+',
  rating: 4.8,
  ratingOutOf: 5,
  reviews: 247,
} as const;

export const HOSTING_PROPERTIES = [
  { id: 'riad', pricePerNight: 120, maxGuests: 8 },
  { id: 'camp', pricePerNight: 85, maxGuests: 6 },
  { id: 'lodge', pricePerNight: 95, maxGuests: 4 },
] as const;

/** Languages content is written in: English in an item's own fields, the others in its translations. */
export const CONTENT_LANGS = ['en', 'fr', 'es', 'ar'] as const;
export type ContentLang = (typeof CONTENT_LANGS)[number];
export const TRANSLATION_LANGS = ['fr', 'es', 'ar'] as const;
export type TranslationLang = (typeof TRANSLATION_LANGS)[number];

/**
 * Wish list constants live here, not beside their schemas, so the browser's guest list (in every
 * page's entry) can use them without loading zod. What a heart can be on: a product or an activity.
 */
export const WISHLIST_KINDS = ['product', 'activity'] as const;
export type WishlistKind = (typeof WISHLIST_KINDS)[number];
/** How many items one list keeps (and one sign-in merges): enough for anyone, bounded for the server. */
export const WISHLIST_MAX_ITEMS = 200;
