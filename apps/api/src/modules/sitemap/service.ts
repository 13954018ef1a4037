import type { DbOrTx } from '../../db/client';
import { sitemapRepository } from './repository';
import type { SitemapPage } from './sitemap-xml';

/** Pages that show site texts and settings, with no item of their own (SPEC §2). */
const FIXED_PATHS = [
  '/hosting',
  '/instagram',
  '/reviews',
  '/soccer',
  '/about',
  '/contact',
  '/faq',
  '/shipping',
  '/returns',
  '/privacy',
  '/policies',
];

const newest = (times: readonly (Date | null)[]): Date | null =>
  times.reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);

export function createSitemapService({ db }: { db: DbOrTx }) {
  return {
    /** Every public page, without its language prefix; drafts and unpublished items never. */
    async pages(): Promise<SitemapPage[]> {
      const [products, activities, programs, articles, siteChangedAt] = await Promise.all([
        sitemapRepository.products(db),
        sitemapRepository.activities(db),
        sitemapRepository.travelPrograms(db),
        sitemapRepository.articles(db),
        sitemapRepository.siteChangedAt(db),
      ]);
      const categories = new Map<string, Date>();
      for (const product of products) {
        const seen = categories.get(product.category);
        if (product.category && (!seen || product.updatedAt > seen))
          categories.set(product.category, product.updatedAt);
      }
      const listing = (path: string, items: readonly { updatedAt: Date }[]): SitemapPage => ({
        path,
        lastmod: newest([siteChangedAt, ...items.map((item) => item.updatedAt)]),
      });
      return [
        // The home page shows a little of everything.
        listing('/', [...products, ...activities, ...programs, ...articles]),
        ...FIXED_PATHS.map((path) => ({ path, lastmod: siteChangedAt })),
        listing('/products', products),
        listing('/activities', activities),
        listing('/travels', programs),
        listing('/articles', articles),
        ...[...categories].map(([category, lastmod]) => ({
          path: `/category/${encodeURIComponent(category)}`,
          lastmod,
        })),
        ...products.map((p) => ({
          path: `/products/${encodeURIComponent(p.slug || p.id)}`,
          lastmod: p.updatedAt,
        })),
        ...activities.map((a) => ({
          path: `/activities/${encodeURIComponent(a.slug || a.id)}`,
          lastmod: a.updatedAt,
        })),
        ...programs.map((p) => ({
          path: `/travels/${encodeURIComponent(p.destination)}`,
          lastmod: p.updatedAt,
        })),
        ...articles.map((a) => ({
          path: `/articles/${encodeURIComponent(a.slug || a.id)}`,
          lastmod: a.updatedAt,
        })),
      ];
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
