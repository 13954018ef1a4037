import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { ServiceUnavailable, Unauthorized } from '../../lib/errors';

export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
  picture: string | null;
}

export interface GoogleVerifier {
  readonly enabled: boolean;
  verify(credential: string): Promise<GoogleIdentity>;
}

const ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/** Checks a Google ID token's signature (against GOOGLE_CERTS_URL), issuer, audience and expiry. */
export function createGoogleVerifier(
  config: { clientId: string; certsUrl: string } | undefined,
): GoogleVerifier {
  if (!config) {
    return {
      enabled: false,
      verify: async () => {
        throw new ServiceUnavailable('Google sign-in is not available on this site.');
      },
    };
  }
  const keys = createRemoteJWKSet(new URL(config.certsUrl), {
    timeoutDuration: 5000,
    cacheMaxAge: 3_600_000,
  });
  return {
    enabled: true,
    async verify(credential) {
      try {
        const { payload } = await jwtVerify(credential, keys, { issuer: ISSUERS, audience: config.clientId });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
          throw new Unauthorized('Google login was unsuccessful. Please try again.');
        }
        return {
          sub: payload.sub,
          email: payload.email.toLowerCase(),
          emailVerified: payload.email_verified === true,
          name:
            typeof payload.name === 'string' && payload.name ? payload.name : payload.email.split('@')[0]!,
          picture: typeof payload.picture === 'string' ? payload.picture : null,
        };
      } catch (error) {
        if (error instanceof Unauthorized) throw error;
        if (error instanceof errors.JWKSTimeout || error instanceof errors.JOSENotSupported) {
          throw new ServiceUnavailable('Google sign-in is unavailable right now. Please try again.');
        }
        throw new Unauthorized('Google login was unsuccessful. Please try again.');
      }
    },
  };
}
