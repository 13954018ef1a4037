import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { multipartBody, testPicture } from '../../../test/helpers/multipart';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { isAdmin: true });
});
afterAll(async () => {
  await t.close();
});

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1-bit PNG of 12,000 × 12,000 black pixels: 18 KB on the wire, 144 megapixels decoded. */
function pixelBomb(side = 12_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const row = Buffer.alloc(1 + side / 8);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: side }, () => row)), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const upload = (bytes: Buffer, filename: string, token = admin.token, type?: string) => {
  const { payload, headers } = multipartBody({ folder: 'products' }, [
    { field: 'image', filename, bytes, type },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    payload,
    headers: { ...headers, ...bearer(token) },
  });
};

const avatar = (bytes: Buffer, token: string) => {
  const { payload, headers } = multipartBody({}, [{ field: 'image', filename: 'me.png', bytes }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/profile/image',
    payload,
    headers: { ...headers, ...bearer(token) },
  });
};

describe('pictures: formats, pixels and pace', () => {
  it('refuses a pixel bomb with 413 before decoding it, while the server keeps answering', async () => {
    const bomb = pixelBomb();
    expect(bomb.length).toBeLessThan(100_000);
    const customer = await createUser(t.app);
    const started = Date.now();
    const [bombed, avatarBombed, ...others] = await Promise.all([
      upload(bomb, 'holiday.png'),
      avatar(bomb, customer.token),
      ...Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url: '/api/health' })),
    ]);
    expect(bombed.statusCode).toBe(413);
    expect(json(bombed)).toEqual({
      success: false,
      message: 'The image is too large (40 megapixels at most).',
    });
    expect(avatarBombed.statusCode).toBe(413);
    expect(others.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // Read from the header only: decoding 144 megapixels would take seconds and half a gigabyte.
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('accepts JPEG, PNG, WebP, GIF and AVIF, whatever the file is called', async () => {
    const base = sharp({ create: { width: 640, height: 480, channels: 3, background: '#1f6fc2' } });
    const files = {
      jpeg: await base.clone().jpeg().toBuffer(),
      png: await base.clone().png().toBuffer(),
      webp: await base.clone().webp().toBuffer(),
      gif: await base.clone().gif().toBuffer(),
      avif: await base.clone().avif().toBuffer(),
    };
    for (const [format, bytes] of Object.entries(files)) {
      // The name and declared type say something else: only the content counts.
      const res = await upload(
        bytes,
        `picture.${format === 'png' ? 'txt' : 'png'}`,
        admin.token,
        'text/plain',
      );
      expect({ format, status: res.statusCode }).toEqual({ format, status: 201 });
    }
  });

  it('refuses TIFF, HEIC, SVG and a script named like a picture with 415', async () => {
    const tiff = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
      .tiff()
      .toBuffer();
    // The opening of a HEIC file (its `ftyp` box names only HEIF brands).
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(64),
    ]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const script = Buffer.from('<script>alert(1)</script>');
    for (const [name, bytes] of Object.entries({ tiff, heic, svg, script })) {
      const res = await upload(bytes, `${name}.jpg`, admin.token, 'image/jpeg');
      expect({ name, status: res.statusCode, body: json(res) }).toEqual({
        name,
        status: 415,
        body: { success: false, message: 'Please choose a JPEG, PNG, WebP, GIF or AVIF image.' },
      });
    }
  });

  it('limits profile-picture uploads per account, with Retry-After', async () => {
    const customer = await createUser(t.app);
    const picture = await testPicture(64, 64);
    const statuses: number[] = [];
    for (let n = 0; n < 10; n++) statuses.push((await avatar(picture, customer.token)).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const limited = await avatar(picture, customer.token);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else's budget is untouched.
    const other = await createUser(t.app);
    expect((await avatar(picture, other.token)).statusCode).toBe(200);
  });
});
