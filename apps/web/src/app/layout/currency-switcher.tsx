import type { DisplayCurrency } from '@ochre/shared/rules/display-currency';
import { lazy, useState } from 'react';
import { usePublicSettings } from '../../features/site/api/public-settings';
import { chooseCurrency, priceDisplay } from '../../lib/display-currency';
import { formatCalendarDate } from '../../lib/format';
import { useLang, useTranslation } from '../../lib/i18n';
import { DeferredMenu } from './deferred-menu';

const triggerClass = 'header-text-btn px-2.5';

const CurrencyMenu = lazy(() => import('./currency-menu').then((m) => ({ default: m.CurrencyMenu })));

/** The currency prices are shown in (dollars, euros or dirhams); what is charged stays in dollars. */
export function CurrencySwitcher() {
  const { t } = useTranslation();
  const lang = useLang();
  const { currency: rates } = usePublicSettings();
  const { currency } = priceDisplay();
  const [open, setOpen] = useState(false);
  // The names are texts, not Intl.DisplayNames: its first use loads the locale's display data
  // on every page's first render, for three names.
  const nameOf = (code: DisplayCurrency) => t(`currencies.${code}`);
  // Ends with the visible code, so the name contains what is shown (voice control).
  const triggerLabel = `${t('header.currency', { currency: nameOf(currency) })} , ${currency}`;

  return (
    <DeferredMenu
      triggerClassName={triggerClass}
      triggerLabel={triggerLabel}
      face={currency}
      onOpen={() => setOpen(true)}
      menu={(focusTrigger) => (
        <CurrencyMenu
          open={open}
          onOpenChange={setOpen}
          current={currency}
          nameOf={nameOf}
          onPick={chooseCurrency}
          note={t('header.currencyNote', { date: formatCalendarDate(rates.asOf, lang) })}
          triggerClassName={triggerClass}
          triggerLabel={triggerLabel}
          focusTrigger={focusTrigger}
          face={currency}
        />
      )}
    />
  );
}
