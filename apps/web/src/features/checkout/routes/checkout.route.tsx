import { CHECKOUT_RULE } from '@ochre/shared/rules/order-totals';
import type { CaptureResponse, CheckoutForm, Order } from '@ochre/shared/schemas/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Clock } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { RouteHandle } from '../../../app/head';
import { Container } from '../../../components/ui/container';
import { Img } from '../../../components/ui/img';
import { Spinner } from '../../../components/ui/spinner';
import { api, isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatPrice } from '../../../lib/format';
import { type Lang, languageInfo, translateMessage } from '../../../lib/i18n';
import { useHydrated } from '../../../lib/use-hydrated';
import { RequireAuth } from '../../auth/require-auth';
import { useAuth } from '../../auth/use-auth';
import { cartTotals, unavailableLines } from '../../cart/cart-product';
import { type CartItem, cartStore, useCart } from '../../cart/cart-store';
import { TotalsList } from '../../cart/components/totals-list';
import { useCartSync } from '../../cart/use-cart-sync';
import { orderQuery } from '../../orders/api/orders';
import type { ThankYouState } from '../../orders/thank-you-state';
import { PaymentButton } from '../../payments/components/payment-button';
import { productKeys } from '../../products/api/products';
import { ShippingForm } from '../components/shipping-form';
import { orderBody } from '../order-body';
import { pendingOrder } from '../pending-order';

export const handle: RouteHandle = {
  head: ({ t }) => ({ title: t('shop:checkout.title'), noindex: true }),
};

function Step({
  number,
  title,
  done,
  children,
}: {
  number: number;
  title: string;
  done?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`checkout-step-${number}`}
      className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
    >
      <h2
        id={`checkout-step-${number}`}
        className="flex items-center gap-3 font-display text-2xl font-semibold text-ink"
      >
        <span
          className={cn(
            'flex size-8 items-center justify-center rounded-full text-sm font-bold',
            done ? 'bg-palm-600 text-white' : 'bg-ink text-white',
          )}
          aria-hidden="true"
        >
          {done ? <CircleCheck className="size-5" /> : number}
        </span>
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

function Summary({ items, order }: { items: readonly CartItem[]; order: Order | null }) {
  const { t, i18n } = useTranslation('shop');
  const lang = i18n.language as Lang;
  const totals = cartTotals(items, CHECKOUT_RULE);
  return (
    <aside
      aria-labelledby="checkout-summary"
      className="space-y-6 rounded-card border border-line bg-white p-6 shadow-card lg:sticky lg:top-28"
    >
      <h2 id="checkout-summary" className="font-display text-2xl font-semibold text-ink">
        {t('checkout.summary')}
      </h2>
      <ul className="space-y-4">
        {items.map(({ product, quantity }) => (
          <li key={product._id} className="flex items-center gap-3">
            <span className="relative shrink-0">
              {product.image ? (
                <Img
                  src={product.image}
                  alt=""
                  width={56}
                  height={56}
                  fullWidth={1200}
                  sizes="56px"
                  className="size-14 rounded-lg object-cover"
                />
              ) : null}
              <span className="absolute -end-2 -top-2 flex size-5 items-center justify-center rounded-full bg-ink text-[0.6875rem] font-bold text-white">
                {quantity}
              </span>
            </span>
            <span className="min-w-0 flex-1 text-sm font-medium text-ink">{product.name}</span>
            <span className="text-sm font-medium text-ink tabular-nums">
              {formatPrice(product.price * quantity, lang)}
            </span>
          </li>
        ))}
      </ul>
      {order ? (
        <TotalsList
          subtotal={order.itemsPrice}
          shipping={order.shippingPrice}
          tax={order.taxPrice}
          total={order.totalPrice}
          taxRate={CHECKOUT_RULE.taxRate}
        />
      ) : (
        <TotalsList
          subtotal={totals.itemsCents / 100}
          shipping={totals.shippingCents / 100}
          tax={totals.taxCents / 100}
          total={totals.totalCents / 100}
          taxRate={CHECKOUT_RULE.taxRate}
        />
      )}
      {!order && totals.shippingCents > 0 ? (
        <p className="text-xs text-muted">
          {t('checkout.freeShippingOver', {
            amount: formatPrice(CHECKOUT_RULE.freeShippingOverCents / 100, lang),
          })}
        </p>
      ) : null}
    </aside>
  );
}

function CheckoutPage() {
  const { t, i18n } = useTranslation('shop');
  const lang = i18n.language as Lang;
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

  const create = useMutation({
    mutationFn: (form: CheckoutForm) =>
      api.post<{ success: true; message: string; data: Order }>('/orders', orderBody(items, form)),
    onSuccess: (response) => {
      setOrder(response.data);
      pendingOrder.save(response.data._id, items);
      toast.success(t('checkout.created'));
    },
    onError: (error) => {
      toast.error(
        translateMessage(
          t,
          isApiError(error) && error.status > 0 ? error.message : 'Failed to create order.',
        ),
      );
      // Prices or stock moved: show the cart as it is now.
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: productKeys.all });
      }
    },
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
      <h1 className="font-display text-4xl font-semibold text-ink sm:text-5xl">{t('checkout.title')}</h1>
      <div className="mt-10 grid items-start gap-10 lg:grid-cols-[1fr_24rem]">
        <div className="space-y-6">
          <Step number={1} title={t('checkout.shipping')} done={Boolean(order)}>
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
              <ShippingForm onSubmit={(form) => create.mutate(form)} pending={create.isPending} />
            )}
          </Step>

          <Step number={2} title={t('checkout.payment')}>
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
                      time: new Intl.DateTimeFormat(languageInfo(lang).locale, {
                        timeStyle: 'short',
                        numberingSystem: 'latn',
                      }).format(new Date(order.holdExpiresAt)),
                    })}
                  </p>
                ) : null}
                <PaymentButton target={{ orderId: order._id }} onPaid={paid} />
              </div>
            ) : (
              <p className="text-muted">{t('checkout.paymentLater')}</p>
            )}
          </Step>
        </div>
        <Summary items={items} order={order} />
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
