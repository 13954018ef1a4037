import {
  CalendarDays,
  CircleCheck,
  Mail,
  MapPin,
  MessageCircle,
  Phone,
  Printer,
  Share2,
  Users,
} from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Link } from '../../../components/ui/link';
import { ReservationStatusBadge } from '../../../components/ui/reservation-badges';
import { toast } from '../../../components/ui/toast';
import { formatCalendarDate, formatPrice } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';
import { useAuth } from '../../auth/use-auth';
import { usePublicSettings } from '../../site/api/public-settings';
import { breakdownParts } from '../reservation-breakdown';
import type { ReservationData } from '../thank-you-state';

/** wa.me wants the number as digits only, with the country code. */
const whatsappNumber = (phone: string) => phone.replace(/\D/g, '');

/**
 * SPEC §2 Thank-you with reservation data: the reservation is received and
 * pending confirmation; what was booked and paid; and WhatsApp, e-mail, print
 * and share actions.
 */
export function ReservationConfirmation({
  reservation,
  orderNumber,
}: {
  reservation: ReservationData;
  orderNumber?: string;
}) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const { status } = useAuth();
  const { general } = usePublicSettings();
  const isActivity = reservation.kind === 'activity';
  const date = formatCalendarDate(reservation.date, lang);
  const message = t('confirmation.message', {
    reference: reservation.reference,
    title: reservation.title,
    date,
    count: reservation.persons,
  });
  const phone = whatsappNumber(general.contactPhone);

  const share = async () => {
    const url = `${window.location.origin}${reservation.path}`;
    if (navigator.share) {
      try {
        await navigator.share({
          title: reservation.title,
          text: t('confirmation.shareText', { title: reservation.title }),
          url,
        });
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('confirmation.copied'));
    } catch {
      toast.error(t('common:share.failed'));
    }
  };

  const rows: [string, string, string?][] = [
    [t('confirmation.total'), formatPrice(reservation.totalPrice, lang)],
    [t('confirmation.paidNow'), formatPrice(reservation.paidNow, lang), 'paid-now'],
    [t('confirmation.balance'), formatPrice(reservation.balanceDue, lang), 'balance-due'],
  ];

  return (
    <Container className="max-w-3xl py-14 sm:py-20">
      <div className="text-center">
        <span className="mx-auto flex size-20 items-center justify-center rounded-full bg-palm-50 text-palm-600">
          <CircleCheck className="size-10" aria-hidden="true" />
        </span>
        <h1 className="mt-6 big-figure text-ink">{t('confirmation.title')}</h1>
        <p className="mt-4 text-lg text-muted">
          {reservation.status === 'pending' ? t('confirmation.intro') : t('confirmation.introConfirmed')}
        </p>
        <div className="mt-5 flex flex-wrap items-center justify-center gap-3 text-sm">
          <span data-testid="reservation-status">
            <ReservationStatusBadge status={reservation.status} />
          </span>
          <span className="text-muted">
            {t('confirmation.reference')}{' '}
            <span className="font-semibold text-ink" data-testid="reservation-reference">
              {reservation.reference}
            </span>
          </span>
          {orderNumber ? (
            <span className="text-muted">
              {t('confirmation.order')}{' '}
              <span className="font-semibold text-ink" data-testid="order-number">
                {orderNumber}
              </span>
            </span>
          ) : null}
        </div>
      </div>

      <section
        aria-labelledby="reservation-summary"
        className="mt-10 rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
      >
        <h2
          id="reservation-summary"
          className="text-sm font-semibold tracking-[0.14em] text-ochre-700 uppercase"
        >
          {isActivity ? t('confirmation.activity') : t('confirmation.program')}
        </h2>
        <p className="mt-2 font-display text-2xl font-semibold text-ink">
          <Link to={reservation.path} className="hover:text-ochre-800 hover:underline">
            {reservation.title}
          </Link>
        </p>
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-ink-soft">
          {reservation.place ? (
            <li className="inline-flex items-center gap-2">
              <MapPin className="meta-icon" aria-hidden="true" />
              <span className="sr-only">
                {isActivity ? t('facts.location') : t('confirmation.destination')}
              </span>
              {reservation.place}
            </li>
          ) : null}
          <li className="inline-flex items-center gap-2">
            <CalendarDays className="meta-icon" aria-hidden="true" />
            <span className="sr-only">{isActivity ? t('summary.date') : t('summary.startDate')}</span>
            {date}
          </li>
          <li className="inline-flex items-center gap-2">
            <Users className="meta-icon" aria-hidden="true" />
            {reservation.breakdown
              ? breakdownParts(t, reservation.breakdown).join(' · ')
              : isActivity
                ? t('confirmation.persons', { count: reservation.persons })
                : t('confirmation.travelers', { count: reservation.persons })}
          </li>
        </ul>
        <dl className="mt-6 space-y-2 border-t border-line pt-5">
          {rows.map(([label, value, testId]) => (
            <div key={label} className="flex justify-between gap-4">
              <dt className="text-ink-soft">{label}</dt>
              <dd className="amount" data-testid={testId}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <ul className="mx-auto mt-8 max-w-xl space-y-3 text-ink-soft">
        <li className="flex gap-3">
          <Mail className="mt-0.5 size-5 shrink-0 text-ochre-700" aria-hidden="true" />
          {t('confirmation.emailPromise')}
        </li>
        <li className="flex gap-3">
          <Phone className="mt-0.5 size-5 shrink-0 text-ochre-700" aria-hidden="true" />
          {t('confirmation.contactPromise')}
        </li>
      </ul>

      <div className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-4 print:hidden">
        {phone ? (
          <a
            href={`https://wa.me/${phone}?text=${encodeURIComponent(message)}`}
            target="_blank"
            rel="noreferrer"
            className={buttonClasses('outline', 'md', 'w-full')}
          >
            <MessageCircle className="size-4" aria-hidden="true" />
            {t('confirmation.whatsapp')}
          </a>
        ) : null}
        {general.contactEmail ? (
          <a
            href={`mailto:${general.contactEmail}?subject=${encodeURIComponent(t('confirmation.emailSubject', { reference: reservation.reference }))}&body=${encodeURIComponent(message)}`}
            className={buttonClasses('outline', 'md', 'w-full')}
          >
            <Mail className="size-4" aria-hidden="true" />
            {t('confirmation.email')}
          </a>
        ) : null}
        <Button variant="outline" className="w-full" onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden="true" />
          {t('confirmation.print')}
        </Button>
        <Button variant="outline" className="w-full" onClick={share}>
          <Share2 className="size-4" aria-hidden="true" />
          {t('confirmation.share')}
        </Button>
      </div>

      <div className="mt-8 flex flex-wrap justify-center gap-3 print:hidden">
        {status === 'authenticated' ? (
          <Link to="/account?tab=reservations" className={buttonClasses('primary', 'lg')}>
            {t('confirmation.myReservations')}
          </Link>
        ) : null}
        <Link to={isActivity ? '/activities' : '/travels'} className={buttonClasses('outline', 'lg')}>
          {isActivity ? t('confirmation.moreActivities') : t('confirmation.moreTravels')}
        </Link>
      </div>
    </Container>
  );
}
