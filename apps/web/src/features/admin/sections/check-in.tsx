import { hasTicket } from '@ochre/shared/rules/tickets';
import { type CheckInView, ticketMessages } from '@ochre/shared/schemas/tickets';
import { Camera, CameraOff, CheckCircle2, TicketCheck, XCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { PaymentStatusBadge } from '../../../components/ui/reservation-badges';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { formatCalendarDate, formatDateTime, formatDollars } from '../../../lib/format';
import { translateError, useLang, useTranslation } from '../../../lib/i18n';
import { breakdownParts } from '../../orders/reservation-breakdown';
import { lookupTicket, useCheckIn } from '../api/tickets-admin';
import { AdminPanel } from '../components/admin-panel';

// The QR reader and its decoder load only when the camera is opened.
const QrCamera = lazy(() => import('../components/qr-camera'));

type Outcome = { tone: 'ok' | 'refused'; text: string } | null;

/**
 * Checking guests in at the start (issue 16): scan the ticket's QR code with the device's
 * camera or type its code, see the booking, and mark it checked in, once.
 */
export default function CheckInAdmin() {
  // The guests' words (breakdownParts) are the booking namespace's.
  const { t } = useTranslation(['admin', 'booking']);
  const lang = useLang();
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const [looking, setLooking] = useState(false);
  const [ticket, setTicket] = useState<{ code: string; view: CheckInView } | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const checkIn = useCheckIn();

  /** The refusal in words; a second scan names the time of the first. */
  const refusal = (error: unknown) => {
    if (isApiError(error) && error.message === ticketMessages.alreadyCheckedIn && error.errors.checkedInAt) {
      return t('checkIn.already', { time: formatDateTime(error.errors.checkedInAt, lang) });
    }
    return translateError(t, error, t('checkIn.failed'));
  };

  const look = async (value: string) => {
    const typed = value.trim();
    if (!typed) return;
    setLooking(true);
    setOutcome(null);
    setTicket(null);
    try {
      setTicket({ code: typed, view: await lookupTicket(typed) });
    } catch (error) {
      setOutcome({ tone: 'refused', text: refusal(error) });
    } finally {
      setLooking(false);
    }
  };

  const confirm = () => {
    if (!ticket) return;
    checkIn.mutate(ticket.code, {
      onSuccess: (view) => {
        setTicket({ code: ticket.code, view });
        setOutcome({
          tone: 'ok',
          text: t('checkIn.done', { time: formatDateTime(view.checkedInAt ?? new Date(), lang) }),
        });
      },
      onError: (error) => setOutcome({ tone: 'refused', text: refusal(error) }),
    });
  };

  const view = ticket?.view;
  return (
    <AdminPanel title={t('checkIn.title')} description={t('checkIn.text')}>
      <div className="grid max-w-xl gap-5">
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void look(code);
          }}
        >
          <Field label={t('checkIn.code')} hint={t('checkIn.codeHint')}>
            {(props) => (
              <Input
                {...props}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                dir="ltr"
                className="font-mono"
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={looking}>
              {t('checkIn.find')}
            </Button>
            <Button type="button" variant="outline" onClick={() => setCamera((open) => !open)}>
              {camera ? (
                <CameraOff className="size-4" aria-hidden="true" />
              ) : (
                <Camera className="size-4" aria-hidden="true" />
              )}
              {camera ? t('checkIn.closeCamera') : t('checkIn.openCamera')}
            </Button>
          </div>
        </form>

        {camera ? (
          <Suspense fallback={<Spinner className="size-6" />}>
            <QrCamera
              onCode={(scanned) => {
                setCode(scanned);
                setCamera(false);
                void look(scanned);
              }}
            />
          </Suspense>
        ) : null}

        {outcome ? (
          <p
            role={outcome.tone === 'refused' ? 'alert' : 'status'}
            className={
              outcome.tone === 'ok'
                ? 'flex items-center gap-2 rounded-xl bg-palm-50 p-4 font-semibold text-palm-700'
                : 'flex items-center gap-2 rounded-xl bg-danger-50 p-4 font-semibold text-danger-700'
            }
          >
            {outcome.tone === 'ok' ? (
              <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
            ) : (
              <XCircle className="size-5 shrink-0" aria-hidden="true" />
            )}
            {outcome.text}
          </p>
        ) : null}

        {view ? (
          <section
            aria-label={t('checkIn.booking')}
            className="space-y-3 rounded-card border border-line p-4"
            data-testid="check-in-booking"
          >
            <div>
              <p className="text-xs text-muted">{t('checkIn.reference', { reference: view.reference })}</p>
              <h3 className="text-lg font-semibold text-ink">{view.name}</h3>
              <p className="text-ink">{view.title}</p>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted">{t('checkIn.when')}</dt>
              <dd>
                {formatCalendarDate(view.date, lang)}
                {view.startTime ? ` · ${view.startTime}` : ''}
              </dd>
              <dt className="text-muted">{t('checkIn.guests')}</dt>
              <dd>
                {breakdownParts(t, {
                  units: view.units,
                  startTime: null,
                  pickup: view.pickup,
                  extras: [],
                }).join(' · ')}
              </dd>
              <dt className="text-muted">{t('checkIn.balance')}</dt>
              <dd className={view.balanceDue > 0 ? 'font-semibold text-danger-700' : ''}>
                {view.balanceDue > 0 ? formatDollars(view.balanceDue, lang) : t('checkIn.paidInFull')}
              </dd>
            </dl>
            <PaymentStatusBadge status={view.paymentStatus} />
            {view.checkedInAt ? (
              <p className="text-sm font-semibold text-palm-700">
                {t('checkIn.checkedInAt', { time: formatDateTime(view.checkedInAt, lang) })}
              </p>
            ) : !hasTicket(view) ? (
              <p role="alert" className="text-sm font-semibold text-danger-700">
                {t(view.status === 'cancelled' ? 'checkIn.cancelled' : 'checkIn.unpaid')}
              </p>
            ) : (
              <Button size="lg" className="w-full" onClick={confirm} loading={checkIn.isPending}>
                {checkIn.isPending ? null : <TicketCheck className="size-5" aria-hidden="true" />}
                {t('checkIn.confirm')}
              </Button>
            )}
          </section>
        ) : null}
      </div>
    </AdminPanel>
  );
}
