import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';

/** Header product search: a blank query is ignored, otherwise it is trimmed and opens /products (SPEC §2). */
export function SearchBox({ className, onDone }: { className?: string; onDone?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (!trimmed) return;
    navigate(`/products?search=${encodeURIComponent(trimmed)}`);
    setQuery('');
    onDone?.();
  };

  return (
    <search className={cn('relative block', className)}>
      {/* Before the page is interactive the form still works: the browser sends it to /products itself. */}
      <form action="/products" method="get" onSubmit={submit}>
        <label htmlFor={id} className="sr-only">
          {t('header.searchLabel')}
        </label>
        <input
          id={id}
          type="search"
          name="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('header.searchPlaceholder')}
          className="search-input"
        />
        <button type="submit" className="search-submit" aria-label={t('header.searchSubmit')}>
          <Search className="size-4" aria-hidden="true" />
        </button>
      </form>
    </search>
  );
}
