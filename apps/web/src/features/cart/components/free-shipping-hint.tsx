import { amountToFreeShippingCents, type TotalsRule } from '@ochre/shared/rules/order-totals';
import { Truck } from 'lucide-react';
import { formatPrice } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';

/** How far the cart is from free shipping, with a bar that fills up (SPEC §2 Cart). */
export function FreeShippingHint({ itemsCents, rule }: { itemsCents: number; rule: TotalsRule }) {
  const { t } = useTranslation('shop');
  const lang = useLang();
  const missing = amountToFreeShippingCents(itemsCents, rule);
  const progress = Math.min(100, (itemsCents / rule.freeShippingOverCents) * 100);
  return (
    <div className="rounded-xl bg-palm-50 p-4 text-sm text-palm-700">
      <p className="flex items-start gap-2 font-medium">
        <Truck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {missing === 0
          ? t('cart.freeShippingReached')
          : t('cart.freeShippingMissing', {
              amount: formatPrice(missing / 100, lang),
              threshold: formatPrice(rule.freeShippingOverCents / 100, lang),
            })}
      </p>
      <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-white" aria-hidden="true">
        <div
          className="h-full rounded-full bg-palm-600 transition-[width]"
          style={{ width: `${progress}%` }}
        />
      </div>
    </div>
  );
}
