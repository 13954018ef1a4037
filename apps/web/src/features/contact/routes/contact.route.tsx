import { ArrowRight, Clock, MapPin, MessageCircleQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/container';
import { Link } from '../../../components/ui/link';
import { PageHero } from '../../../components/ui/page-hero';
import { FacebookIcon, InstagramIcon, XIcon, YoutubeIcon } from '../../../components/ui/social-icons';
import type { RouteHandle } from '../../../lib/head';
import { useTranslation } from '../../../lib/i18n';
import { usePublicSettings } from '../../site/api/public-settings';
import { ContactDetails } from '../../site/components/contact-details';
import { ContactForm } from '../components/contact-form';

export const handle: RouteHandle = {
  head: ({ t }) => ({
    title: t('content:contact.meta.title'),
    description: t('content:contact.meta.description'),
  }),
};

const SOCIAL = [
  { key: 'instagram', Icon: InstagramIcon, label: 'Instagram' },
  { key: 'facebook', Icon: FacebookIcon, label: 'Facebook' },
  { key: 'youtube', Icon: YoutubeIcon, label: 'YouTube' },
  { key: 'twitter', Icon: XIcon, label: 'X (Twitter)' },
] as const;

/** SPEC §9 business hours, in Marrakech time. */
const HOURS = [
  { key: 'weekdays', open: '09:00', close: '18:00' },
  { key: 'saturday', open: '10:00', close: '16:00' },
  { key: 'sunday', open: null, close: null },
] as const;

function InfoCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-card border border-line bg-white p-6">
      <h2 className="flex items-center gap-3 font-display text-lg font-semibold text-ink">
        <span className="flex size-9 items-center justify-center rounded-full bg-ochre-50 text-ochre-700">
          {icon}
        </span>
        {title}
      </h2>
      <div className="mt-4 text-[0.9375rem] text-ink-soft">{children}</div>
    </section>
  );
}

export function Component() {
  const { t } = useTranslation('content');
  const { social } = usePublicSettings();

  return (
    <>
      <PageHero
        eyebrow={t('contact.eyebrow')}
        title={t('contact.title')}
        image={{ src: '/uploads/demo/site/category-stays.webp', alt: t('contact.imageAlt') }}
      >
        <p>{t('contact.intro')}</p>
      </PageHero>

      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <section
          aria-labelledby="contact-form"
          className="rounded-card bg-white p-6 shadow-card sm:p-10 lg:self-start"
        >
          <h2 id="contact-form" className="font-display text-3xl font-semibold text-ink">
            {t('contact.form.title')}
          </h2>
          <p className="mt-2 text-muted">{t('contact.form.text')}</p>
          <div className="mt-8">
            <ContactForm />
          </div>
        </section>

        <div className="space-y-6">
          <InfoCard title={t('contact.info.title')} icon={<MapPin className="size-4.5" aria-hidden="true" />}>
            <ContactDetails tone="light" />
            <p className="mt-4 text-sm text-muted">{t('contact.info.visit')}</p>
          </InfoCard>

          <InfoCard title={t('contact.hours.title')} icon={<Clock className="size-4.5" aria-hidden="true" />}>
            <dl className="divide-y divide-line">
              {HOURS.map((row) => (
                <div key={row.key} className="flex justify-between gap-4 py-2 first:pt-0 last:pb-0">
                  <dt>{t(`contact.hours.${row.key}`)}</dt>
                  <dd className="font-medium text-ink tabular-nums" dir="ltr">
                    {row.open ? `${row.open} – ${row.close}` : t('contact.hours.closed')}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-sm text-muted">{t('contact.hours.zone')}</p>
          </InfoCard>

          <Link
            to="/faq"
            className="group flex items-center gap-4 rounded-card bg-ink p-6 text-sand-100 transition-colors hover:bg-ink-soft"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-ochre-600 text-white">
              <MessageCircleQuestion className="size-5" aria-hidden="true" />
            </span>
            <span className="flex-1">
              <span className="block font-display text-lg font-semibold text-white">
                {t('contact.faq.title')}
              </span>
              <span className="block text-sm text-sand-200">{t('contact.faq.text')}</span>
            </span>
            <ArrowRight className="tile-arrow text-ochre-300" aria-hidden="true" />
          </Link>

          {SOCIAL.some((s) => social[s.key]) ? (
            <section
              aria-labelledby="contact-social"
              className="rounded-card border border-line bg-white p-6"
            >
              <h2 id="contact-social" className="font-display text-lg font-semibold text-ink">
                {t('contact.social.title')}
              </h2>
              <p className="mt-1 text-sm text-muted">{t('contact.social.text')}</p>
              <ul className="mt-4 flex gap-2">
                {SOCIAL.filter((s) => social[s.key]).map(({ key, Icon, label }) => (
                  <li key={key}>
                    <a
                      href={social[key]}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={label}
                      className="flex size-11 items-center justify-center rounded-full bg-sand-100 text-ink transition-colors hover:bg-ochre-600 hover:text-white"
                    >
                      <Icon className="size-4.5" />
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </Container>
    </>
  );
}
