import { passwordField } from '@ochre/shared/schemas/auth';
import { emailField } from '@ochre/shared/schemas/common';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { Conflict, NotFound } from '../../lib/errors';
import { parseInput } from '../../lib/parse-input';
import { hashPassword } from './passwords';
import { usersRepository } from './users.repository';

const createInput = z.strictObject({
  email: emailField,
  password: passwordField,
  name: z.string().trim().min(1).max(100).default('Administrator'),
});
const emailInput = z.strictObject({ email: emailField });
const resetInput = z.strictObject({ email: emailField, password: passwordField });

/**
 * The operator's account commands (`npm run admin`), so no admin password has to stay in the
 * environment after the first start. Inputs follow the same rules as the sign-up form.
 */
export function createAdminAccounts({ db }: { db: Db }) {
  async function existing(email: string): Promise<UserRow> {
    const user = await usersRepository.findByEmail(db, email);
    if (!user) throw new NotFound(`No account has the e-mail ${email}.`);
    return user;
  }

  return {
    async create(input: z.input<typeof createInput>): Promise<UserRow> {
      const { email, password, name } = parseInput(createInput, input);
      if (await usersRepository.findByEmail(db, email)) {
        throw new Conflict(
          `An account with the e-mail ${email} already exists: use promote or reset-password.`,
        );
      }
      return usersRepository.insert(db, {
        name,
        email: email.toLowerCase(),
        passwordHash: await hashPassword(password),
        isAdmin: true,
      });
    },

    async promote(input: z.input<typeof emailInput>): Promise<UserRow> {
      const user = await existing(parseInput(emailInput, input).email);
      return (await usersRepository.update(db, user.id, { isAdmin: true })) ?? user;
    },

    /** A new password signs the account out everywhere (its token version moves on). */
    async resetPassword(input: z.input<typeof resetInput>): Promise<UserRow> {
      const { email, password } = parseInput(resetInput, input);
      const user = await existing(email);
      return (await usersRepository.setPassword(db, user.id, await hashPassword(password))) ?? user;
    },
  };
}
