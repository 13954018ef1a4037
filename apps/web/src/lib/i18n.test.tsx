import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { InsideDeferredBlock } from './deferred-block';
import { createI18n, LANGUAGES, type Lang, loadResources, usedNamespaces, useTranslation } from './i18n';

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

function render(lang: Lang, reviews: number, name: string) {
  const i18n = createI18n(lang, resources);
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <Card reviews={reviews} name={name} />
    </I18nextProvider>,
  );
  return { html, i18n };
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
    const { i18n } = render('en', 2, 'Teapot');
    expect(usedNamespaces(i18n)).toEqual(['shop']);
  });

  it('leaves out the namespaces only deferred blocks use: the browser loads them when a block wakes', () => {
    const i18n = createI18n('en', resources);
    renderToString(
      <I18nextProvider i18n={i18n}>
        <Teaser />
        <InsideDeferredBlock value>
          <Card reviews={2} name="Teapot" />
          <Teaser />
        </InsideDeferredBlock>
      </I18nextProvider>,
    );
    expect(usedNamespaces(i18n)).toEqual(['home']);
  });
});
