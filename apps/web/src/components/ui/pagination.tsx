import { pageItems } from '@ochre/shared/rules/pagination';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';

/** Numbered pages: up to five buttons, then an ellipsis and the last page (SPEC §9). */
export function Pagination({
  page,
  pages,
  onChange,
  className,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const button =
    'inline-flex size-10 items-center justify-center rounded-full text-sm font-semibold transition-colors';
  return (
    <nav
      aria-label={t('pagination.label')}
      className={cn('flex items-center justify-center gap-1.5', className)}
    >
      <button
        type="button"
        className={cn(button, 'text-ink hover:bg-sand-200 disabled:opacity-40')}
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
        aria-label={t('pagination.previous')}
      >
        <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
      </button>
      {pageItems(page, pages).map((item, index) =>
        item === 'ellipsis' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: ellipses have no identity of their own
          <span key={`e${index}`} className="px-1 text-muted" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            onClick={() => onChange(item)}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('pagination.page', { page: item })}
            className={cn(button, item === page ? 'bg-ink text-white' : 'text-ink hover:bg-sand-200')}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={cn(button, 'text-ink hover:bg-sand-200 disabled:opacity-40')}
        onClick={() => onChange(page + 1)}
        disabled={page >= pages}
        aria-label={t('pagination.next')}
      >
        <ChevronRight className="size-4 rtl:rotate-180" aria-hidden="true" />
      </button>
    </nav>
  );
}
