import type { Order } from '@ochre/shared/schemas/orders';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { downloadInvoice } from '../api/orders';

/** Downloads the order's PDF invoice. A failure is only logged (SPEC §8). */
export function InvoiceButton({
  order,
  variant = 'outline',
}: {
  order: Pick<Order, '_id' | 'orderNumber'>;
  variant?: 'outline' | 'ghost';
}) {
  const { t } = useTranslation('shop');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadInvoice(order);
    } catch (error) {
      console.error('Invoice download failed', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={variant} size="sm" onClick={download} loading={busy}>
      {busy ? null : <FileDown className="size-4" aria-hidden="true" />}
      {t('orders.invoice')}
    </Button>
  );
}
