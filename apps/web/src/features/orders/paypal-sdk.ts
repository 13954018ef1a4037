/** The parts of PayPal's JS SDK the payment button uses. */
export interface PaypalButtonsOptions {
  style?: Record<string, string | number>;
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }, actions: { restart: () => Promise<void> }) => Promise<void>;
  onCancel?: () => void;
  onError?: (error: unknown) => void;
}

export interface PaypalButtons {
  render(container: HTMLElement): Promise<void>;
  close(): Promise<void>;
}

export interface PaypalNamespace {
  Buttons(options: PaypalButtonsOptions): PaypalButtons;
}

declare global {
  interface Window {
    paypal?: PaypalNamespace;
  }
}

const loading = new Map<string, Promise<PaypalNamespace>>();

/** Loads PayPal's SDK once per client id (USD, immediate capture). */
export function loadPaypalSdk(clientId: string): Promise<PaypalNamespace> {
  let promise = loading.get(clientId);
  if (!promise) {
    promise = new Promise<PaypalNamespace>((resolve, reject) => {
      const script = document.createElement('script');
      const params = new URLSearchParams({
        'client-id': clientId,
        currency: 'USD',
        intent: 'capture',
        components: 'buttons',
      });
      script.src = `https://www.paypal.com/sdk/js?${params}`;
      script.async = true;
      script.onload = () =>
        window.paypal ? resolve(window.paypal) : reject(new Error('PayPal did not load'));
      script.onerror = () => {
        loading.delete(clientId);
        script.remove();
        reject(new Error('PayPal did not load'));
      };
      document.head.append(script);
    });
    loading.set(clientId, promise);
  }
  return promise;
}
