import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  neutral: 'bg-sand-200 text-ink',
  ochre: 'bg-ochre-100 text-ochre-800',
  green: 'bg-palm-50 text-palm-700',
  blue: 'bg-majorelle-500/10 text-majorelle-700',
  red: 'bg-danger-50 text-danger-700',
  dark: 'bg-ink text-white',
} as const;

export function Badge({
  tone = 'neutral',
  className,
  children,
}: {
  tone?: keyof typeof tones;
  className?: string;
  children: ReactNode;
}) {
  return <span className={cn('badge', tones[tone], className)}>{children}</span>;
}
