import { DISPLAY_CURRENCIES, type DisplayCurrency } from '@ochre/shared/rules/display-currency';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { HeaderMenu, type HeaderMenuProps, menuItemClass } from './header-menu';

/** The currency menu itself, loaded when the visitor first reaches for its button. */
export function CurrencyMenu({
  current,
  nameOf,
  onPick,
  note,
  ...menu
}: HeaderMenuProps & {
  current: DisplayCurrency;
  nameOf: (code: DisplayCurrency) => string;
  onPick: (code: DisplayCurrency) => void;
  /** Under the choices: the rates' date and that charges stay in dollars. */
  note: string;
}) {
  return (
    <HeaderMenu {...menu} contentClassName="w-64">
      {DISPLAY_CURRENCIES.map((code) => (
        <Menu.Item key={code} onSelect={() => onPick(code)} className={menuItemClass}>
          <span>
            {nameOf(code)} <span className="text-muted">({code})</span>
          </span>
          {code === current ? <Check className="size-4 text-ochre-600" aria-hidden="true" /> : null}
        </Menu.Item>
      ))}
      <p className="mt-1 border-t border-line px-3 pt-2 pb-1 text-xs text-muted">{note}</p>
    </HeaderMenu>
  );
}
