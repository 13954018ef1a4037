/**
 * The first key segment of each public catalogue's cache. The feature that
 * reads a catalogue builds its keys under its root; another feature that
 * changes what it shows (the back office saving an item, a review changing a
 * rating, an order taking stock) refreshes the whole family by its root,
 * without importing the feature that reads it.
 */
export const catalogueRoots = {
  products: ['products'],
  activities: ['activities'],
  articles: ['articles'],
  travels: ['travels'],
  videos: ['videos'],
} as const;
