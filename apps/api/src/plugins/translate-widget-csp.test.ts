import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/app';
import { translateWidgetSources } from './security';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const scriptSrc = async (app: TestApp) => {
  const response = await app.app.inject({ method: 'GET', url: '/api/health' });
  const csp = String(response.headers['content-security-policy']);
  return { csp, scriptSrc: csp.split(';').find((d) => d.startsWith('script-src ')) ?? '' };
};

describe('the page-translation widget in the content security policy', () => {
  it('is not allowed at all without TRANSLATE_WIDGET', async () => {
    t = await createTestApp();
    const { csp } = await scriptSrc(t);
    expect(csp).not.toMatch(/translate/);
  });

  it('allows exactly the configured script when TRANSLATE_WIDGET=1', async () => {
    t = await createTestApp({
      TRANSLATE_WIDGET: '1',
      TRANSLATE_WIDGET_SCRIPT_URL:
        'http://127.0.0.1:4999/translate_a/element.js?cb=googleTranslateElementInit',
    });
    const { csp, scriptSrc: scripts } = await scriptSrc(t);
    expect(scripts.split(' ')).toContain('http://127.0.0.1:4999/translate_a/element.js');
    expect(csp.match(/translate/g)).toHaveLength(1);
  });

  it('lets Google’s element fetch its own code from translate.googleapis.com, and nothing else of Google’s', () => {
    expect(
      translateWidgetSources(
        'https://translate.google.com/translate_a/element.js?cb=googleTranslateElementInit',
      ),
    ).toEqual({
      scripts: ['https://translate.google.com/translate_a/element.js', 'https://translate.googleapis.com'],
      styles: ['https://translate.googleapis.com'],
    });
    expect(translateWidgetSources(undefined)).toEqual({ scripts: [], styles: [] });
  });
});
