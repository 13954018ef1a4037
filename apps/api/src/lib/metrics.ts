import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export type PaymentOutcome =
  /** The order is paid. */
  | 'paid'
  /** The buyer's payment was declined or not approved: nothing was taken. */
  | 'refused'
  /** The provider failed or could not be reached. */
  | 'error'
  /** The provider holds the capture for review. */
  | 'pending'
  /** Money moved without paying the order (amount, currency or status differ): someone must look. */
  | 'mismatch'
  /** A pending capture was denied later. */
  | 'denied'
  /** A second capture for an order already paid: it must be refunded. */
  | 'duplicate';
export type RefundOutcome = 'completed' | 'pending' | 'failed';
export type EmailOutcome = 'sent' | 'failed' | 'queued';

/** Request latency buckets, in seconds: 5 ms to 10 s. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The application's Prometheus metrics, one registry per app (tests build several apps in one
 * process). Code records a business outcome with one call (`metrics.payment('paypal', 'paid')`);
 * a new figure is one line: `metrics.counter('ochre_reminders_total', 'Reminders sent', ['outcome'])`
 * answers the counter, the same one however often it is asked for. Keep labels to small fixed
 * sets (outcomes, queue names, route patterns), never ids or addresses.
 */
export function createMetrics() {
  const registry = new Registry();
  // Process figures: CPU, memory, event-loop lag, garbage collection, open handles.
  collectDefaultMetrics({ register: registry });

  function existing<M>(name: string): M | undefined {
    return registry.getSingleMetric(name) as M | undefined;
  }
  function counter<L extends string>(name: string, help: string, labelNames: readonly L[] = []): Counter<L> {
    return existing<Counter<L>>(name) ?? new Counter({ name, help, labelNames, registers: [registry] });
  }
  function histogram<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[] = [],
    buckets: number[] = LATENCY_BUCKETS,
  ): Histogram<L> {
    return (
      existing<Histogram<L>>(name) ??
      new Histogram({ name, help, labelNames, buckets, registers: [registry] })
    );
  }
  /** A figure read when Prometheus scrapes: `collect` sets it from the source of truth. */
  function gauge<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    collect?: (gauge: Gauge<L>) => void | Promise<void>,
  ): Gauge<L> {
    return (
      existing<Gauge<L>>(name) ??
      new Gauge({
        name,
        help,
        labelNames,
        registers: [registry],
        ...(collect
          ? {
              async collect(this: Gauge<L>) {
                await collect(this);
              },
            }
          : {}),
      })
    );
  }

  const payments = counter('ochre_payments_total', 'Payment attempts by provider and outcome', [
    'provider',
    'outcome',
  ]);
  const refunds = counter('ochre_refunds_total', 'Refunds by provider and outcome', ['provider', 'outcome']);
  const emails = counter(
    'ochre_emails_total',
    'E-mails by outcome: sent, failed, or queued for sending later',
    ['outcome'],
  );

  return {
    registry,
    counter,
    histogram,
    gauge,
    payment(provider: string, outcome: PaymentOutcome): void {
      payments.inc({ provider, outcome });
    },
    refund(provider: string, outcome: RefundOutcome): void {
      refunds.inc({ provider, outcome });
    },
    email(outcome: EmailOutcome): void {
      emails.inc({ outcome });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
