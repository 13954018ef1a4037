import { priceDisplay } from '../../../lib/display-currency';
import { formatCalendarDate, formatDollars, formatPrice } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';

/** Payments are charged in US dollars whatever currency prices are shown in; this says so, with both amounts. */
export function ChargedInDollars({ amount }: { amount: number }) {
  const { t } = useTranslation('shop');
  const lang = useLang();
  const { currency, rates } = priceDisplay();
  const dollars = formatDollars(amount, lang);
  return (
    <p className="rounded-xl bg-sand-100 px-4 py-3 text-sm text-ink" data-testid="charged-in-dollars">
      {currency === 'USD'
        ? t('payment.chargedInDollars', { amount: dollars })
        : t('payment.chargedInDollarsConverted', {
            amount: dollars,
            converted: formatPrice(amount, lang),
            date: formatCalendarDate(rates.asOf, lang),
          })}
    </p>
  );
}
