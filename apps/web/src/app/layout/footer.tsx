import { Link } from '../../components/ui/link';
import { FacebookIcon, InstagramIcon, XIcon, YoutubeIcon } from '../../components/ui/social-icons';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form';
import { usePublicSettings } from '../../features/site/api/public-settings';
import { ContactDetails } from '../../features/site/components/contact-details';
import { useTranslation } from '../../lib/i18n';
import { Logo } from './logo';

const QUICK_LINKS = [
  { to: '/about', key: 'about' },
  { to: '/contact', key: 'contact' },
  { to: '/faq', key: 'faq' },
  { to: '/shipping', key: 'shipping' },
  { to: '/returns', key: 'returns' },
  { to: '/privacy', key: 'privacy' },
  { to: '/policies', key: 'policies' },
] as const;

const EXPLORE_LINKS = [
  { to: '/activities', key: 'activities' },
  { to: '/travels', key: 'travels' },
  { to: '/hosting', key: 'hosting' },
  { to: '/products', key: 'shop' },
  { to: '/articles', key: 'articles' },
  { to: '/instagram', key: 'videos' },
  { to: '/reviews', key: 'reviews' },
] as const;

const SOCIAL = [
  { key: 'instagram', Icon: InstagramIcon, label: 'Instagram' },
  { key: 'facebook', Icon: FacebookIcon, label: 'Facebook' },
  { key: 'youtube', Icon: YoutubeIcon, label: 'YouTube' },
  { key: 'twitter', Icon: XIcon, label: 'X (Twitter)' },
] as const;

function FooterLinks({ title, links }: { title: string; links: readonly { to: string; key: string }[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={title} className="lg:col-span-2">
      <h2 className="kicker-light">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="footer-link">
              {t(`footer.links.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** SPEC §2 Layout footer: texts and contact details come from the public settings. */
export function Footer() {
  const { t } = useTranslation();
  const { general, social } = usePublicSettings();
  const year = new Date().getFullYear();

  return (
    <footer className="mt-24 bg-ink text-sand-100">
      <div className="footer-grid">
        <div className="space-y-5 lg:col-span-4">
          <Logo name={general.siteName} inverted />
          <p className="max-w-sm text-sm leading-relaxed text-sand-200">
            {general.siteDescription || t('footer.tagline')}
          </p>
          <ul className="flex gap-2" aria-label={t('footer.social')}>
            {SOCIAL.filter((s) => social[s.key]).map(({ key, Icon, label }) => (
              <li key={key}>
                <a
                  href={social[key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="footer-social"
                >
                  <Icon className="size-4.5" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <FooterLinks title={t('footer.quickLinks')} links={QUICK_LINKS} />
        <FooterLinks title={t('footer.explore')} links={EXPLORE_LINKS} />

        <div className="space-y-6 md:col-span-2 lg:col-span-4">
          <div>
            <h2 className="kicker-light">{t('footer.contact')}</h2>
            <ContactDetails tone="dark" className="mt-4" />
          </div>
          <div>
            <h2 className="kicker-light">{t('footer.newsletter')}</h2>
            <div className="mt-4">
              <NewsletterForm />
            </div>
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="footer-bar">
          <p>{t('footer.copyright', { year, name: general.siteName })}</p>
          <p>{t('footer.madeIn')}</p>
        </div>
      </div>
    </footer>
  );
}
