import {
  type ComponentPropsWithoutRef,
  createContext,
  type KeyboardEvent,
  startTransition,
  useContext,
  useId,
  useState,
} from 'react';

/*
 * Tabs after the WAI-ARIA pattern (a tab list, a roving focus the arrow keys move, a tab shown as
 * it gets focus, one panel at a time), in place of Radix's, which with its focus and collection
 * helpers was a tenth of a product page's JavaScript. Used as `Tabs.Root`, `Tabs.List`,
 * `Tabs.Trigger` and `Tabs.Content`, styled through `data-state` (`active`, `inactive`).
 */

type Orientation = 'horizontal' | 'vertical';

interface TabsState {
  value: string;
  select: (value: string) => void;
  orientation: Orientation;
  base: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs parts must be inside Tabs.Root');
  return state;
}

const idOf = (base: string, part: 'tab' | 'panel', value: string) => `${base}-${part}-${value}`;

export function Root({
  value,
  defaultValue = '',
  onValueChange,
  orientation = 'horizontal',
  children,
  ...props
}: Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: Orientation;
}) {
  const base = useId();
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    // A panel whose texts or code are still to load keeps the current one on screen meanwhile,
    // rather than hiding the page behind a fallback and losing the focus on the tab.
    startTransition(() => {
      setOwn(next);
      onValueChange?.(next);
    });
  };
  return (
    <TabsContext value={{ value: current, select, orientation, base }}>
      <div data-orientation={orientation} {...props}>
        {children}
      </div>
    </TabsContext>
  );
}

const KEYS: Record<Orientation, { next: string; previous: string }> = {
  horizontal: { next: 'ArrowRight', previous: 'ArrowLeft' },
  vertical: { next: 'ArrowDown', previous: 'ArrowUp' },
};

export function List({ children, ...props }: ComponentPropsWithoutRef<'div'>) {
  const { orientation } = useTabs();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const at = tabs.indexOf(event.target as HTMLButtonElement);
    if (at < 0) return;
    let { next, previous } = KEYS[orientation];
    if (orientation === 'horizontal' && getComputedStyle(event.currentTarget).direction === 'rtl') {
      [next, previous] = [previous, next];
    }
    const to =
      event.key === next
        ? (at + 1) % tabs.length
        : event.key === previous
          ? (at - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (to === null) return;
    event.preventDefault();
    tabs[to]?.focus();
  };
  return (
    <div role="tablist" aria-orientation={orientation} onKeyDown={onKeyDown} {...props}>
      {children}
    </div>
  );
}

export function Trigger({
  value,
  children,
  ...props
}: Omit<ComponentPropsWithoutRef<'button'>, 'value'> & { value: string }) {
  const { value: current, select, base } = useTabs();
  const active = value === current;
  return (
    <button
      type="button"
      role="tab"
      id={idOf(base, 'tab', value)}
      aria-selected={active}
      aria-controls={idOf(base, 'panel', value)}
      data-state={active ? 'active' : 'inactive'}
      tabIndex={active ? 0 : -1}
      // A tab is shown as soon as it is pressed or reached with the arrow keys.
      onMouseDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) select(value);
      }}
      onFocus={() => select(value)}
      onClick={() => select(value)}
      {...props}
    >
      {children}
    </button>
  );
}

export function Content({
  value,
  children,
  ...props
}: Omit<ComponentPropsWithoutRef<'div'>, 'value'> & { value: string }) {
  const { value: current, base } = useTabs();
  const active = value === current;
  return (
    <div
      role="tabpanel"
      id={idOf(base, 'panel', value)}
      aria-labelledby={idOf(base, 'tab', value)}
      data-state={active ? 'active' : 'inactive'}
      hidden={!active}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the pattern's panel takes focus, for panels without focusable content
      tabIndex={0}
      {...props}
    >
      {active ? children : null}
    </div>
  );
}
