import { BedDouble, Bus, Check, Compass, Ticket, Utensils } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n';

/** SPEC §2: what every program includes, the same list for all of them. */
const INCLUDED = [
  { key: 'accommodation', icon: BedDouble },
  { key: 'meals', icon: Utensils },
  { key: 'transport', icon: Bus },
  { key: 'guide', icon: Compass },
  { key: 'entries', icon: Ticket },
  { key: 'support', icon: Check },
] as const;

export function IncludedList() {
  const { t } = useTranslation('travel');
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {INCLUDED.map(({ key, icon: Icon }) => (
        <li key={key} className="flex items-start gap-3 rounded-2xl border border-line bg-white p-4">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-palm-50 text-palm-600">
            <Icon className="size-4.5" aria-hidden="true" />
          </span>
          <span className="pt-1.5 text-ink-soft">{t(`included.${key}`)}</span>
        </li>
      ))}
    </ul>
  );
}
