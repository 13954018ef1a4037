import * as Menu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';

export interface RowAction {
  label: string;
  icon: ReactNode;
  onSelect: () => void;
  danger?: boolean;
}

/** A row's less frequent actions, behind one button (arrow keys move, Enter chooses); `false` leaves one out. */
export function RowMenu({ label, actions }: { label: string; actions: (RowAction | false)[] }) {
  return (
    <Menu.Root>
      <Menu.Trigger
        className="flex size-9 items-center justify-center rounded-full text-muted transition-colors hover:bg-sand-100 hover:text-ink data-[state=open]:bg-sand-100"
        aria-label={label}
      >
        <MoreHorizontal className="size-5" aria-hidden="true" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-2xl border border-line bg-white p-1.5 shadow-lift data-[state=open]:animate-fade-in"
        >
          {actions
            .filter((action) => action !== false)
            .map((action) => (
              <Menu.Item
                key={action.label}
                onSelect={action.onSelect}
                className={`flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-sm outline-none data-[highlighted]:bg-sand-100 ${action.danger ? 'text-danger-600' : 'text-ink'}`}
              >
                <span aria-hidden="true" className="[&>svg]:size-4">
                  {action.icon}
                </span>
                {action.label}
              </Menu.Item>
            ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
