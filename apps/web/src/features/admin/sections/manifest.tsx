import { marrakechToday } from '@ochre/shared/rules/marrakech-date';
import { type ManifestBooking, type ManifestDeparture, ticketMessages } from '@ochre/shared/schemas/tickets';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Copy, Download, MessageCircle, Phone, Printer, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field, Input } from '../../../components/ui/field';
import { PaymentStatusBadge } from '../../../components/ui/reservation-badges';
import { toast } from '../../../components/ui/toast';
import { formatCalendarDate, formatDateTime, formatDollars } from '../../../lib/format';
import { translateError, translateMessage, useLang, useTranslation } from '../../../lib/i18n';
import { breakdownParts } from '../../orders/reservation-breakdown';
import {
  calendarFeedQuery,
  downloadManifest,
  manifestQuery,
  useRotateCalendarFeed,
} from '../api/tickets-admin';
import { AdminPanel } from '../components/admin-panel';
import { ListState } from '../components/list-state';
import { useSectionParam } from '../use-section-param';

/** wa.me takes the number in international form, digits only. */
const whatsappLink = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`;

/**
 * The day's manifest (issue 16): for a date, each departure with its guests by type, then
 * every booking with its pickup, extras, what is paid or due and how to reach the guest.
 * It prints on its own and exports as CSV; below it, the private calendar feed for staff.
 */
export default function ManifestAdmin() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const [dateParam, setDate] = useSectionParam('date');
  const date = dateParam && /^\d{4}-\d{2}-\d{2}$/.test(dateParam) ? dateParam : marrakechToday();
  const manifest = useQuery(manifestQuery(date));
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadManifest(date);
    } catch (error) {
      toast.error(translateError(t, error, t('manifest.exportFailed')));
    } finally {
      setExporting(false);
    }
  };

  const departures = manifest.data?.departures ?? [];
  return (
    <div className="space-y-6">
      <div data-print-root>
        <AdminPanel
          title={t('manifest.title', { date: formatCalendarDate(date, lang) })}
          description={t('manifest.text')}
          actions={
            <div className="flex flex-wrap gap-2 print:hidden">
              <Button variant="outline" onClick={() => window.print()}>
                <Printer className="size-4" aria-hidden="true" />
                {t('manifest.print')}
              </Button>
              <Button variant="dark" onClick={exportCsv} loading={exporting}>
                {exporting ? null : <Download className="size-4" aria-hidden="true" />}
                {t('manifest.export')}
              </Button>
            </div>
          }
        >
          <div className="mb-5 max-w-xs print:hidden">
            <Field label={t('manifest.date')}>
              {(props) => (
                <Input
                  {...props}
                  type="date"
                  value={date}
                  onChange={(event) => event.target.value && setDate(event.target.value)}
                />
              )}
            </Field>
          </div>
          <ListState
            isPending={manifest.isPending}
            isError={manifest.isError}
            isEmpty={departures.length === 0}
            onRetry={() => manifest.refetch()}
            empty={{ icon: <CalendarDays className="size-6" />, title: t('manifest.none') }}
          >
            <div className="space-y-8">
              {departures.map((departure) => (
                <DepartureBlock
                  key={`${departure.kind}-${departure.itemId}-${departure.startTime}`}
                  departure={departure}
                />
              ))}
            </div>
          </ListState>
        </AdminPanel>
      </div>
      <CalendarFeedPanel />
    </div>
  );
}

function DepartureBlock({ departure }: { departure: ManifestDeparture }) {
  // The guests' words (breakdownParts) are the booking namespace's.
  const { t } = useTranslation(['admin', 'booking']);
  const guests = breakdownParts(t, { units: departure.guests, startTime: null, pickup: null, extras: [] });
  return (
    <section aria-label={departure.title} className="break-inside-avoid" data-testid="manifest-departure">
      <h3 className="text-lg font-semibold text-ink">
        {departure.startTime ? `${departure.startTime} · ` : ''}
        {departure.title}
      </h3>
      <p className="text-sm text-muted">
        {t('manifest.guests', { list: guests.join(' · '), count: departure.bookings.length })}
      </p>
      <ul className="mt-3 divide-y divide-line rounded-card border border-line">
        {departure.bookings.map((booking) => (
          <BookingRow key={booking._id} booking={booking} />
        ))}
      </ul>
    </section>
  );
}

function BookingRow({ booking }: { booking: ManifestBooking }) {
  const { t } = useTranslation(['admin', 'booking']);
  const lang = useLang();
  const parts = breakdownParts(t, {
    units: booking.units,
    startTime: null,
    pickup: booking.pickup,
    extras: booking.extras.map((extra) =>
      extra.quantity > 1 ? `${extra.label} × ${extra.quantity}` : extra.label,
    ),
  });
  return (
    <li className="grid gap-2 p-3 sm:grid-cols-[1fr_auto] sm:p-4" data-testid="manifest-booking">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold text-ink">
          {booking.name} <span className="text-xs font-normal text-muted">· {booking.reference}</span>
        </p>
        <p className="text-sm text-ink">{parts.join(' · ')}</p>
        {booking.notes ? <p className="text-sm text-muted">{booking.notes}</p> : null}
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <PaymentStatusBadge status={booking.paymentStatus} />
          <span className={booking.balanceDue > 0 ? 'font-semibold text-danger-700' : 'text-palm-700'}>
            {booking.balanceDue > 0
              ? t('manifest.due', { amount: formatDollars(booking.balanceDue, lang) })
              : t('manifest.paid')}
          </span>
          {booking.checkedInAt ? (
            <span className="text-palm-700">
              {t('manifest.checkedIn', { time: formatDateTime(booking.checkedInAt, lang) })}
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-start gap-2">
        {booking.phone ? (
          <a
            href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`}
            className="inline-flex items-center gap-1.5 rounded-full border border-line px-3 py-1.5 text-sm hover:bg-sand-100"
            aria-label={t('manifest.call', { name: booking.name })}
          >
            <Phone className="size-4" aria-hidden="true" />
            <span dir="ltr">{booking.phone}</span>
          </a>
        ) : null}
        {booking.whatsapp ? (
          <a
            href={whatsappLink(booking.whatsapp)}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1.5 rounded-full border border-line px-3 py-1.5 text-sm hover:bg-sand-100 print:hidden"
            aria-label={t('manifest.whatsapp', { name: booking.name })}
          >
            <MessageCircle className="size-4" aria-hidden="true" />
            WhatsApp
          </a>
        ) : null}
      </div>
    </li>
  );
}

