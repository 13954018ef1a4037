import { Mail, MapPin, Phone } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';
import { usePublicSettings } from '../api/public-settings';

const TONES = {
  dark: { list: 'text-sm', icon: 'mt-0.5 text-ochre-300', link: 'hover:text-ochre-300' },
  light: { list: '', icon: 'mt-1 text-muted', link: 'font-medium text-ink hover:text-ochre-700' },
} as const;

/** The business's address, phone and e-mail from the public settings, each shown only when set. */
export function ContactDetails({ tone, className }: { tone: keyof typeof TONES; className?: string }) {
  const { t } = useTranslation();
  const { general } = usePublicSettings();
  const style = TONES[tone];
  const address = [general.address.street, general.address.city, general.address.postalCode]
    .filter(Boolean)
    .join(', ');
  return (
    <ul className={cn('space-y-3', style.list, className)}>
      {address ? (
        <li className="flex gap-3">
          <MapPin className={cn('size-4 shrink-0', style.icon)} aria-hidden="true" />
          <span>
            <span className="sr-only">{`${t('contactDetails.address')}: `}</span>
            {address}
          </span>
        </li>
      ) : null}
      {general.contactPhone ? (
        <li className="flex gap-3">
          <Phone className={cn('size-4 shrink-0', style.icon)} aria-hidden="true" />
          <a href={`tel:${general.contactPhone.replace(/\s+/g, '')}`} dir="ltr" className={style.link}>
            <span className="sr-only">{`${t('contactDetails.phone')}: `}</span>
            {general.contactPhone}
          </a>
        </li>
      ) : null}
      {general.contactEmail ? (
        <li className="flex gap-3">
          <Mail className={cn('size-4 shrink-0', style.icon)} aria-hidden="true" />
          <a href={`mailto:${general.contactEmail}`} className={cn('break-all', style.link)}>
            <span className="sr-only">{`${t('contactDetails.email')}: `}</span>
            {general.contactEmail}
          </a>
        </li>
      ) : null}
    </ul>
  );
}
