import { paragraphs } from '@ochre/shared/rules/text';
import type { Activity } from '@ochre/shared/schemas/activities';
import { Check, Clock, Gauge, MapPin, ShieldCheck, Tag, Users, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { CancellationPolicyText } from '../../bookings/components/cancellation-policy';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="font-display text-2xl font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function List({ items, icon }: { items: string[]; icon: 'check' | 'x' | 'dot' }) {
  return (
    <ul className="space-y-2.5">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-ink-soft">
          {icon === 'check' ? (
            <Check className="mt-0.5 size-5 shrink-0 text-palm-600" aria-hidden="true" />
          ) : icon === 'x' ? (
            <X className="mt-0.5 size-5 shrink-0 text-danger-600" aria-hidden="true" />
          ) : (
            <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-ochre-500" aria-hidden="true" />
          )}
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * SPEC §2 Activity detail: the description in paragraphs, the details,
 * what is included and not, the requirements and the cancellation policy.
 */
export function ActivityDetails({ activity }: { activity: Activity }) {
  const { t } = useTranslation('booking');
  const facts = [
    { icon: Clock, label: t('facts.duration'), value: activity.duration },
    { icon: MapPin, label: t('facts.location'), value: activity.location },
    {
      icon: Users,
      label: t('facts.participants'),
      value: t('facts.participantRange', { min: activity.minParticipants, max: activity.maxParticipants }),
    },
    { icon: Gauge, label: t('facts.difficulty'), value: t(`difficulty.${activity.difficulty}`) },
    { icon: Tag, label: t('facts.category'), value: activity.category },
  ].filter((fact) => fact.value);

  return (
    <div className="space-y-12">
      <Section id="activity-about" title={t('detail.about')}>
        <div className="space-y-4 text-[1.0625rem] leading-relaxed text-ink-soft">
          {paragraphs(activity.description).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section id="activity-facts" title={t('detail.details')}>
        <dl className="grid gap-3 sm:grid-cols-2">
          {facts.map(({ icon: Icon, label, value }) => (
            // A list's groups may hold only dt and dd: the icon sits inside the term, placed beside both.
            <div
              key={label}
              className="relative flex min-h-[4.625rem] flex-col justify-center rounded-2xl border border-line bg-white py-4 pe-4 ps-[4.25rem]"
            >
              <dt className="text-xs font-semibold tracking-wide text-muted uppercase">
                <span className="absolute start-4 top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-ochre-50 text-ochre-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                {label}
              </dt>
              <dd className="font-medium text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      {activity.included.length || activity.excluded.length ? (
        <div className="grid gap-10 sm:grid-cols-2">
          {activity.included.length ? (
            <Section id="activity-included" title={t('detail.included')}>
              <List items={activity.included} icon="check" />
            </Section>
          ) : null}
          {activity.excluded.length ? (
            <Section id="activity-excluded" title={t('detail.excluded')}>
              <List items={activity.excluded} icon="x" />
            </Section>
          ) : null}
        </div>
      ) : null}

      {activity.requirements.length ? (
        <Section id="activity-requirements" title={t('detail.requirements')}>
          <List items={activity.requirements} icon="dot" />
        </Section>
      ) : null}

      <Section id="activity-cancellation" title={t('detail.cancellation')}>
        <div className="flex gap-3 rounded-2xl bg-palm-50 p-5 leading-relaxed text-ink-soft">
          <ShieldCheck className="mt-0.5 size-5 shrink-0 text-palm-600" aria-hidden="true" />
          <div className="space-y-2">
            <CancellationPolicyText rules={activity.booking.cancellation} className="space-y-1" />
            {activity.cancellationPolicy ? <p>{activity.cancellationPolicy}</p> : null}
          </div>
        </div>
      </Section>
    </div>
  );
}
