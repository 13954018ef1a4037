import type { CaptureResponse, PaymentConfig } from '@ochre/shared/schemas/orders';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** What is being paid: an order of the signed-in customer, or the order behind a payment link. */
export type PaymentTarget = { orderId: string } | { token: string };

const basePath = (target: PaymentTarget) =>
  'orderId' in target
    ? `/orders/${encodeURIComponent(target.orderId)}`
    : `/orders/payment/${encodeURIComponent(target.token)}`;

/** PayPal's client id, or test mode (CONTRACT). It does not change while the site runs. */
export const paymentConfigQuery = () =>
  queryOptions({
    queryKey: ['payments', 'config'],
    queryFn: ({ signal }) => api.get<PaymentConfig>('/orders/config/paypal', undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export async function createPayment(target: PaymentTarget): Promise<string> {
  return (await api.post<{ success: true; orderID: string }>(`${basePath(target)}/create-paypal-order`))
    .orderID;
}

export function capturePayment(target: PaymentTarget, paypalOrderID: string): Promise<CaptureResponse> {
  return api.put<CaptureResponse>(`${basePath(target)}/capture-paypal-order`, { paypalOrderID });
}

/** A payment whose PayPal order could not even be created (its cause is the API's error). */
export class PaymentCreateFailed extends Error {}

/** Test mode (CONTRACT): the same create and capture calls as PayPal's buttons, in one go. */
export function useTestModePayment(target: PaymentTarget) {
  return useMutation({
    mutationFn: async () => {
      const paypalOrderID = await createPayment(target).catch((error: unknown) => {
        throw new PaymentCreateFailed('create-paypal-order failed', { cause: error });
      });
      return capturePayment(target, paypalOrderID);
    },
  });
}
