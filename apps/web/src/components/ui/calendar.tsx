import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { type ChevronProps, DayPicker, labelDayButton } from 'react-day-picker';
import { arMA, enUS, es, fr } from 'react-day-picker/locale';
import { dirOf, useLang, useTranslation } from '../../lib/i18n';

const LOCALES = { en: enUS, fr, es, ar: arMA } as const;

function Chevron({ orientation }: ChevronProps) {
  const Icon = orientation === 'left' ? ChevronLeft : ChevronRight;
  return <Icon className="size-5 rtl:rotate-180" aria-hidden="true" />;
}

export interface CalendarProps {
  selected: Date | undefined;
  onSelect: (date: Date) => void;
  month: Date;
  onMonthChange: (month: Date) => void;
  first: Date;
  today: Date;
  soldOut: Date[];
  limited: Date[];
  footer?: ReactNode;
  /** What a screen reader hears after a day's date, e.g. "Nearly full". */
  describeDay?: (date: Date) => string | undefined;
}

/** The month grid of the date picker (react-day-picker), in a module of its own: it loads when a picker opens. */
export default function Calendar({
  selected,
  onSelect,
  month,
  onMonthChange,
  first,
  today,
  soldOut,
  limited,
  footer,
  describeDay,
}: CalendarProps) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <DayPicker
      mode="single"
      selected={selected}
      onSelect={(date) => {
        if (date) onSelect(date);
      }}
      month={month}
      onMonthChange={onMonthChange}
      startMonth={first}
      today={today}
      disabled={[{ before: first }, ...soldOut]}
      modifiers={{ soldOut, limited }}
      modifiersClassNames={{
        soldOut: '[&>button]:line-through [&>button]:decoration-danger-600/70',
        limited:
          '[&>button]:after:absolute [&>button]:after:bottom-1 [&>button]:after:size-1 [&>button]:after:rounded-full [&>button]:after:bg-ochre-500',
      }}
      locale={LOCALES[lang]}
      dir={dirOf(lang)}
      numerals="latn"
      weekStartsOn={1}
      showOutsideDays
      fixedWeeks
      footer={footer}
      labels={{
        labelNext: () => t('datePicker.next'),
        labelPrevious: () => t('datePicker.previous'),
        // The day's status (nearly full, sold out, closed) follows its date for screen readers.
        labelDayButton: (date, modifiers) =>
          [labelDayButton(date, modifiers, { locale: LOCALES[lang] }), describeDay?.(date)]
            .filter(Boolean)
            .join(', '),
      }}
      components={{ Chevron }}
      classNames={{
        root: 'relative text-ink',
        months: 'relative',
        month: 'space-y-3',
        month_caption: 'flex h-10 items-center px-2 font-display text-lg font-semibold capitalize',
        nav: 'absolute end-0 top-0 flex items-center gap-1',
        button_previous:
          'inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-sand-100 disabled:opacity-30',
        button_next:
          'inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-sand-100 disabled:opacity-30',
        month_grid: 'border-collapse',
        weekday: 'size-10 text-xs font-semibold text-muted uppercase',
        day: 'p-0.5 text-center text-sm',
        day_button:
          'relative inline-flex size-10 items-center justify-center rounded-full tabular-nums transition-colors hover:bg-ochre-50 disabled:cursor-not-allowed disabled:hover:bg-transparent',
        today: '[&>button]:font-bold [&>button]:text-ochre-700',
        selected: '[&>button]:bg-ochre-600 [&>button]:text-white [&>button]:hover:bg-ochre-700',
        outside: 'text-muted/50',
        disabled: 'text-muted/40',
        // The legend wraps within the month's width rather than widening the calendar.
        footer: 'mt-3 w-0 min-w-full border-t border-line pt-3 text-sm text-muted',
      }}
    />
  );
}
