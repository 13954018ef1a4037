/**
 * Why one address could not become an article, in words for the admin who
 * asked: shown on that address's result card, never a stack trace.
 */
export class GenerationError extends Error {
  override name = 'GenerationError';
}
