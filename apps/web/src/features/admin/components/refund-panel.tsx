import { zodResolver } from '@hookform/resolvers/zod';
import { type Refund, type RefundForm, refundForm } from '@ochre/shared/schemas/refunds';
import { Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { formatDollars } from '../../../lib/format';
import { translateError, translateMessage, useLang, useTranslation } from '../../../lib/i18n';
import { RefundHistory } from '../../orders/components/refund-history';
import { type RefundTarget, useRefund } from '../api/refunds-admin';

/** Cents are counted in whole numbers so that $0.10 + $0.20 leaves exactly what it should. */
const dollarsLeft = (paid: number, refunds: readonly Refund[]) =>
  Math.max(
    0,
    Math.round(paid * 100) -
      refunds
        .filter((refund) => refund.status !== 'failed')
        .reduce((sum, refund) => sum + Math.round(refund.amount * 100), 0),
  ) / 100;

/**
 * The refunds of a paid order or reservation: its history, and a form (amount,
 * reason) that asks before money goes back. One idempotency key per opened
 * form, so a retried or doubled click is one refund.
 */
export function RefundPanel({
  target,
  paid,
  refunds,
}: {
  target: RefundTarget;
  /** What was taken, in dollars. */
  paid: number;
  refunds: readonly Refund[];
}) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const headingId = useId();
  const left = dollarsLeft(paid, refunds);
  const [key, setKey] = useState<string | null>(null);
  const refund = useRefund(target);
  const form = useForm<RefundForm>({
    resolver: zodResolver(refundForm(left)),
    defaultValues: { amount: left, reason: '' },
  });
  const { errors } = form.formState;

  const open = () => {
    form.reset({ amount: left, reason: '' });
    setKey(crypto.randomUUID());
  };
  const close = () => setKey(null);
  const submit = form.handleSubmit((values) => {
    if (!key) return;
    refund.mutate(
      { ...values, idempotencyKey: key },
      {
        onSuccess: (response) => {
          toast.success(translateMessage(t, response.message));
          close();
        },
        onError: (error) => toast.error(translateError(t, error)),
      },
    );
  });

  if (paid <= 0 && !refunds.length) return null;
  return (
    <section className="space-y-4 rounded-2xl border border-line p-5" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="font-semibold text-ink">
          {t('refunds.title')}
        </h3>
        <p className="text-sm text-muted">{t('refunds.left', { amount: formatDollars(left, lang) })}</p>
      </div>
      {refunds.length ? (
        <RefundHistory refunds={refunds} />
      ) : (
        <p className="text-sm text-muted">{t('refunds.none')}</p>
      )}
      {left > 0 ? (
        <Button variant="outline" onClick={open}>
          <Undo2 className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          {t('refunds.refund')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={key !== null}
        onOpenChange={(next) => (next ? null : close())}
        title={t('refunds.dialogTitle')}
        description={t('refunds.dialogText', { amount: formatDollars(left, lang) })}
        confirmLabel={t('refunds.confirm')}
        pending={refund.isPending}
        onConfirm={submit}
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <Field label={t('refunds.amount')} error={errors.amount?.message} required>
            {(a11y) => (
              <Input
                {...a11y}
                type="number"
                inputMode="decimal"
                min={0.01}
                max={left}
                step={0.01}
                dir="ltr"
                {...form.register('amount', { valueAsNumber: true })}
              />
            )}
          </Field>
          <Field label={t('refunds.reason')} error={errors.reason?.message} required>
            {(a11y) => <Textarea {...a11y} rows={3} maxLength={500} {...form.register('reason')} />}
          </Field>
        </form>
      </ConfirmDialog>
    </section>
  );
}
