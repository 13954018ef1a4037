import { errors, jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: string;
  version: number;
}

/** Bearer tokens: HS256 JWTs naming the user and the token version current when they were issued. */
export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(userId: string, version: number, days: number): Promise<string> {
      return new SignJWT({ ver: version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${days}d`)
        .sign(key);
    },
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
        return { userId: payload.sub, version: payload.ver };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
