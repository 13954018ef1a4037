import * as Menu from '@radix-ui/react-dropdown-menu';
import { type ReactNode, useEffect, useRef } from 'react';

export const menuItemClass =
  'flex cursor-pointer items-center justify-between gap-4 rounded-xl px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-sand-100';

export interface HeaderMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerClassName: string;
  triggerLabel: string;
  /** The plain button it replaces had the focus: the menu's button takes it over. */
  focusTrigger: boolean;
  /** What the button shows. */
  face: ReactNode;
}

/** A header menu (Radix) as DeferredMenu loads it: its button, and its items in a panel under it. */
export function HeaderMenu({
  open,
  onOpenChange,
  triggerClassName,
  triggerLabel,
  focusTrigger,
  face,
  contentClassName,
  children,
}: HeaderMenuProps & { contentClassName: string; children: ReactNode }) {
  const trigger = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when it first replaces the plain button
  useEffect(() => {
    if (focusTrigger) trigger.current?.focus();
  }, []);

  return (
    <Menu.Root open={open} onOpenChange={onOpenChange}>
      <Menu.Trigger ref={trigger} className={triggerClassName} aria-label={triggerLabel}>
        {face}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          className={`z-50 rounded-2xl border border-line bg-white p-1.5 shadow-lift data-[state=open]:animate-fade-in ${contentClassName}`}
        >
          {children}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
