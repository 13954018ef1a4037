import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { type FakeOpenAi, startFakeOpenAi } from '../../../test/helpers/fake-openai';
import { NO_WRITER } from './service';

let ai: FakeOpenAi;
let withWriter: TestApp;
let without: TestApp;
let admin: TestUser;
let adminWithout: TestUser;

beforeAll(async () => {
  ai = await startFakeOpenAi();
  withWriter = await createTestApp({
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: ai.baseUrl,
    OPENAI_MODEL: 'gpt-test',
  });
  without = await createTestApp();
  admin = await createUser(withWriter.app, { isAdmin: true });
  adminWithout = await createUser(without.app, { isAdmin: true });
});
afterAll(async () => {
  await Promise.all([withWriter.close(), without.close()]);
  await ai.close();
});

const english = {
  name: 'Agafay desert sunset',
  included: ['Hotel pick-up', 'Mint tea'],
  itinerary: [{ day: 1, title: 'Over the Atlas', description: 'The pass.', activities: ['Drive'] }],
  content: '<p>Bring a scarf.</p>',
};

describe('Draft translation', () => {
  it('says the writer is off, and why, when none is configured', async () => {
    const status = await without.app.inject({
      method: 'GET',
      url: '/api/admin/translations/writer',
      headers: bearer(adminWithout.token),
    });
    expect(json(status)).toEqual({ success: true, data: { available: false, reason: NO_WRITER } });
    const draft = await without.app.inject({
      method: 'POST',
      url: '/api/admin/translations/draft',
      headers: bearer(adminWithout.token),
      payload: { fields: english, languages: ['fr'] },
    });
    expect(draft.statusCode).toBe(409);
    expect(json(draft)).toEqual({ success: false, message: NO_WRITER });
  });

  it('asks the writer for the missing languages and keeps only what has the English shape', async () => {
    ai.queue({
      content: JSON.stringify({
        fr: {
          name: 'Coucher de soleil dans le désert d’Agafay',
          included: ['Prise en charge à l’hôtel', 'Thé à la menthe'],
          itinerary: [{ day: 9, title: 'Par-delà l’Atlas', description: 'Le col.', activities: ['Route'] }],
          content: '<p>Prenez un foulard.</p><script>alert(1)</script>',
          price: '1',
        },
        ar: { name: 'غروب الشمس في صحراء أكفاي', included: 'not a list' },
        de: { name: 'Sonnenuntergang' },
      }),
    });
    const response = await withWriter.app.inject({
      method: 'POST',
      url: '/api/admin/translations/draft',
      headers: bearer(admin.token),
      payload: { fields: english, languages: ['fr', 'ar'], html: ['content'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).data).toEqual({
      fr: {
        name: 'Coucher de soleil dans le désert d’Agafay',
        included: ['Prise en charge à l’hôtel', 'Thé à la menthe'],
        itinerary: [{ title: 'Par-delà l’Atlas', description: 'Le col.', activities: ['Route'] }],
        content: '<p>Prenez un foulard.</p>',
      },
      ar: { name: 'غروب الشمس في صحراء أكفاي' },
    });
    const [call] = ai.calls.slice(-1);
    expect(call!.authorization).toBe('Bearer sk-test');
    expect(call!.body.messages[1]!.content).toContain('French ("fr"), Modern Standard Arabic ("ar")');
    expect(call!.body.messages[1]!.content).toContain('"Agafay desert sunset"');
  });

  it('reports a writer that answers nonsense as an upstream failure', async () => {
    ai.queue({ content: 'not json' });
    const response = await withWriter.app.inject({
      method: 'POST',
      url: '/api/admin/translations/draft',
      headers: bearer(admin.token),
      payload: { fields: english, languages: ['es'] },
    });
    expect(response.statusCode).toBe(502);
    expect(json(response).message).toMatch(/could not use/);
  });

  it('is for administrators only', async () => {
    const customer = await createUser(withWriter.app);
    const response = await withWriter.app.inject({
      method: 'POST',
      url: '/api/admin/translations/draft',
      headers: bearer(customer.token),
      payload: { fields: english, languages: ['es'] },
    });
    expect(response.statusCode).toBe(403);
  });
});
