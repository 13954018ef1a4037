import type { FastifyInstance } from 'fastify';
import { newId } from '../../src/lib/ids';
import { hashPassword } from '../../src/modules/auth/passwords';
import { usersRepository } from '../../src/modules/auth/users.repository';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
}

/** A customer (or admin) stored directly, with a valid token for it. */
export async function createUser(
  app: FastifyInstance,
  overrides: { name?: string; email?: string; password?: string; isAdmin?: boolean } = {},
): Promise<TestUser> {
  const password = overrides.password ?? 'correct-horse-battery';
  const email = overrides.email ?? `customer-${newId(8)}@example.com`;
  const user = await usersRepository.insert(app.db, {
    name: overrides.name ?? 'Test Customer',
    email,
    passwordHash: await hashPassword(password),
    isAdmin: overrides.isAdmin ?? false,
  });
  return { id: user.id, email, password, token: await app.tokens.sign(user.id, user.tokenVersion, 1) };
}
