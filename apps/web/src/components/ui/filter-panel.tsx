import { Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { formatPrice } from '../../lib/format';
import { useLang } from '../../lib/i18n';
import { Input, Select } from './field';
import { RangeSlider } from './range-slider';

/** Typing and sliding settle before the list is asked again. */
const SETTLE_MS = 400;

type Commit<T> = (value: T, options?: { replace?: boolean }) => void;

/**
 * A draft that follows what the visitor types or slides and commits it once it
 * settles; a new committed value (back button, Clear All, a shared link)
 * replaces the draft.
 */
function useSettledDraft<T>(committed: T, commit: Commit<T>, same: (a: T, b: T) => boolean) {
  const [draft, setDraft] = useState(committed);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new committed value resets the draft
  useEffect(() => setDraft((current) => (same(current, committed) ? current : committed)), [committed]);
  useEffect(() => {
    if (same(draft, committed)) return;
    const timer = setTimeout(() => commit(draft, { replace: true }), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [draft, committed, commit, same]);
  return [draft, setDraft] as const;
}

const sameSearch = (a: string, b: string) => a.trim() === b;
const sameRange = (a: readonly [number, number], b: readonly [number, number]) =>
  a[0] === b[0] && a[1] === b[1];

/** One titled group of a filter sidebar; the title labels the control when `htmlFor` names it. */
export function FilterSection({
  title,
  children,
  htmlFor,
}: {
  title: string;
  children: ReactNode;
  htmlFor?: string;
}) {
  const Title = htmlFor ? 'label' : 'h3';
  return (
    <div className="space-y-3 border-b border-line pb-6 last:border-0 last:pb-0">
      <Title htmlFor={htmlFor} className="block text-sm font-semibold text-ink">
        {title}
      </Title>
      {children}
    </div>
  );
}

/** A filter chosen from a list (a category, a place), with "all" first. */
export function FilterSelect({
  title,
  value,
  onChange,
  allLabel,
  options,
}: {
  title: string;
  value: string;
  onChange: (value: string) => void;
  allLabel: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <FilterSection title={title} htmlFor={id}>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FilterSection>
  );
}

/** The keyword box: commits as typing settles, and at once on Enter. */
export function FilterSearch({
  title,
  placeholder,
  value,
  onCommit,
}: {
  title: string;
  placeholder: string;
  value: string;
  onCommit: Commit<string>;
}) {
  const id = useId();
  const [draft, setDraft] = useSettledDraft(
    value,
    (text, options) => onCommit(text.trim(), options),
    sameSearch,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCommit(draft.trim());
  };
  return (
    <FilterSection title={title} htmlFor={id}>
      <form onSubmit={submit} className="relative">
        <Search
          className="pointer-events-none absolute start-3.5 top-1/2 size-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={placeholder}
          className="ps-10"
        />
      </form>
    </FilterSection>
  );
}

/** The price range slider; the top of the range reads "$500+" style through `formatTop`. */
export function FilterPriceRange({
  title,
  range,
  value,
  onCommit,
  minLabel,
  maxLabel,
  formatTop,
}: {
  title: string;
  range: { min: number; max: number; step: number };
  value: readonly [number, number];
  onCommit: Commit<[number, number]>;
  minLabel: string;
  maxLabel: string;
  /** The label of the highest price, which also means "and above". */
  formatTop: (price: string) => string;
}) {
  const lang = useLang();
  const [draft, setDraft] = useSettledDraft<readonly [number, number]>(
    value,
    (next, options) => onCommit([next[0], next[1]], options),
    sameRange,
  );
  const format = (price: number) =>
    price === draft[1] && price >= range.max ? formatTop(formatPrice(price, lang)) : formatPrice(price, lang);
  return (
    <FilterSection title={title}>
      <RangeSlider
        min={range.min}
        max={range.max}
        step={range.step}
        value={[draft[0], draft[1]]}
        onChange={setDraft}
        minLabel={minLabel}
        maxLabel={maxLabel}
        formatValue={format}
      />
    </FilterSection>
  );
}
