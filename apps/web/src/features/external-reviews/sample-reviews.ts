import { HOME_STATS } from '@ochre/shared/constants';

/** The built-in sample shown until Google Places is configured: who wrote what, and how long ago. */
export const SAMPLE_REVIEWS = [
  {
    key: 'hannah',
    name: 'Hannah Whitfield',
    photo: '/uploads/demo/avatars/hannah.webp',
    rating: 5,
    daysAgo: 6,
  },
  {
    key: 'chinedu',
    name: 'Chinedu Okafor',
    photo: '/uploads/demo/avatars/chinedu.webp',
    rating: 5,
    daysAgo: 13,
  },
  {
    key: 'giulia',
    name: 'Giulia Bertolini',
    photo: '/uploads/demo/avatars/giulia.webp',
    rating: 4,
    daysAgo: 24,
  },
  { key: 'liam', name: "Liam O'Connor", photo: '/uploads/demo/avatars/liam.webp', rating: 5, daysAgo: 38 },
  { key: 'priya', name: 'Priya Raman', photo: '/uploads/demo/avatars/priya.webp', rating: 5, daysAgo: 57 },
  { key: 'lucas', name: 'Lucas Moreau', photo: '/uploads/demo/avatars/lucas.webp', rating: 4, daysAgo: 96 },
] as const;

/** The same figures the home page states (SPEC §9): 4.8 out of 5 from 247 reviews. */
export const SAMPLE_SUMMARY = { rating: HOME_STATS.rating, totalReviews: HOME_STATS.reviews } as const;
