import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { createGate } from '../../lib/gate';

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Every hash and check in this process goes through one gate: a burst of sign-ins cannot take
 * more than a few cores and 19 MiB each, and past a line of waiters it is told to come back.
 */
export const hashingGate = createGate(Math.max(2, availableParallelism()), 200);

export function hashPassword(password: string): Promise<string> {
  return hashingGate.run(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  return hashingGate.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

/** A hash to verify against when the account does not exist, so timing does not reveal which e-mails are registered. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  // A refusal (the gate is full) must not be kept as the decoy.
  decoy ??= hashPassword('decoy-password-for-timing').catch((error: unknown) => {
    decoy = undefined;
    throw error;
  });
  return decoy;
}
