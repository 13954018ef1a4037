import { Container } from '../../../components/ui/container';
import { PageHero } from '../../../components/ui/page-hero';
import { formatCalendarDate } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';
import { usePublicSettings } from '../../site/api/public-settings';
import { textList } from '../text-lists';

/**
 * A long policy page: its sections in order with a contents list that stays in
 * view on wide screens. Texts live under `pages:<page>.sections.<id>`.
 */
export function LegalDocument({
  page,
  sections,
  updated,
}: {
  page: 'privacy' | 'policies';
  sections: readonly string[];
  /** Calendar date of the last change (YYYY-MM-DD). */
  updated: string;
}) {
  const { t } = useTranslation('pages');
  const lang = useLang();
  const { general } = usePublicSettings();
  // The business's own name and address, as the settings give them.
  const business = {
    siteName: general.siteName,
    address: [general.address.street, general.address.city].filter(Boolean).join(', '),
    city: general.address.city || 'Marrakech',
  };
  return (
    <>
      <PageHero eyebrow={t(`${page}.eyebrow`)} title={t(`${page}.title`)}>
        <p>{t(`${page}.intro`)}</p>
        <p className="mt-4 text-sm text-muted">
          {t(`${page}.updated`, { date: formatCalendarDate(updated, lang) })}
        </p>
      </PageHero>
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-labelledby="contents-title" className="lg:sticky lg:top-28 lg:self-start">
          <h2 id="contents-title" className="text-xs font-semibold tracking-[0.16em] text-muted uppercase">
            {t(`${page}.contents`)}
          </h2>
          <ol className="mt-4 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {sections.map((id, index) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="inline-flex gap-2 rounded-full border border-line bg-white px-3 py-1.5 text-sm text-ink-soft hover:border-ochre-300 hover:text-ochre-800 lg:rounded-lg lg:border-0 lg:bg-transparent lg:px-2"
                >
                  <span className="text-muted tabular-nums">{index + 1}.</span>
                  {t(`${page}.sections.${id}.title`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-[44rem] space-y-12">
          {sections.map((id, index) => {
            const base = `${page}.sections.${id}`;
            const items = textList(t, `${base}.items`);
            const note = t(`${base}.note`, { defaultValue: '' });
            return (
              <section key={id} id={id} aria-labelledby={`${id}-title`} className="scroll-mt-28">
                <h2 id={`${id}-title`} className="flex gap-3 font-display text-2xl font-semibold text-ink">
                  <span className="text-ochre-600 tabular-nums">{index + 1}.</span>
                  {t(`${base}.title`)}
                </h2>
                <div className="prose-ochre mt-4">
                  {textList(t, `${base}.body`, business).map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                  {items.length ? (
                    <ul>
                      {items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  ) : null}
                  {note ? <p className="font-medium text-ink">{note}</p> : null}
                </div>
              </section>
            );
          })}
        </div>
      </Container>
    </>
  );
}
