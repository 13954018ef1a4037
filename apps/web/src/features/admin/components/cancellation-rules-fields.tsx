import type { CancellationRules } from '@ochre/shared/rules/cancellation';
import { useId } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { Checkbox, Field, Input } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/i18n';
import { CancellationPolicyText } from '../../bookings/components/cancellation-policy';
import { Block, RemoveButton } from './booking-setup-fields';

/** An empty box reads as NaN, which the shared schema refuses with its message. */
const numberOf = (value: string) => (value === '' ? Number.NaN : Number(value));

/**
 * The cancellation rules of an activity or a program (issue 16): refund
 * limits in hours before the start and whether the deposit comes back, with
 * the policy as guests will read it.
 */
export function CancellationRulesFields({
  value,
  onChange,
  errors,
}: {
  value: CancellationRules;
  onChange: (value: CancellationRules) => void;
  errors: FieldErrors<CancellationRules> | undefined;
}) {
  const { t } = useTranslation('admin');
  const depositId = useId();
  const setTier = (index: number, patch: Partial<CancellationRules['tiers'][number]>) =>
    onChange({
      ...value,
      tiers: value.tiers.map((tier, i) => (i === index ? { ...tier, ...patch } : tier)),
    });
  const valid = value.tiers.every(
    (tier) => Number.isFinite(tier.hoursBefore) && Number.isFinite(tier.percent),
  );

  return (
    <Block
      title={t('booking.cancellation')}
      hint={t('booking.cancellationHint')}
      onAdd={() => onChange({ ...value, tiers: [...value.tiers, { hoursBefore: 0, percent: 0 }] })}
      addLabel={t('booking.addTier')}
      error={errors?.tiers?.message ?? errors?.tiers?.root?.message}
    >
      {value.tiers.map((tier, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no identity of their own.
        <div key={index} className="flex gap-3">
          <Field
            label={t('booking.hoursBefore')}
            error={errors?.tiers?.[index]?.hoursBefore?.message}
            className="flex-1"
          >
            {(a11y) => (
              <Input
                {...a11y}
                type="number"
                inputMode="numeric"
                min={0}
                dir="ltr"
                value={Number.isNaN(tier.hoursBefore) ? '' : tier.hoursBefore}
                onChange={(event) => setTier(index, { hoursBefore: numberOf(event.target.value) })}
              />
            )}
          </Field>
          <Field
            label={t('booking.refundPercent')}
            error={errors?.tiers?.[index]?.percent?.message}
            className="w-32"
          >
            {(a11y) => (
              <Input
                {...a11y}
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                dir="ltr"
                value={Number.isNaN(tier.percent) ? '' : tier.percent}
                onChange={(event) => setTier(index, { percent: numberOf(event.target.value) })}
              />
            )}
          </Field>
          <RemoveButton
            label={t('booking.remove')}
            onClick={() => onChange({ ...value, tiers: value.tiers.filter((_, i) => i !== index) })}
          />
        </div>
      ))}
      <label htmlFor={depositId} className="flex items-center gap-2 text-sm text-ink">
        <Checkbox
          id={depositId}
          checked={value.depositRefundable}
          onChange={(event) => onChange({ ...value, depositRefundable: event.target.checked })}
        />
        {t('booking.depositRefundable')}
      </label>
      {valid ? (
        <div className="rounded-xl bg-sand-50 p-3">
          <p className="text-xs font-semibold text-ink">{t('booking.guestsRead')}</p>
          <CancellationPolicyText rules={value} />
        </div>
      ) : null}
    </Block>
  );
}
