import { type CancellationRules, sortedTiers } from '@ochre/shared/rules/cancellation';
import { useTranslation } from '../../../lib/i18n';

/** A cancellation policy in words, in the page's language (rules/cancellation.ts is the same rule in numbers). */
export function CancellationPolicyText({
  rules,
  className,
}: {
  rules: CancellationRules;
  className?: string;
}) {
  const { t } = useTranslation('booking');
  const tiers = sortedTiers(rules).filter((tier) => tier.percent > 0);
  return (
    <ul
      className={className ?? 'list-disc space-y-1 ps-5 text-sm text-muted'}
      data-testid="cancellation-policy"
    >
      {tiers.map((tier) => (
        <li key={tier.hoursBefore}>
          {tier.percent >= 100
            ? t('policy.full', { hours: tier.hoursBefore })
            : t('policy.partial', { hours: tier.hoursBefore, percent: tier.percent })}
        </li>
      ))}
      <li>{tiers.length ? t('policy.later') : t('policy.never')}</li>
      {rules.depositRefundable ? null : <li>{t('policy.depositKept')}</li>}
    </ul>
  );
}
