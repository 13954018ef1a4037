import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { startLocalServer } from './local-server';

export const GOOGLE_CLIENT_ID = 'test-client.apps.googleusercontent.com';

/** Google's certificate endpoint (a JWKS) on 127.0.0.1, and ID tokens signed with its key. */
export async function startFakeGoogle() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = await startLocalServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  return {
    env: { GOOGLE_CLIENT_ID, GOOGLE_CERTS_URL: `${server.origin}/certs` },
    /** An ID token as Google's sign-in button hands it to the page. */
    idToken(claims: { sub: string; email: string; email_verified: boolean; name?: string }) {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer('https://accounts.google.com')
        .setAudience(GOOGLE_CLIENT_ID)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey);
    },
    close: () => server.close(),
  };
}
