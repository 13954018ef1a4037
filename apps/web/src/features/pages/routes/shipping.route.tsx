import { Clock, FileText, MapPin, Package, PackageCheck, ShieldCheck, Truck, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/container';
import { Link } from '../../../components/ui/link';
import { PageHero } from '../../../components/ui/page-hero';
import { formatAmount, formatNumber } from '../../../lib/format';
import type { RouteHandle } from '../../../lib/head';
import { useLang, useTranslation } from '../../../lib/i18n';
import {
  CUSTOM_PROCESSING_DAYS,
  EXPRESS_DAYS,
  INSURANCE,
  PROCESSING_DAYS,
  SHIPPING_ZONES,
} from '../shop-policy';
import { textList } from '../text-lists';

type Zone = (typeof SHIPPING_ZONES)[number];

export const handle: RouteHandle = {
  head: ({ t }) => ({
    title: t('pages:shipping.meta.title'),
    description: t('pages:shipping.meta.description'),
  }),
};

function PolicyCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="rounded-card border border-line bg-white p-6">
      <span className="flex size-10 items-center justify-center rounded-full bg-ochre-50 text-ochre-700">
        {icon}
      </span>
      <h3 className="mt-4 font-display text-lg font-semibold text-ink">{title}</h3>
      <p className="mt-2 leading-relaxed text-ink-soft">{children}</p>
    </div>
  );
}

