import { stockState } from '@ochre/shared/rules/stock';
import { CircleCheck, CircleSlash, Hourglass } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';

/** SPEC §4 Stock display: 'Out of Stock' at 0, 'Only N left' from 1 to 5. */
export function StockStatus({ count, className }: { count: number; className?: string }) {
  const { t } = useTranslation('shop');
  const state = stockState(count);
  const [Icon, tone, label] =
    state.kind === 'out'
      ? [CircleSlash, 'text-danger-700', t('stock.out')]
      : state.kind === 'low'
        ? [Hourglass, 'text-ochre-700', t('stock.low', { count: state.left })]
        : [CircleCheck, 'text-palm-700', t('stock.in')];
  return (
    <p className={cn('flex items-center gap-1.5 text-sm font-semibold', tone, className)}>
      <Icon className="size-4" aria-hidden="true" />
      {label}
    </p>
  );
}
