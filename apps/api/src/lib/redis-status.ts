import type { Redis } from 'ioredis';

/**
 * Whether to try Redis at all: not while it is known to be down (the client is reconnecting
 * or closed). A client still starting is tried; if a command then fails, the caller falls
 * back to this instance's memory all the same.
 */
export function redisMayAnswer(redis: Redis | null): redis is Redis {
  return (
    redis !== null && redis.status !== 'reconnecting' && redis.status !== 'close' && redis.status !== 'end'
  );
}
