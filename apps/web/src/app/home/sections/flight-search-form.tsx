import { ArrowLeftRight, Plane, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/i18n';
import { FLIGHT_DEFAULTS, flightSearchUrl, MAX_TRAVELLERS } from '../flight-search';

const TRAVELLER_COUNTS = Array.from({ length: MAX_TRAVELLERS }, (_, i) => i + 1);

/** The hero's flight search: a small form that opens the search on the partner site in a new tab. */
export function FlightSearchForm() {
  const { t } = useTranslation('home');
  const [from, setFrom] = useState<string>(FLIGHT_DEFAULTS.from);
  const [to, setTo] = useState<string>(FLIGHT_DEFAULTS.to);
  const [depart, setDepart] = useState('');
  const [back, setBack] = useState('');
  const [travellers, setTravellers] = useState<number>(FLIGHT_DEFAULTS.travellers);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const url = flightSearchUrl({ from, to, depart, return: back, travellers });
    window.open(url, '_blank', 'noopener,noreferrer');
  };
  const swap = () => {
    setFrom(to);
    setTo(from);
  };
  const airport = { pattern: '[A-Za-z]{3}', maxLength: 3, autoCapitalize: 'characters', required: true };

  return (
    <form onSubmit={onSubmit} aria-labelledby="flight-search-title" className="flight-card">
      <div className="flex items-center gap-3">
        <span className="flight-badge">
          <Plane className="size-5 rtl:-scale-x-100" aria-hidden="true" />
        </span>
        <div>
          <h2 id="flight-search-title" className="font-display text-xl font-semibold">
            {t('flight.title')}
          </h2>
          <p className="text-sm text-muted">{t('flight.text')}</p>
        </div>
      </div>
      <div className="mt-5 grid grid-cols-[1fr_auto_1fr] items-end gap-2">
        <Field label={t('flight.from')}>
          {(props) => (
            <Input
              {...props}
              {...airport}
              name="from"
              value={from}
              onChange={(e) => setFrom(e.target.value.toUpperCase())}
              className="font-semibold tracking-wider uppercase"
            />
          )}
        </Field>
        <button type="button" onClick={swap} className="swap-btn" aria-label={t('flight.swap')}>
          <ArrowLeftRight className="size-4" aria-hidden="true" />
        </button>
        <Field label={t('flight.to')}>
          {(props) => (
            <Input
              {...props}
              {...airport}
              name="to"
              value={to}
              onChange={(e) => setTo(e.target.value.toUpperCase())}
              className="font-semibold tracking-wider uppercase"
            />
          )}
        </Field>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3">
        <Field label={t('flight.depart')} required>
          {(props) => (
            <Input
              {...props}
              type="date"
              name="depart"
              required
              value={depart}
              onChange={(e) => setDepart(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('flight.return')}>
          {(props) => (
            <Input
              {...props}
              type="date"
              name="return"
              min={depart || undefined}
              value={back}
              onChange={(e) => setBack(e.target.value)}
            />
          )}
        </Field>
      </div>
      <Field label={t('flight.travellers')} className="mt-3">
        {(props) => (
          <Select
            {...props}
            name="travellers"
            value={travellers}
            onChange={(e) => setTravellers(Number(e.target.value))}
          >
            {TRAVELLER_COUNTS.map((count) => (
              <option key={count} value={count}>
                {t('flight.travellerCount', { count })}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button type="submit" size="lg" className="mt-5 w-full">
        <Search className="size-4" aria-hidden="true" />
        {t('flight.search')}
        <span className="sr-only">{t('flight.newTab')}</span>
      </Button>
      <p className="mt-3 text-center text-xs text-muted">{t('flight.partner')}</p>
    </form>
  );
}
