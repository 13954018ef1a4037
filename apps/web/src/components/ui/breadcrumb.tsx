import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

export interface Crumb {
  label: string;
  to?: string;
}

export function Breadcrumb({ items, className }: { items: Crumb[]; className?: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('breadcrumb')} className={cn('text-sm text-muted', className)}>
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((item, index) => (
          <Fragment key={item.to ?? item.label}>
            {index > 0 ? (
              <ChevronRight className="size-3.5 shrink-0 rtl:rotate-180" aria-hidden="true" />
            ) : null}
            <li className="min-w-0">
              {item.to && index < items.length - 1 ? (
                <Link to={item.to} className="hover:text-ink hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span
                  aria-current={index === items.length - 1 ? 'page' : undefined}
                  className="block truncate text-ink"
                >
                  {item.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