export function Component() {
  const { t } = useTranslation('pages');
  const lang = useLang();
  const n = (value: number) => formatNumber(value, lang);
  const days = (zone: Zone) => t('shipping.zones.days', { min: n(zone.days[0]), max: n(zone.days[1]) });
  const cost = ({ cost: c }: Zone) =>
    'standard' in c
      ? t('shipping.zones.flat', {
          standard: formatAmount(c.standard, c.currency, lang),
          threshold: formatAmount(c.freeOver, c.currency, lang),
        })
      : t('shipping.zones.range', {
          min: formatAmount(c.min, c.currency, lang),
          max: formatAmount(c.max, c.currency, lang),
        });

  return (
    <>
      <PageHero eyebrow={t('shipping.eyebrow')} title={t('shipping.title')}>
        <p>{t('shipping.intro')}</p>
      </PageHero>

      <Container className="space-y-16 py-12 sm:py-16">
        <section aria-labelledby="zones">
          <h2 id="zones" className="font-display text-3xl font-semibold text-ink">
            {t('shipping.zones.title')}
          </h2>
          <ul className="mt-6 space-y-4 md:hidden">
            {SHIPPING_ZONES.map((zone) => (
              <li key={zone.key} className="rounded-card border border-line bg-white p-5">
                <h3 className="font-display text-lg font-semibold text-ink">
                  {t(`shipping.zones.${zone.key}.name`)}
                </h3>
                <dl className="mt-3 grid grid-cols-2 gap-3 text-[0.9375rem]">
                  <div>
                    <dt className="text-xs tracking-[0.12em] text-muted uppercase">
                      {t('shipping.zones.time')}
                    </dt>
                    <dd className="mt-1 text-ink-soft">{days(zone)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs tracking-[0.12em] text-muted uppercase">
                      {t('shipping.zones.cost')}
                    </dt>
                    <dd className="mt-1 font-medium text-ink">{cost(zone)}</dd>
                  </div>
                </dl>
                <p className="mt-3 text-sm text-muted">{t(`shipping.zones.${zone.key}.note`)}</p>
              </li>
            ))}
          </ul>
          <div className="mt-6 hidden overflow-x-auto rounded-card border border-line bg-white md:block">
            <table className="w-full text-start text-[0.9375rem]">
              <caption className="sr-only">{t('shipping.zones.caption')}</caption>
              <thead className="bg-sand-100 text-xs tracking-[0.12em] text-muted uppercase">
                <tr>
                  <th scope="col" className="px-5 py-3 text-start font-semibold">
                    {t('shipping.zones.zone')}
                  </th>
                  <th scope="col" className="px-5 py-3 text-start font-semibold">
                    {t('shipping.zones.time')}
                  </th>
                  <th scope="col" className="px-5 py-3 text-start font-semibold">
                    {t('shipping.zones.cost')}
                  </th>
                  <th scope="col" className="px-5 py-3 text-start font-semibold">
                    {t('shipping.zones.notes')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {SHIPPING_ZONES.map((zone) => (
                  <tr key={zone.key}>
                    <th scope="row" className="px-5 py-4 text-start font-semibold text-ink">
                      {t(`shipping.zones.${zone.key}.name`)}
                    </th>
                    <td className="px-5 py-4 whitespace-nowrap text-ink-soft">{days(zone)}</td>
                    <td className="px-5 py-4 font-medium whitespace-nowrap text-ink">{cost(zone)}</td>
                    <td className="px-5 py-4 text-muted">{t(`shipping.zones.${zone.key}.note`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <section aria-labelledby="methods">
          <h2 id="methods" className="font-display text-3xl font-semibold text-ink">
            {t('shipping.methods.title')}
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            <div className="flex gap-5 rounded-card bg-white p-6 shadow-card">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-sand-200 text-ink">
                <Truck className="size-6 rtl:-scale-x-100" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-display text-xl font-semibold text-ink">
                  {t('shipping.methods.standard.title')}
                </h3>
                <p className="mt-2 leading-relaxed text-ink-soft">{t('shipping.methods.standard.text')}</p>
              </div>
            </div>
            <div className="flex gap-5 rounded-card bg-ink p-6 text-sand-100 shadow-card">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-ochre-600 text-white">
                <Zap className="size-6" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-display text-xl font-semibold text-white">
                  {t('shipping.methods.express.title')}
                </h3>
                <p className="mt-2 leading-relaxed text-sand-200">
                  {t('shipping.methods.express.text', { min: n(EXPRESS_DAYS[0]), max: n(EXPRESS_DAYS[1]) })}
                </p>
              </div>
            </div>
          </div>
        </section>

        <section aria-labelledby="policies">
          <h2 id="policies" className="font-display text-3xl font-semibold text-ink">
            {t('shipping.policies.title')}
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            <PolicyCard
              icon={<Clock className="size-5" aria-hidden="true" />}
              title={t('shipping.policies.processing.title')}
            >
              {t('shipping.policies.processing.text', {
                min: n(PROCESSING_DAYS[0]),
                max: n(PROCESSING_DAYS[1]),
                customMin: n(CUSTOM_PROCESSING_DAYS[0]),
                customMax: n(CUSTOM_PROCESSING_DAYS[1]),
              })}
            </PolicyCard>
            <PolicyCard
              icon={<ShieldCheck className="size-5" aria-hidden="true" />}
              title={t('shipping.policies.insurance.title')}
            >
              {t('shipping.policies.insurance.text', {
                amount: formatAmount(INSURANCE.amount, INSURANCE.currency, lang),
              })}
            </PolicyCard>
            <PolicyCard
              icon={<PackageCheck className="size-5" aria-hidden="true" />}
              title={t('shipping.policies.tracking.title')}
            >
              {t('shipping.policies.tracking.text')}
            </PolicyCard>
            <PolicyCard
              icon={<FileText className="size-5" aria-hidden="true" />}
              title={t('shipping.policies.customs.title')}
            >
              {t('shipping.policies.customs.text')}
            </PolicyCard>
            <PolicyCard
              icon={<MapPin className="size-5" aria-hidden="true" />}
              title={t('shipping.policies.delivery.title')}
            >
              {t('shipping.policies.delivery.text')}
            </PolicyCard>
            <PolicyCard
              icon={<Package className="size-5" aria-hidden="true" />}
              title={t('shipping.policies.damaged.title')}
            >
              {t('shipping.policies.damaged.text')}{' '}
              <Link to="/returns" className="font-medium text-majorelle-600 underline underline-offset-4">
                {t('shipping.policies.damaged.link')}
              </Link>
            </PolicyCard>
          </div>
        </section>

        <section
          aria-labelledby="notes"
          className="grid gap-8 rounded-card bg-sand-100 p-6 sm:p-10 lg:grid-cols-[1fr_2fr]"
        >
          <div>
            <h2 id="notes" className="font-display text-3xl font-semibold text-ink">
              {t('shipping.notes.title')}
            </h2>
            <p className="mt-4 text-ink-soft">{t('shipping.help')}</p>
            <Link to="/contact" className="mt-2 inline-block font-semibold text-ochre-700 hover:underline">
              {t('shipping.helpLink')}
            </Link>
          </div>
          <ul className="space-y-4">
            {textList(t, 'shipping.notes.items').map((item) => (
              <li key={item} className="flex gap-3 leading-relaxed text-ink-soft">
                <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-ochre-500" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </section>
      </Container>
    </>
  );
}
