import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { InsideDeferredBlock } from './deferred-block';
import { createI18n, LANGUAGES, type Lang, loadResources, NamespacesUsed, useTranslation } from './i18n';

const resources = await loadResources(LANGUAGES.map((l) => l.code));

function Card({ reviews, name }: { reviews: number; name: string }) {
  const { t } = useTranslation('shop');
  return (
    <p>{`${t('card.reviews', { count: reviews })}|${t('card.addNamed', { name })}|${t('common:nav.home')}`}</p>
  );
}

function Teaser() {
  const { t } = useTranslation('home');
  return <p>{t('hero.title')}</p>;
}

/** Like the server: one instance per language, shared by every render. */
const instances = new Map(LANGUAGES.map(({ code }) => [code, createI18n(code, resources)]));

function render(lang: Lang, reviews: number, name: string) {
  const i18n = instances.get(lang)!;
  const used = new Set<string>();
  const html = renderToString(
    <NamespacesUsed value={used}>
      <I18nextProvider i18n={i18n}>
        <Card reviews={reviews} name={name} />
      </I18nextProvider>
    </NamespacesUsed>,
  );
  return { html, i18n, used: [...used] };
}

describe('useTranslation', () => {
  it("says what i18next says, in the page's language, render after render", () => {
    for (const lang of ['en', 'fr', 'ar'] as const) {
      for (const [reviews, name] of [
        [1, 'Teapot'],
        [3, 'Teapot'],
        [3, 'Lantern'],
        [1, 'Teapot'],
      ] as const) {
        const { html, i18n } = render(lang, reviews, name);
        const t = i18n.getFixedT(lang, 'shop');
        expect(html).toBe(
          `<p>${t('card.reviews', { count: reviews })}|${t('card.addNamed', { name })}|${t('common:nav.home')}</p>`,
        );
      }
    }
    expect(render('fr', 3, 'Théière').html).toContain('Théière');
  });

  it('reports the namespaces a page used, so the browser loads them before it hydrates', () => {
    expect(render('en', 2, 'Teapot').used).toEqual(['shop']);
    // The next render with the same instance reports its own.
    const used = new Set<string>();
    renderToString(
      <NamespacesUsed value={used}>
        <I18nextProvider i18n={instances.get('en')!}>
          <Teaser />
        </I18nextProvider>
      </NamespacesUsed>,
    );
    expect([...used]).toEqual(['home']);
  });

  it('leaves out the namespaces only deferred blocks use: the browser loads them when a block wakes', () => {
    const used = new Set<string>();
    renderToString(
      <NamespacesUsed value={used}>
        <I18nextProvider i18n={instances.get('en')!}>
          <Teaser />
          <InsideDeferredBlock value>
            <Card reviews={2} name="Teapot" />
            <Teaser />
          </InsideDeferredBlock>
        </I18nextProvider>
      </NamespacesUsed>,
    );
    expect([...used]).toEqual(['home']);
  });
});
