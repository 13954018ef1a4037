import type { CaptureResponse, CheckoutForm, Order } from '@ochre/shared/schemas/orders';
import { useQueryClient } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Container } from '../../../components/ui/container';
import { Link } from '../../../components/ui/link';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { formatPrice, formatTime } from '../../../lib/format';
import type { RouteHandle } from '../../../lib/head';
import { translateError, useLang, useTranslation } from '../../../lib/i18n';
import { useHydrated } from '../../../lib/use-hydrated';
import { RequireAuth } from '../../auth/require-auth';
import { useAuth } from '../../auth/use-auth';
import { unavailableLines } from '../../cart/cart-product';
import { cartStore, useCart } from '../../cart/cart-store';
import { useCartSync } from '../../cart/use-cart-sync';
import { orderQuery } from '../../orders/api/orders';
import { PaymentButton } from '../../orders/components/payment-button';
import type { ThankYouState } from '../../orders/thank-you-state';
import { useCreateOrder } from '../api/create-order';
import { CheckoutStep } from '../components/checkout-step';
import { CheckoutSummary } from '../components/checkout-summary';
import { ShippingForm } from '../components/shipping-form';
import { pendingOrder } from '../pending-order';

export const handle: RouteHandle = {
  head: ({ t }) => ({ title: t('shop:checkout.title'), noindex: true }),
};

function CheckoutPage() {
  const { t } = useTranslation('shop');
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const { user } = useAuth();
  const items = useCart();
  const missing = useCartSync(items);
  const [order, setOrder] = useState<Order | null>(null);
  const [resuming, setResuming] = useState(true);

  // A reload resumes the payment of the order placed for this very cart.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the cart as loaded
  useEffect(() => {
    if (!hydrated || !user) return;
    const id = pendingOrder.for(items);
    if (!id) {
      setResuming(false);
      return;
    }
    queryClient
      .fetchQuery(orderQuery(user._id, id))
      .then((found) => {
        if (!found.isPaid) setOrder(found);
        else pendingOrder.clear();
      })
      .catch(() => pendingOrder.clear())
      .finally(() => setResuming(false));
  }, [hydrated, user?._id]);

  // SPEC §4: an empty cart goes back to /cart.
  useEffect(() => {
    if (hydrated && items.length === 0 && !order) navigate('/cart', { replace: true });
  }, [hydrated, items.length, order, navigate]);

  const create = useCreateOrder(items);
  const placeOrder = (form: CheckoutForm) =>
    create.mutate(form, {
      onSuccess: (response) => {
        setOrder(response.data);
        toast.success(t('checkout.created'));
      },
      onError: (error) =>
        toast.error(translateError(t, error, 'Failed to create order.', { serverOnly: true })),
    });

  const paid = ({ order: done }: CaptureResponse) => {
    pendingOrder.clear();
    navigate('/thank-you', {
      state: { orderId: done._id, orderNumber: done.orderNumber, type: 'shop' } satisfies ThankYouState,
    });
    cartStore.clear();
  };

  if (!hydrated || resuming || (items.length === 0 && !order)) {
    return (
      <Container className="flex items-center justify-center gap-3 py-32 text-muted" role="status">
        <Spinner className="size-5" />
        {t('common:loading')}
      </Container>
    );
  }

  const blocked = missing.size > 0 || unavailableLines(items).length > 0;
  const address = order?.shippingAddress;

  return (
    <Container className="py-10 sm:py-14">
      <h1 className="big-figure text-ink">{t('checkout.title')}</h1>
      <div className="mt-10 grid items-start gap-10 lg:grid-cols-[1fr_24rem]">
        <div className="space-y-6">
          <CheckoutStep number={1} title={t('checkout.shipping')} done={Boolean(order)}>
            {order && address ? (
              <div className="space-y-1 text-ink-soft">
                <p className="font-semibold text-ink">{address.fullName}</p>
                <p>{address.address}</p>
                <p>{[address.postalCode, address.city, address.state].filter(Boolean).join(' ')}</p>
                <p>{t(`checkout.countries.${address.country}`, { defaultValue: address.country })}</p>
                <p dir="ltr" className="text-start">
                  {address.phone}
                </p>
                <p>{address.email}</p>
              </div>
            ) : blocked ? (
              <div role="alert" className="space-y-3 rounded-xl bg-danger-50 p-4 text-danger-700">
                <p>{t('cart.fixLines')}</p>
                <Link to="/cart" className="font-semibold underline">
                  {t('checkout.backToCart')}
                </Link>
              </div>
            ) : (
              <ShippingForm onSubmit={placeOrder} pending={create.isPending} />
            )}
          </CheckoutStep>

          <CheckoutStep number={2} title={t('checkout.payment')}>
            {order ? (
              <div className="space-y-5">
                <p className="text-ink-soft">
                  {t('checkout.orderPlaced', {
                    number: order.orderNumber,
                    total: formatPrice(order.totalPrice, lang),
                  })}
                </p>
                {order.holdExpiresAt ? (
                  <p className="flex items-center gap-2 text-sm text-muted">
                    <Clock className="size-4" aria-hidden="true" />
                    {t('checkout.heldUntil', {
                      time: formatTime(order.holdExpiresAt, lang),
                    })}
                  </p>
                ) : null}
                <PaymentButton target={{ orderId: order._id }} amount={order.totalPrice} onPaid={paid} />
              </div>
            ) : (
              <p className="text-muted">{t('checkout.paymentLater')}</p>
            )}
          </CheckoutStep>
        </div>
        <CheckoutSummary items={items} order={order} />
      </div>
    </Container>
  );
}

/** SPEC §2 Checkout: signed-in customers only; shipping, then payment. */
export function Component() {
  return (
    <RequireAuth>
      <CheckoutPage />
    </RequireAuth>
  );
}
