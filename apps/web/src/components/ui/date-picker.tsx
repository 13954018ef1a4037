import * as Popover from '@radix-ui/react-popover';
import { CalendarDays } from 'lucide-react';
import { lazy, type ReactNode, type Ref, Suspense, useState } from 'react';
import { cn } from '../../lib/cn';
import { formatCalendarDate } from '../../lib/format';
import { useLang } from '../../lib/i18n';
import { inputClasses } from './field';
import { Spinner } from './spinner';

const loadCalendar = () => import('./calendar');
const Calendar = lazy(loadCalendar);

/** A calendar date (YYYY-MM-DD) as a local Date at midnight, for the calendar, which works in local days. */
export function fromCalendarDate(value: string): Date {
  const [year = 1970, month = 1, day = 1] = value.split('-').map(Number);
  return new Date(year, month - 1, day);
}

export function toCalendarDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The first day of a calendar date's month: the month a date picker opens on. */
export function monthOf(value: string): Date {
  const day = fromCalendarDate(value);
  return new Date(day.getFullYear(), day.getMonth(), 1);
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
  /** What a screen reader hears after a day's date, e.g. "Nearly full" (YYYY-MM-DD in). */
  describeDay?: (date: string) => string | undefined;
  onBlur?: () => void;
}

/**
 * A date field that opens a calendar (react-day-picker, loaded on first use): past dates are
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
  describeDay,
  onBlur,
  ref,
  ...a11y
}: DatePickerProps) {
  const lang = useLang();
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
        // The calendar's code loads as the visitor reaches for the field, before it opens.
        onPointerEnter={() => void loadCalendar()}
        onFocus={() => void loadCalendar()}
        className={cn(inputClasses(a11y['aria-invalid'] === true), 'flex items-center gap-3 text-start')}
      >
        <CalendarDays className="size-5 shrink-0 text-ochre-600" aria-hidden="true" />
        <span className={cn('flex-1 truncate', !value && 'text-muted')}>
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
          <Suspense
            fallback={
              <div className="flex size-72 items-center justify-center">
                <Spinner className="size-6 text-ochre-600" />
              </div>
            }
          >
            <Calendar
              selected={value ? fromCalendarDate(value) : undefined}
              onSelect={(date) => {
                onChange(toCalendarDate(date));
                setOpen(false);
              }}
              month={month}
              onMonthChange={onMonthChange}
              first={first}
              today={fromCalendarDate(today)}
              soldOut={soldOut}
              limited={limited.map(fromCalendarDate)}
              footer={footer}
              describeDay={describeDay ? (date) => describeDay(toCalendarDate(date)) : undefined}
            />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
