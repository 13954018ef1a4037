import { createHash, randomBytes } from 'node:crypto';
import { type ContentLang, REMEMBER_ME_DAYS, SESSION_DAYS } from '@ochre/shared/constants';
import {
  type AuthData,
  authMessages,
  type ChangePasswordBody,
  type LoginBody,
  type ProfileUpdateBody,
  type RegisterBody,
  type ResetPasswordBody,
  type User,
} from '@ochre/shared/schemas/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { createBackground } from '../../lib/background';
import { isUniqueViolation } from '../../lib/db-errors';
import { Conflict, InvalidData, NotFound, Unauthorized } from '../../lib/errors';
import type { Mailer } from '../../plugins/mail';
import type { Storage } from '../../plugins/storage';
import type { SiteService } from '../site/service';
import { passwordResetEmail } from './emails';
import type { GoogleVerifier } from './google';
import { passwordResetsRepository } from './password-resets.repository';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import type { TokenService } from './tokens';
import { toUserDto } from './user.dto';
import { usersRepository } from './users.repository';

const EMAIL_TAKEN = 'An account with this email already exists.';
const BAD_CREDENTIALS = 'Invalid email or password.';
const GOOGLE_FAILED = 'Google login was unsuccessful. Please try again.';
export const GOOGLE_EMAIL_UNVERIFIED =
  'Your Google account’s e-mail address is not verified, so it cannot be used to sign in here.';
const RESET_LINK_HOURS = 1;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export interface AuthDeps {
  db: Db;
  tokens: TokenService;
  storage: Storage;
  google: GoogleVerifier;
  mailer: Mailer;
  site: SiteService;
  log: FastifyBaseLogger;
  publicUrl: string;
}

export function createAuthService({ db, tokens, storage, google, mailer, site, log, publicUrl }: AuthDeps) {
  // Reset e-mails leave after the answer, so its timing says nothing about whether the account exists.
  const background = createBackground();

  async function sendResetLink(email: string, lang: ContentLang | undefined): Promise<void> {
    const user = await usersRepository.findByEmail(db, email);
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    await passwordResetsRepository.insert(db, {
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_LINK_HOURS * 3_600_000),
    });
    const { siteName } = (await site.publicSettings()).general;
    // In the language of the page it was asked from, else the account's.
    await mailer.send(
      passwordResetEmail({
        to: user.email,
        lang: lang ?? user.language,
        siteName,
        publicUrl,
        path: `/reset-password?token=${encodeURIComponent(token)}`,
      }),
    );
  }

  async function session(user: UserRow, days: number): Promise<AuthData> {
    return { ...toUserDto(user), token: await tokens.sign(user.id, user.tokenVersion, days) };
  }

  /** The language the customer signs in from becomes the account's, for e-mails sent later. */
  async function rememberLanguage(user: UserRow, lang: ContentLang | undefined): Promise<void> {
    if (lang && lang !== user.language) await usersRepository.update(db, user.id, { language: lang });
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
    async register(input: RegisterBody, lang?: ContentLang): Promise<AuthData> {
      if (await usersRepository.findByEmail(db, input.email))
        throw new Conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
      const user = await insertUser({
        name: input.name,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        language: lang,
      });
      return session(user, SESSION_DAYS);
    },

    async login(input: LoginBody, lang?: ContentLang): Promise<AuthData> {
      const user = await usersRepository.findByEmail(db, input.email);
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), input.password);
      if (!user?.passwordHash || !valid) throw new Unauthorized(BAD_CREDENTIALS);
      await rememberLanguage(user, lang);
      return session(user, input.rememberMe ? REMEMBER_ME_DAYS : SESSION_DAYS);
    },

    async googleSignIn(credential: string, lang?: ContentLang): Promise<AuthData> {
      const identity = await google.verify(credential);
      // An address Google has not checked proves nothing: it neither opens nor creates an account.
      if (!identity.emailVerified) throw new Unauthorized(GOOGLE_EMAIL_UNVERIFIED);
      let user = await usersRepository.findByGoogleSub(db, identity.sub);
      if (!user) {
        const byEmail = await usersRepository.findByEmail(db, identity.email);
        if (byEmail) {
          user = await usersRepository.linkGoogle(db, byEmail.id, identity.sub);
        } else {
          user = await insertUser({
            name: identity.name,
            email: identity.email,
            googleSub: identity.sub,
            image: identity.picture,
            language: lang,
          });
        }
      }
      if (!user) throw new Unauthorized(GOOGLE_FAILED);
      await rememberLanguage(user, lang);
      return session(user, REMEMBER_ME_DAYS);
    },

    /** CONTRACT: the same answer whether or not the account exists; the e-mail goes out meanwhile. */
    requestPasswordReset(email: string, lang?: ContentLang): void {
      background.run(
        sendResetLink(email, lang).catch((err: unknown) =>
          log.error({ err }, 'password reset e-mail failed'),
        ),
      );
    },

    /** Sets the password from a reset link that still works, once, and signs out every earlier session. */
    async resetPassword({ token, password }: ResetPasswordBody): Promise<void> {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const now = new Date();
        const reset = await passwordResetsRepository.claim(tx, sha256(token), now);
        if (!reset)
          throw new InvalidData(authMessages.resetLinkInvalid, { token: authMessages.resetLinkInvalid });
        await passwordResetsRepository.retireFor(tx, reset.userId, now);
        await usersRepository.setPassword(tx, reset.userId, passwordHash);
      });
    },

    drain: background.drain,

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
