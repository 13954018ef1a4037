import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../../components/ui/link';
import { cn } from '../../../lib/cn';

/** The heading every home section opens with: a small eyebrow, the title, a line of text and an optional "see all" link. */
export function SectionHeader({
  id,
  eyebrow,
  title,
  text,
  link,
  align = 'start',
}: {
  id: string;
  eyebrow: string;
  title: string;
  text?: ReactNode;
  link?: { to: string; label: string };
  align?: 'start' | 'center';
}) {
  return (
    <div className={align === 'center' ? 'flex flex-col items-center gap-6 text-center' : 'section-head'}>
      <div className={cn('max-w-2xl', align === 'center' && 'mx-auto')}>
        <p className="section-eyebrow">{eyebrow}</p>
        <h2 id={id} className="section-title">
          {title}
        </h2>
        {text ? <p className="section-text">{text}</p> : null}
      </div>
      {link ? (
        <Link to={link.to} className="group section-link">
          {link.label}
          <ArrowRight className="arrow-nudge size-4" aria-hidden="true" />
        </Link>
      ) : null}
    </div>
  );
}

/** The vertical rhythm shared by the sections below the hero. */
export const sectionSpacing = 'py-16 sm:py-24';

/**
 * A row that scrolls sideways on phones (one card and a peek of the next) and
 * becomes a grid from `md` up; add the grid's columns to `list`.
 */
export const rail = {
  list: 'rail',
  item: 'rail-item',
} as const;
