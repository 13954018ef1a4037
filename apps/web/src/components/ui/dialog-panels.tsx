import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import type { DialogProps, SheetProps } from './dialog';

/** Radix's dialog behind `Dialog` and `Sheet` (./dialog), loaded the first time one opens. */
export function DialogPanel({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  size = 'md',
}: DialogProps) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
            size === 'xl' ? 'max-w-4xl' : 'max-w-md',
            'rounded-card bg-white p-6 shadow-lift sm:p-8 data-[state=open]:animate-fade-in',
            className,
          )}
        >
          <RadixDialog.Title className="pe-8 font-display text-2xl font-semibold text-ink">
            {title}
          </RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-2 text-muted">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="mt-6">{children}</div>
          <RadixDialog.Close
            className="absolute end-4 top-4 rounded-full p-2 text-muted transition-colors hover:bg-sand-100 hover:text-ink"
            aria-label={t('actions.close')}
          >
            <X className="size-5" aria-hidden="true" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export function SheetPanel({ open, onOpenChange, title, children, side = 'start', className }: SheetProps) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/50 data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          className={cn(
            'fixed inset-y-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-sand-50 shadow-lift',
            side === 'start' ? 'start-0' : 'end-0',
            className,
          )}
        >
          <div className="flex items-center justify-between border-b border-line px-5 py-4">
            <RadixDialog.Title className="font-display text-xl font-semibold">{title}</RadixDialog.Title>
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
            <RadixDialog.Close
              className="rounded-full p-2 text-muted hover:bg-sand-200 hover:text-ink"
              aria-label={t('actions.close')}
            >
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-5">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
