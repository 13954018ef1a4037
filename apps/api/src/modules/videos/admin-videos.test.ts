import { existsSync } from 'node:fs';
import type { Pagination } from '@ochre/shared/schemas/common';
import type { SocialVideo } from '@ochre/shared/schemas/videos';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { multipartBody, testPicture } from '../../../test/helpers/multipart';
import { auditLog } from '../../db/schema/content';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { isAdmin: true });
});
afterAll(async () => t.close());

const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, payload, headers: bearer(admin.token) });

const publicList = async (query = '') =>
  json<{ data: SocialVideo[]; pagination: Pagination }>(
    await t.app.inject({ method: 'GET', url: `/api/instagram${query}` }),
  ).data;

async function uploadThumbnail(): Promise<string> {
  const { payload, headers } = multipartBody({ folder: 'videos' }, [
    { field: 'image', filename: 'thumb.png', bytes: await testPicture(1080, 1920) },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    payload,
    headers: { ...headers, ...bearer(admin.token) },
  });
  return json<{ data: { url: string } }>(res).data.url;
}

const VIDEO = {
  title: 'Sunrise over the Agafay',
  description: 'Camels, silence and the Atlas turning pink.',
  category: 'adventure',
  locationName: 'Agafay desert',
  embedUrl: 'https://www.instagram.com/reel/C4abc_12/',
  instagramUrl: 'https://www.instagram.com/reel/C4abc_12/',
  likes: 1200,
  comments: 48,
  featured: true,
  isActive: true,
};

describe('admin videos', () => {
  it('adds a video with an uploaded thumbnail, hides it and shows it again', async () => {
    const thumbnailUrl = await uploadThumbnail();
    const res = await send('POST', '/videos', { ...VIDEO, thumbnailUrl });
    expect(res.statusCode).toBe(201);
    const video = json<{ data: SocialVideo }>(res).data;
    expect(video).toMatchObject({
      title: VIDEO.title,
      location: { name: 'Agafay desert' },
      thumbnailUrl,
      featured: true,
    });
    expect((await publicList('?category=adventure')).map((v) => v._id)).toContain(video._id);

    await send('PATCH', `/videos/${video._id}`, { isActive: false });
    expect((await publicList('?category=adventure')).map((v) => v._id)).not.toContain(video._id);
    await send('PATCH', `/videos/${video._id}`, { isActive: true });
    expect((await publicList('?category=adventure')).map((v) => v._id)).toContain(video._id);

    const edited = await send('PUT', `/videos/${video._id}`, {
      ...VIDEO,
      thumbnailUrl,
      embedUrl: 'https://youtu.be/dQw4w9WgXcQ',
      title: 'Sunrise over the Agafay, from a balloon',
    });
    expect(json<{ data: SocialVideo }>(edited).data).toMatchObject({
      embedUrl: 'https://youtu.be/dQw4w9WgXcQ',
    });

    expect((await send('DELETE', `/videos/${video._id}`)).statusCode).toBe(200);
    expect(existsSync(t.app.storage.pathFor(thumbnailUrl)!)).toBe(false);
    const actions = (await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, video._id))).map(
      (e) => e.action,
    );
    expect(actions.sort()).toEqual([
      'video.create',
      'video.delete',
      'video.hide',
      'video.show',
      'video.update',
    ]);
  });

  it('accepts only addresses a card can play, and known categories', async () => {
    for (const [change, field] of [
      [{ embedUrl: 'https://evil.example/clip.mp4' }, 'embedUrl'],
      [{ embedUrl: 'javascript:alert(1)' }, 'embedUrl'],
      [{ category: 'music' }, 'category'],
      [{ thumbnailUrl: 'http://insecure.example/a.jpg' }, 'thumbnailUrl'],
      [{ title: '' }, 'title'],
    ] as const) {
      const res = await send('POST', '/videos', { ...VIDEO, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(json<{ errors: Record<string, string> }>(res).errors[field]).toBeDefined();
    }
    const bad = await send('POST', '/videos', { ...VIDEO, embedUrl: 'https://vimeo.com/about' });
    expect(json(bad)).toMatchObject({
      errors: { embedUrl: 'Paste an Instagram, YouTube or Vimeo address.' },
    });
    expect((await send('PUT', '/videos/missing', VIDEO)).statusCode).toBe(404);
  });
});