/** The private iCal feed's secret address, to copy into a calendar, and making a new one. */
function CalendarFeedPanel() {
  const { t } = useTranslation('admin');
  const feed = useQuery(calendarFeedQuery());
  const rotate = useRotateCalendarFeed();
  const [asking, setAsking] = useState(false);

  const copy = async () => {
    if (!feed.data) return;
    try {
      await navigator.clipboard.writeText(feed.data.url);
      toast.success(t('calendarFeed.copied'));
    } catch {
      toast.error(t('calendarFeed.copyFailed'));
    }
  };

  return (
    <AdminPanel title={t('calendarFeed.title')} description={t('calendarFeed.text')}>
      <div className="flex max-w-2xl flex-wrap items-end gap-2 print:hidden">
        <Field label={t('calendarFeed.url')} className="w-full min-w-0 sm:w-auto sm:flex-1">
          {(props) => (
            <Input
              {...props}
              readOnly
              dir="ltr"
              value={feed.data?.url ?? ''}
              onFocus={(e) => e.target.select()}
            />
          )}
        </Field>
        <Button variant="outline" onClick={copy} disabled={!feed.data}>
          <Copy className="size-4" aria-hidden="true" />
          {t('calendarFeed.copy')}
        </Button>
        <Button variant="outline" onClick={() => setAsking(true)}>
          <RefreshCw className="size-4" aria-hidden="true" />
          {t('calendarFeed.rotate')}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('calendarFeed.rotateTitle')}
        description={t('calendarFeed.rotateText')}
        confirmLabel={t('calendarFeed.rotate')}
        pending={rotate.isPending}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              toast.success(translateMessage(t, ticketMessages.feedRotated));
            },
            onError: (error) => toast.error(translateError(t, error, t('calendarFeed.rotateFailed'))),
          })
        }
      />
    </AdminPanel>
  );
}
