import * as Popover from '@radix-ui/react-popover';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, type Ref, useState } from 'react';
import { type ChevronProps, DayPicker } from 'react-day-picker';
import { arMA, enUS, es, fr } from 'react-day-picker/locale';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { formatCalendarDate } from '../../lib/format';
import { dirOf, type Lang } from '../../lib/i18n';
import { inputClasses } from './field';

const LOCALES = { en: enUS, fr, es, ar: arMA } as const;

/** A calendar date (YYYY-MM-DD) as a local Date at midnight, for the calendar, which works in local days. */
export function fromCalendarDate(value: string): Date {
  const [year = 1970, month = 1, day = 1] = value.split('-').map(Number);
  return new Date(year, month - 1, day);
}

export function toCalendarDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function Chevron({ orientation }: ChevronProps) {
  const Icon = orientation === 'left' ? ChevronLeft : ChevronRight;
  return <Icon className="size-5 rtl:rotate-180" aria-hidden="true" />;
}

export interface DatePickerProps {
  /** The field's button, so a form can move focus to it when the date is missing. */
  ref?: Ref<HTMLButtonElement>;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** The chosen date, YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** The first date that may be chosen (YYYY-MM-DD): today in Marrakech for bookings. */
  min: string;
  /** The date marked as today; `min` unless said otherwise. */
  today?: string;
  /** Dates that cannot be chosen (sold out), YYYY-MM-DD. */
  unavailable?: readonly string[];
  /** Dates to mark as nearly full. */
  limited?: readonly string[];
  /** The month shown; the first of the month. */
  month: Date;
  onMonthChange: (month: Date) => void;
  placeholder: string;
  /** Under the calendar: a legend or what the chosen date still has. */
  footer?: ReactNode;
  onBlur?: () => void;
}

/**
 * A date field that opens a calendar (react-day-picker): past dates are
 * disabled from `min` (Marrakech's today for bookings), sold-out dates are
 * struck through, and the calendar follows the page's language and direction.
 */
export function DatePicker({
  value,
  onChange,
  min,
  today = min,
  unavailable = [],
  limited = [],
  month,
  onMonthChange,
  placeholder,
  footer,
  onBlur,
  ref,
  ...a11y
}: DatePickerProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const [open, setOpen] = useState(false);
  const first = fromCalendarDate(min);
  const soldOut = unavailable.map(fromCalendarDate);

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onBlur?.();
      }}
    >
      <Popover.Trigger
        ref={ref}
        {...a11y}
        className={cn(inputClasses(a11y['aria-invalid'] === true), 'flex items-center gap-3 text-start')}
      >
        <CalendarDays className="size-5 shrink-0 text-ochre-600" aria-hidden="true" />
        <span className={cn('flex-1 truncate', !value && 'text-muted/80')}>
          {value ? formatCalendarDate(value, lang) : placeholder}
        </span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 max-h-[var(--radix-popover-content-available-height)] overflow-y-auto overscroll-contain rounded-card bg-white p-3 shadow-lift ring-1 ring-line data-[state=open]:animate-fade-in sm:p-4"
        >
          <DayPicker
            mode="single"
            selected={value ? fromCalendarDate(value) : undefined}
            onSelect={(date) => {
              if (!date) return;
              onChange(toCalendarDate(date));
              setOpen(false);
            }}
            month={month}
            onMonthChange={onMonthChange}
            startMonth={first}
            today={fromCalendarDate(today)}
            disabled={[{ before: first }, ...soldOut]}
            modifiers={{ soldOut, limited: limited.map(fromCalendarDate) }}
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
            labels={{ labelNext: () => t('datePicker.next'), labelPrevious: () => t('datePicker.previous') }}
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
              footer: 'mt-3 border-t border-line pt-3 text-sm text-muted',
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
