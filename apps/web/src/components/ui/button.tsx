import { type ComponentPropsWithRef, cloneElement, isValidElement, type ReactElement } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'dark' | 'glass';
type Size = 'sm' | 'md' | 'lg' | 'icon';

/** The look of a button or a link styled as one: the `.btn` classes of styles/app.css. */
export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', className?: string): string {
  return cn('btn', `btn-${variant}`, `btn-${size}`, className);
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
