import { useEffect, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { Price } from '../../../components/ui/price';
import { cn } from '../../../lib/cn';

/**
 * On phones the booking form sits below the description: a bar at the bottom
 * keeps the price and a way to it in sight, and steps aside once the form is
 * on screen.
 */
export function StickyBookBar({
  targetId,
  price,
  original,
  unit,
  label,
}: {
  targetId: string;
  price: number;
  original?: number | null;
  unit: string;
  label: string;
}) {
  const [formVisible, setFormVisible] = useState(true);
  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setFormVisible(Boolean(entry?.isIntersecting)), {
      rootMargin: '0px 0px -20% 0px',
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [targetId]);

  return (
    <div
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 px-4 py-3 shadow-lift backdrop-blur transition-transform lg:hidden',
        formVisible && 'translate-y-full',
      )}
      aria-hidden={formVisible}
    >
      <div className="mx-auto flex max-w-xl items-center justify-between gap-4">
        <div>
          <Price value={price} original={original} size="sm" />
          <p className="text-xs text-muted">{unit}</p>
        </div>
        <a href={`#${targetId}`} className={buttonClasses('primary', 'md')} tabIndex={formVisible ? -1 : 0}>
          {label}
        </a>
      </div>
    </div>
  );
}
