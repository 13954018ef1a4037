import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { createUser } from '../../../test/helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/auth/register', () => {
  it('creates an account and answers with a token and the profile', async () => {
    const res = await post('/api/auth/register', {
      name: 'Amina Tazi',
      email: 'Amina@Example.com',
      password: 'secret1',
    });
    expect(res.statusCode).toBe(201);
    const body = json<{ success: boolean; data: Record<string, unknown>; message: string }>(res);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ name: 'Amina Tazi', email: 'amina@example.com', isAdmin: false });
    expect(typeof body.data.token).toBe('string');
    expect(body.data).not.toHaveProperty('passwordHash');
    expect(body.message).toBe('Registration successful! Welcome.');
  });

  it('refuses a second account with the same e-mail, whatever its case', async () => {
    const res = await post('/api/auth/register', {
      name: 'Other',
      email: 'AMINA@example.com',
      password: 'secret1',
    });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({
      success: false,
      message: 'An account with this email already exists.',
    });
  });

  it('answers 400 with field errors for a short password and a bad e-mail', async () => {
    const res = await post('/api/auth/register', { name: '', email: 'not-an-email', password: '123' });
    expect(res.statusCode).toBe(400);
    const body = json<{ errors: Record<string, string> }>(res);
    expect(body.errors).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
  });

  it('refuses unknown fields, so nobody can register as an admin', async () => {
    const res = await post('/api/auth/register', {
      name: 'Eve',
      email: 'eve@example.com',
      password: 'secret1',
      isAdmin: true,
    });
    expect(res.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(res).errors).toHaveProperty('isAdmin');
    const login = await post('/api/auth/login', { email: 'eve@example.com', password: 'secret1' });
    expect(login.statusCode).toBe(401);
  });

  it('answers malformed JSON and wrong types with 400, never 500', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: '{"name": "x",',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed)).toEqual({ success: false, message: 'The request body is not valid JSON.' });
    const wrongTypes = await post('/api/auth/register', { name: 12, email: ['a'], password: null });
    expect(wrongTypes.statusCode).toBe(400);
  });

  it('answers an oversized body with 413', async () => {
    const res = await post('/api/auth/register', {
      name: 'x'.repeat(2 * 1024 * 1024),
      email: 'big@example.com',
      password: 'secret1',
    });
    expect(res.statusCode).toBe(413);
    expect(json(res)).toMatchObject({ success: false, message: 'The request body is too large.' });
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password', async () => {
    const user = await createUser(t.app, { email: 'login@example.com', password: 'open-sesame' });
    const res = await post('/api/auth/login', {
      email: 'LOGIN@example.com',
      password: user.password,
      rememberMe: true,
    });
    expect(res.statusCode).toBe(200);
    const body = json<{ data: { token: string; email: string }; message: string }>(res);
    expect(body.data.email).toBe('login@example.com');
    expect(body.message).toBe('Logged in successfully!');
    const claims = JSON.parse(Buffer.from(body.data.token.split('.')[1]!, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(7 * 86_400);
  });

  it('issues a one-day token without remember me', async () => {
    const res = await post('/api/auth/login', { email: 'login@example.com', password: 'open-sesame' });
    const token = json<{ data: { token: string } }>(res).data.token;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(86_400);
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const wrong = await post('/api/auth/login', { email: 'login@example.com', password: 'nope-nope' });
    const unknown = await post('/api/auth/login', { email: 'nobody@example.com', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(json(wrong)).toEqual(json(unknown));
    expect(json(wrong)).toEqual({ success: false, message: 'Invalid email or password.' });
  });

  it('rate-limits repeated attempts on one account with 429', async () => {
    const attempts = [];
    for (let i = 0; i < 11; i++)
      attempts.push(await post('/api/auth/login', { email: 'target@example.com', password: 'guess' }));
    expect(attempts.slice(0, 10).every((r) => r.statusCode === 401)).toBe(true);
    expect(attempts[10]!.statusCode).toBe(429);
    expect(json(attempts[10]!)).toMatchObject({ success: false });
  });
});

describe('profile', () => {
  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/profile' });
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ success: false, message: 'Please sign in to continue.' });
  });

  it('refuses a forged token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer('abc.def.ghi'),
    });
    expect(res.statusCode).toBe(401);
  });

  it('reads and updates the profile, address included', async () => {
    const user = await createUser(t.app);
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(user.token),
      payload: {
        name: 'Youssef Alaoui',
        phone: '+212 600 000 000',
        address: {
          street: '12 Derb Sidi Ahmed',
          city: 'Marrakech',
          state: '',
          postalCode: '40000',
          country: 'Morocco',
        },
      },
    });
    expect(update.statusCode).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(user.token) });
    expect(json<{ data: Record<string, unknown> }>(read).data).toMatchObject({
      name: 'Youssef Alaoui',
      phone: '+212 600 000 000',
      address: { street: '12 Derb Sidi Ahmed', city: 'Marrakech', postalCode: '40000', country: 'Morocco' },
    });
  });

  it('will not take another customer’s e-mail', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(b.token),
      payload: { email: a.email },
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('POST /api/auth/profile/image', () => {
  const multipart = (filename: string, bytes: Buffer, field = 'image') => {
    const boundary = '----ochre-test';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;
    return {
      payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  };

  it('stores a re-encoded, resized picture and serves it', async () => {
    const user = await createUser(t.app);
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c2691f' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipart('me.png', png);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/profile/image',
      payload,
      headers: { ...headers, ...bearer(user.token) },
    });
    expect(res.statusCode).toBe(200);
    const image = json<{ data: { image: string } }>(res).data.image;
    expect(image).toMatch(/^\/uploads\/avatars\/[a-z0-9]+\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
  });

  it('refuses a file that only pretends to be an image', async () => {
    const user = await createUser(t.app);
    const { payload, headers } = multipart('evil.png', Buffer.from('<script>alert(1)</script>'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/profile/image',
      payload,
      headers: { ...headers, ...bearer(user.token) },
    });
    expect(res.statusCode).toBe(415);
    expect(json(res)).toMatchObject({
      success: false,
      message: 'Please choose a JPEG, PNG, WebP, GIF or AVIF image.',
    });
  });

  it('refuses a file over 5 MB with 413', async () => {
    const user = await createUser(t.app);
    const { payload, headers } = multipart('huge.png', Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/profile/image',
      payload,
      headers: { ...headers, ...bearer(user.token) },
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('PUT /api/auth/change-password', () => {
  it('refuses a wrong current password and changes nothing', async () => {
    const user = await createUser(t.app, { password: 'first-pass' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(user.token),
      payload: { currentPassword: 'wrong-pass', newPassword: 'second-pass' },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ message: 'Current password is incorrect.' });
    const login = await post('/api/auth/login', { email: user.email, password: 'first-pass' });
    expect(login.statusCode).toBe(200);
  });

  it('changes the password and retires every older token', async () => {
    const user = await createUser(t.app, { password: 'first-pass' });
    const otherSession = json<{ data: { token: string } }>(
      await post('/api/auth/login', { email: user.email, password: 'first-pass' }),
    ).data.token;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(user.token),
      payload: { currentPassword: 'first-pass', newPassword: 'second-pass' },
    });
    expect(res.statusCode).toBe(200);
    const fresh = json<{ data: { token: string } }>(res).data.token;

    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(otherSession),
    });
    expect(stale.statusCode).toBe(401);
    const current = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(fresh) });
    expect(current.statusCode).toBe(200);
    expect((await post('/api/auth/login', { email: user.email, password: 'second-pass' })).statusCode).toBe(
      200,
    );
  });
});

describe('POST /api/auth/google without GOOGLE_CLIENT_ID', () => {
  it('answers 503', async () => {
    const res = await post('/api/auth/google', { credential: 'x.y.z' });
    expect(res.statusCode).toBe(503);
    expect(json(res)).toMatchObject({ success: false });
  });
});
