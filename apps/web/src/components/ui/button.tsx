import { type ComponentPropsWithRef, cloneElement, isValidElement, type ReactElement } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'dark';
type Size = 'sm' | 'md' | 'lg' | 'icon';

const variants: Record<Variant, string> = {
  primary: 'bg-ochre-600 text-white shadow-sm hover:bg-ochre-700 active:bg-ochre-800',
  secondary: 'bg-sand-200 text-ink hover:bg-sand-300',
  outline: 'border border-line bg-white text-ink hover:border-ink/30 hover:bg-sand-100',
  ghost: 'text-ink hover:bg-sand-200/70',
  danger: 'bg-danger-600 text-white hover:bg-danger-700',
  dark: 'bg-ink text-white hover:bg-ink-soft',
};

const sizes: Record<Size, string> = {
  sm: 'h-9 px-3.5 text-sm gap-1.5',
  md: 'h-11 px-5 text-[0.9375rem] gap-2',
  lg: 'h-13 px-7 text-base gap-2.5',
  icon: 'h-10 w-10 justify-center',
};

export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', className?: string): string {
  return cn(
    'inline-flex shrink-0 items-center justify-center rounded-full font-semibold whitespace-nowrap transition-colors duration-150',
    'disabled:pointer-events-none disabled:opacity-55 focus-visible:outline-offset-2',
    variants[variant],
    sizes[size],
    className,
  );
}

interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: Variant;
  size?: Size;
  loading?: boolean;
  /** Render the single child element (a Link, say) with button styling. */
  asChild?: boolean;
}

export function Button({
  variant,
  size,
  loading,
  asChild,
  className,
  children,
  disabled,
  type,
  ...rest
}: ButtonProps) {
  const classes = buttonClasses(variant, size, className);
  if (asChild && isValidElement(children)) {
    const child = children as ReactElement<{ className?: string }>;
    return cloneElement(child, { className: cn(classes, child.props.className) });
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner className="size-4" /> : null}
      {children}
    </button>
  );
}
