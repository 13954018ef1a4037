import { lazy, type ReactNode, Suspense } from 'react';

/** Radix's dialog and its focus and scroll locks come the first time a page opens one. */
const panels = () => import('./dialog-panels');
const DialogPanel = lazy(() => panels().then((m) => ({ default: m.DialogPanel })));
const SheetPanel = lazy(() => panels().then((m) => ({ default: m.SheetPanel })));

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** `xl` for wide content such as document previews. */
  size?: 'md' | 'xl';
}

export interface SheetProps extends Omit<DialogProps, 'description' | 'size'> {
  side?: 'start' | 'end';
}

/** A centred modal with a title, focus trapping, Escape to close and a close button. */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <DialogPanel {...props} />
    </Suspense>
  );
}

/** A panel sliding in from the side (mobile navigation, filters). */
export function Sheet(props: SheetProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <SheetPanel {...props} />
    </Suspense>
  );
}
