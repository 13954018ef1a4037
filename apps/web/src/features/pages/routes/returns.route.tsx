import { Ban, CalendarClock, Tag } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Link } from '../../../components/ui/link';
import { PageHero } from '../../../components/ui/page-hero';
import * as Tabs from '../../../components/ui/tabs';
import { formatNumber } from '../../../lib/format';
import type { RouteHandle } from '../../../lib/head';
import { useLang, useTranslation } from '../../../lib/i18n';
import { FINAL_SALE_DISCOUNT_PERCENT, REFUND_DAYS, RETURN_REASONS } from '../shop-policy';
import { type QuestionAnswer, textList } from '../text-lists';

export const handle: RouteHandle = {
  head: ({ t }) => ({
    title: t('pages:returns.meta.title'),
    description: t('pages:returns.meta.description'),
  }),
};

/** SPEC §2 Returns: four tabs. */
const TABS = ['policy', 'process', 'exchanges', 'faq'] as const;

function PolicyTab() {
  const { t } = useTranslation('pages');
  const lang = useLang();
  const n = (value: number) => formatNumber(value, lang);
  return (
    <div className="space-y-10">
      <section aria-labelledby="windows">
        <h2 id="windows" className="font-display text-2xl font-semibold text-ink">
          {t('returns.policy.title')}
        </h2>
        <p className="mt-2 text-ink-soft">{t('returns.policy.text')}</p>
        <div className="mt-6 overflow-x-auto rounded-card border border-line bg-white">
          <table className="w-full text-[0.9375rem]">
            <thead className="bg-sand-100 text-xs tracking-[0.12em] text-muted uppercase">
              <tr>
                <th scope="col" className="px-4 py-3 text-start font-semibold sm:px-5">
                  {t('returns.policy.reason')}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-semibold sm:px-5">
                  {t('returns.policy.window')}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-semibold sm:px-5">
                  {t('returns.policy.shipping')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {RETURN_REASONS.map((reason) => (
                <tr key={reason.key}>
                  <th scope="row" className="px-4 py-4 text-start font-medium text-ink sm:px-5">
                    {t(`returns.policy.reasons.${reason.key}`)}
                  </th>
                  <td className="px-4 py-4 font-semibold whitespace-nowrap text-ink sm:px-5">
                    {t('returns.policy.days', { count: reason.days, formatted: n(reason.days) })}
                  </td>
                  <td className="px-4 py-4 text-ink-soft sm:px-5">{t(`returns.policy.${reason.paidBy}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <div className="grid gap-6 md:grid-cols-3">
        <div className="rounded-card border border-line bg-white p-6">
          <CalendarClock className="size-6 text-ochre-600" aria-hidden="true" />
          <h3 className="mt-3 font-display text-lg font-semibold text-ink">
            {t('returns.policy.refunds.title')}
          </h3>
          <p className="mt-2 leading-relaxed text-ink-soft">
            {t('returns.policy.refunds.text', { min: n(REFUND_DAYS[0]), max: n(REFUND_DAYS[1]) })}
          </p>
        </div>
        <div className="rounded-card border border-line bg-white p-6">
          <Tag className="size-6 text-ochre-600 rtl:-scale-x-100" aria-hidden="true" />
          <h3 className="mt-3 font-display text-lg font-semibold text-ink">
            {t('returns.policy.finalSale.title')}
          </h3>
          <p className="mt-2 leading-relaxed text-ink-soft">
            {t('returns.policy.finalSale.text', { percent: n(FINAL_SALE_DISCOUNT_PERCENT) })}
          </p>
        </div>
        <div className="rounded-card border border-line bg-white p-6">
          <Ban className="size-6 text-ochre-600" aria-hidden="true" />
          <h3 className="mt-3 font-display text-lg font-semibold text-ink">
            {t('returns.policy.excluded.title')}
          </h3>
          <ul className="mt-2 list-disc space-y-1.5 ps-5 text-ink-soft marker:text-ochre-500">
            {textList(t, 'returns.policy.excluded.items').map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
      <p className="rounded-xl bg-sand-100 px-5 py-4 text-ink-soft">{t('returns.policy.bookings')}</p>
    </div>
  );
}

function ProcessTab() {
  const { t } = useTranslation('pages');
  const lang = useLang();
  const steps = textList<{ title: string; text: string }>(t, 'returns.process.steps');
  return (
    <section aria-labelledby="process">
      <h2 id="process" className="font-display text-2xl font-semibold text-ink">
        {t('returns.process.title')}
      </h2>
      <ol className="mt-8 space-y-0">
        {steps.map((step, index) => (
          <li key={step.title} className="relative flex gap-5 pb-8 last:pb-0">
            {index < steps.length - 1 ? (
              <span className="absolute start-5 top-11 bottom-1 w-px bg-line" aria-hidden="true" />
            ) : null}
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-ink font-semibold text-white tabular-nums">
              {formatNumber(index + 1, lang)}
            </span>
            <div className="pt-1.5">
              <h3 className="font-display text-lg font-semibold text-ink">{step.title}</h3>
              <p className="mt-1 max-w-2xl leading-relaxed text-ink-soft">
                {t(`returns.process.steps.${index}.text`, {
                  min: formatNumber(REFUND_DAYS[0], lang),
                  max: formatNumber(REFUND_DAYS[1], lang),
                })}
              </p>
            </div>
          </li>
        ))}
      </ol>
      <Link to="/contact" className={buttonClasses('primary', 'lg', 'mt-10')}>
        {t('returns.startReturn')}
      </Link>
    </section>
  );
}

function ExchangesTab() {
  const { t } = useTranslation('pages');
  return (
    <section aria-labelledby="exchanges" className="max-w-3xl">
      <h2 id="exchanges" className="font-display text-2xl font-semibold text-ink">
        {t('returns.exchanges.title')}
      </h2>
      <p className="mt-2 text-lg text-ink-soft">{t('returns.exchanges.text')}</p>
      <ul className="mt-6 space-y-4">
        {textList(t, 'returns.exchanges.items').map((item) => (
          <li
            key={item}
            className="flex gap-3 rounded-xl border border-line bg-white px-5 py-4 leading-relaxed text-ink-soft"
          >
            <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-ochre-500" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

function FaqTab() {
  const { t } = useTranslation('pages');
  return (
    <section aria-labelledby="returns-faq" className="max-w-3xl">
      <h2 id="returns-faq" className="font-display text-2xl font-semibold text-ink">
        {t('returns.faq.title')}
      </h2>
      <dl className="mt-6 divide-y divide-line rounded-card border border-line bg-white">
        {textList<QuestionAnswer>(t, 'returns.faq.items').map(({ q, a }) => (
          <div key={q} className="px-5 py-5 sm:px-6">
            <dt className="font-semibold text-ink">{q}</dt>
            <dd className="mt-2 leading-relaxed text-ink-soft">{a}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const PANELS = { policy: PolicyTab, process: ProcessTab, exchanges: ExchangesTab, faq: FaqTab } as const;

export function Component() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHero eyebrow={t('returns.eyebrow')} title={t('returns.title')}>
        <p>{t('returns.intro')}</p>
      </PageHero>
      <Container className="py-10 sm:py-14">
        <Tabs.Root defaultValue="policy">
          <Tabs.List
            aria-label={t('returns.tabs.label')}
            className="grid grid-cols-2 gap-1 rounded-3xl border border-line bg-white p-1.5 sm:inline-flex sm:rounded-full"
          >
            {TABS.map((tab) => (
              <Tabs.Trigger
                key={tab}
                value={tab}
                className="shrink-0 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap text-ink-soft transition-colors hover:text-ink data-[state=active]:bg-ink data-[state=active]:text-white sm:px-5"
              >
                {t(`returns.tabs.${tab}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {TABS.map((tab) => {
            const Panel = PANELS[tab];
            return (
              <Tabs.Content key={tab} value={tab} className="mt-10 focus-visible:outline-offset-8">
                <Panel />
              </Tabs.Content>
            );
          })}
        </Tabs.Root>
      </Container>
    </>
  );
}
