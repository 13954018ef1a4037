import { ChevronDown, MessageCircleQuestion, SearchX } from 'lucide-react';
import { Fragment, useMemo, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { EmptyState } from '../../../components/ui/empty-state';
import { Link } from '../../../components/ui/link';
import { SearchInput } from '../../../components/ui/search-input';
import { cn } from '../../../lib/cn';
import type { RouteHandle } from '../../../lib/head';
import { useTranslation } from '../../../lib/i18n';
import { type QuestionAnswer, textList } from '../text-lists';

/** SPEC §2 FAQ: the six categories, in order. */
const CATEGORIES = ['planning', 'food', 'bookings', 'website', 'payment', 'culture'] as const;
type Category = (typeof CATEGORIES)[number];

export const handle: RouteHandle = {
  head: ({ t }) => ({
    title: t('pages:faq.meta.title'),
    description: t('pages:faq.meta.description'),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: CATEGORIES.flatMap((category) =>
        textList<QuestionAnswer>(t, `pages:faq.categories.${category}.questions`).map(({ q, a }) => ({
          '@type': 'Question',
          name: q,
          acceptedAnswer: { '@type': 'Answer', text: a },
        })),
      ),
    },
  }),
};

/** Case and accents do not matter when searching: "creme" finds "crème". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The searched words marked in the text. */
function Highlight({ text, words }: { text: string; words: string[] }) {
  if (!words.length) return <>{text}</>;
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'gi');
  return (
    <>
      {text.split(pattern).map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one string, in order
          <mark key={index} className="rounded bg-ochre-100 px-0.5 text-ink">
            {part}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one string, in order
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

export function Component() {
  const { t } = useTranslation('pages');
  const [query, setQuery] = useState('');
  const [closed, setClosed] = useState<ReadonlySet<Category>>(new Set());

  const words = query.trim().split(/\s+/).filter(Boolean);
  const folded = words.map(fold);
  const groups = useMemo(
    () =>
      CATEGORIES.map((category) => ({
        category,
        title: t(`faq.categories.${category}.title`),
        questions: textList<QuestionAnswer>(t, `faq.categories.${category}.questions`),
      })),
    [t],
  );
  const results = groups.map((group) => ({
    ...group,
    matches: folded.length
      ? group.questions.filter(({ q, a }) => {
          const haystack = fold(`${q} ${a}`);
          return folded.every((word) => haystack.includes(word));
        })
      : group.questions,
  }));
  const found = results.reduce((sum, group) => sum + group.matches.length, 0);
  const searching = folded.length > 0;

  const toggle = (category: Category) =>
    setClosed((current) => {
      const next = new Set(current);
      if (next.has(category)) next.delete(category);
      else next.add(category);
      return next;
    });

  return (
    <>
      <section className="relative overflow-hidden border-b border-line bg-sand-100">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -start-24 -bottom-32 size-96 rounded-full bg-ochre-100/70 blur-3xl"
        />
        <Container className="relative py-14 text-center sm:py-20">
          <p className="text-sm font-semibold tracking-[0.2em] text-ochre-700 uppercase">
            {t('faq.eyebrow')}
          </p>
          <h1 className="mx-auto mt-3 max-w-3xl font-display text-4xl leading-[1.08] font-semibold text-ink sm:text-6xl">
            {t('faq.title')}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-ink-soft">{t('faq.intro')}</p>
          <search className="mx-auto mt-8 block max-w-xl text-start">
            <SearchInput
              label={t('faq.searchLabel')}
              placeholder={t('faq.searchPlaceholder')}
              value={query}
              onValueChange={setQuery}
              className="[&_input]:h-14 [&_input]:shadow-card"
            />
          </search>
          <p className="mt-4 min-h-5 text-sm text-muted" aria-live="polite">
            {searching ? t('faq.matches', { count: found, query: query.trim() }) : null}
          </p>
        </Container>
      </section>

      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14">
        <nav aria-labelledby="faq-categories" className="lg:sticky lg:top-28 lg:self-start">
          <h2 id="faq-categories" className="text-xs font-semibold tracking-[0.16em] text-muted uppercase">
            {t('faq.jumpTo')}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {results.map(({ category, title, matches }) => (
              <li key={category}>
                <a
                  href={`#faq-${category}`}
                  className={cn(
                    'flex items-center justify-between gap-3 rounded-full border border-line bg-white px-3.5 py-1.5 text-sm lg:rounded-lg lg:border-0 lg:bg-transparent lg:px-3 lg:py-2',
                    matches.length ? 'text-ink-soft hover:text-ochre-800 lg:hover:bg-white' : 'text-muted/70',
                  )}
                >
                  {title}
                  <span className="rounded-full bg-sand-200 px-2 py-0.5 text-xs font-semibold text-ink-soft tabular-nums">
                    {matches.length}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="space-y-6">
          {searching && found === 0 ? (
            <EmptyState
              role="status"
              icon={<SearchX className="size-6" aria-hidden="true" />}
              title={t('faq.noResults')}
              action={
                <div className="flex flex-wrap justify-center gap-3">
                  <Button variant="outline" onClick={() => setQuery('')}>
                    {t('faq.clear')}
                  </Button>
                  <Link to="/contact" className={buttonClasses('primary')}>
                    {t('faq.contact')}
                  </Link>
                </div>
              }
            >
              {t('faq.noResultsText')}
            </EmptyState>
          ) : (
            results
              .filter((group) => group.matches.length > 0)
              .map(({ category, title, matches }) => {
                const open = !closed.has(category);
                const panel = `faq-${category}-list`;
                return (
                  <section
                    key={category}
                    id={`faq-${category}`}
                    aria-labelledby={`faq-${category}-title`}
                    className="scroll-mt-28 overflow-hidden rounded-card border border-line bg-white"
                  >
                    <h2 id={`faq-${category}-title`}>
                      <button
                        type="button"
                        onClick={() => toggle(category)}
                        aria-expanded={open}
                        aria-controls={panel}
                        className="flex w-full items-center gap-4 px-5 py-5 text-start sm:px-7"
                      >
                        <span className="flex-1 font-display text-xl font-semibold text-ink sm:text-2xl">
                          {title}
                        </span>
                        <span className="rounded-full bg-ochre-50 px-2.5 py-1 text-xs font-semibold text-ochre-800">
                          {t('faq.questions', { count: matches.length })}
                        </span>
                        <ChevronDown
                          className={cn(
                            'size-5 shrink-0 text-muted transition-transform',
                            open && 'rotate-180',
                          )}
                          aria-hidden="true"
                        />
                      </button>
                    </h2>
                    <div id={panel} hidden={!open} className="border-t border-line">
                      <ul className="divide-y divide-line">
                        {matches.map(({ q, a }) => (
                          <li key={`${q}-${searching}`}>
                            <details className="group px-5 sm:px-7" open={searching}>
                              <summary className="flex cursor-pointer list-none items-start gap-4 py-4 font-medium text-ink marker:content-none [&::-webkit-details-marker]:hidden">
                                <span className="flex-1">
                                  <Highlight text={q} words={words} />
                                </span>
                                <ChevronDown
                                  className="mt-0.5 size-4.5 shrink-0 text-muted transition-transform group-open:rotate-180"
                                  aria-hidden="true"
                                />
                              </summary>
                              <p className="pe-8 pb-5 leading-relaxed text-ink-soft">
                                <Highlight text={a} words={words} />
                              </p>
                            </details>
                          </li>
                        ))}
                      </ul>
                    </div>
                  </section>
                );
              })
          )}

          <aside className="flex flex-col items-start gap-4 rounded-card bg-ink p-6 text-sand-100 sm:flex-row sm:items-center sm:p-8">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-ochre-600 text-white">
              <MessageCircleQuestion className="size-6" aria-hidden="true" />
            </span>
            <div className="flex-1">
              <p className="font-display text-xl font-semibold text-white">{t('faq.stillQuestions')}</p>
              <p className="mt-1 text-sm text-sand-200">{t('faq.stillText')}</p>
            </div>
            <Link to="/contact" className={buttonClasses('primary', 'lg')}>
              {t('faq.contact')}
            </Link>
          </aside>
        </div>
      </Container>
    </>
  );
}
