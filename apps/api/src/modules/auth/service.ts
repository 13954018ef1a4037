import { REMEMBER_ME_DAYS, SESSION_DAYS } from '@ochre/shared/constants';
import type {
  AuthData,
  ChangePasswordBody,
  LoginBody,
  ProfileUpdateBody,
  RegisterBody,
  User,
} from '@ochre/shared/schemas/auth';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { isUniqueViolation } from '../../lib/db-errors';
import { Conflict, InvalidData, NotFound, Unauthorized } from '../../lib/errors';
import type { Storage } from '../../plugins/storage';
import type { GoogleVerifier } from './google';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import type { TokenService } from './tokens';
import { toUserDto } from './user.dto';
import { usersRepository } from './users.repository';

const EMAIL_TAKEN = 'An account with this email already exists.';
const BAD_CREDENTIALS = 'Invalid email or password.';

export interface AuthDeps {
  db: Db;
  tokens: TokenService;
  storage: Storage;
  google: GoogleVerifier;
}

export function createAuthService({ db, tokens, storage, google }: AuthDeps) {
  async function session(user: UserRow, days: number): Promise<AuthData> {
    return { ...toUserDto(user), token: await tokens.sign(user.id, user.tokenVersion, days) };
  }

  async function insertUser(values: Parameters<typeof usersRepository.insert>[1]): Promise<UserRow> {
    try {
      return await usersRepository.insert(db, values);
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
      throw error;
    }
  }

  return {
    async register(input: RegisterBody): Promise<AuthData> {
      if (await usersRepository.findByEmail(db, input.email))
        throw new Conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
      const user = await insertUser({
        name: input.name,
        email: input.email,
        passwordHash: await hashPassword(input.password),
      });
      return session(user, SESSION_DAYS);
    },

    async login(input: LoginBody): Promise<AuthData> {
      const user = await usersRepository.findByEmail(db, input.email);
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), input.password);
      if (!user?.passwordHash || !valid) throw new Unauthorized(BAD_CREDENTIALS);
      return session(user, input.rememberMe ? REMEMBER_ME_DAYS : SESSION_DAYS);
    },

    async googleSignIn(credential: string): Promise<AuthData> {
      const identity = await google.verify(credential);
      let user = await usersRepository.findByGoogleSub(db, identity.sub);
      if (!user) {
        const byEmail = await usersRepository.findByEmail(db, identity.email);
        if (byEmail) {
          // Linking to an existing account needs Google to vouch for the address.
          if (!identity.emailVerified)
            throw new Unauthorized('Google login was unsuccessful. Please try again.');
          user = await usersRepository.update(db, byEmail.id, { googleSub: identity.sub });
        } else {
          user = await insertUser({
            name: identity.name,
            email: identity.email,
            googleSub: identity.sub,
            image: identity.picture,
          });
        }
      }
      if (!user) throw new Unauthorized('Google login was unsuccessful. Please try again.');
      return session(user, REMEMBER_ME_DAYS);
    },

    profile(user: UserRow): User {
      return toUserDto(user);
    },

    async updateProfile(user: UserRow, input: ProfileUpdateBody): Promise<User> {
      if (input.email && input.email !== user.email.toLowerCase()) {
        const other = await usersRepository.findByEmail(db, input.email);
        if (other && other.id !== user.id) throw new Conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
      }
      const address = input.address
        ? {
            street: input.address.street ?? '',
            city: input.address.city ?? '',
            state: input.address.state ?? '',
            postalCode: input.address.postalCode ?? '',
            country: input.address.country ?? '',
          }
        : undefined;
      try {
        const updated = await usersRepository.update(db, user.id, {
          ...(input.name !== undefined && { name: input.name }),
          ...(input.email !== undefined && { email: input.email }),
          ...(input.phone !== undefined && { phone: input.phone }),
          ...(address && { address }),
        });
        if (!updated) throw new NotFound('Account not found.');
        return toUserDto(updated);
      } catch (error) {
        if (isUniqueViolation(error)) throw new Conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
        throw error;
      }
    },

    async changePassword(user: UserRow, input: ChangePasswordBody): Promise<{ token: string }> {
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw new InvalidData('Current password is incorrect.', {
          currentPassword: 'Current password is incorrect.',
        });
      }
      const updated = await usersRepository.setPassword(db, user.id, await hashPassword(input.newPassword));
      if (!updated) throw new NotFound('Account not found.');
      // The session that changed the password continues with a fresh token; all others end.
      return { token: await tokens.sign(updated.id, updated.tokenVersion, REMEMBER_ME_DAYS) };
    },

    async setProfileImage(user: UserRow, bytes: Buffer): Promise<User> {
      const image = await storage.saveImage(bytes, { folder: 'avatars', square: 512 });
      const updated = await usersRepository.update(db, user.id, { image });
      if (!updated) throw new NotFound('Account not found.');
      await storage.removeImage(user.image);
      return toUserDto(updated);
    },

    /** ADMIN_EMAIL/ADMIN_PASSWORD: make sure this account exists, is an admin and opens with that password. */
    async ensureAdmin(email: string, password: string): Promise<void> {
      const existing = await usersRepository.findByEmail(db, email);
      if (!existing) {
        await insertUser({
          name: 'Administrator',
          email: email.toLowerCase(),
          passwordHash: await hashPassword(password),
          isAdmin: true,
        });
        return;
      }
      if (!existing.isAdmin) await usersRepository.update(db, existing.id, { isAdmin: true });
      if (!(await verifyPassword(existing.passwordHash, password))) {
        await usersRepository.setPassword(db, existing.id, await hashPassword(password));
      }
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
