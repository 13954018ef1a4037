import { type ReactNode, Suspense, type SyntheticEvent, useState } from 'react';

/**
 * A header menu whose code (Radix) loads when the visitor first points at, focuses or presses
 * its button, not with every page: until then the button is a plain one that looks the same.
 * `menu(focusTrigger)` renders the lazily loaded menu; `focusTrigger` says the plain button had
 * the focus, so the menu's own button takes it over.
 */
export function DeferredMenu({
  triggerClassName,
  triggerLabel,
  face,
  onOpen,
  menu,
}: {
  triggerClassName: string;
  triggerLabel: string;
  /** What the button shows. */
  face: ReactNode;
  /** A press or key that loads the menu also opens it. */
  onOpen: () => void;
  menu: (focusTrigger: boolean) => ReactNode;
}) {
  const [state, setState] = useState<'plain' | 'loaded' | 'focused'>('plain');
  const load = (event: SyntheticEvent<HTMLButtonElement>, openNow: boolean) => {
    if (state === 'plain') setState(document.activeElement === event.currentTarget ? 'focused' : 'loaded');
    if (openNow) onOpen();
  };

  if (state === 'plain') {
    return (
      <button
        type="button"
        className={triggerClassName}
        aria-label={triggerLabel}
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={(event) => load(event, false)}
        onFocus={(event) => load(event, false)}
        onPointerDown={(event) => {
          // Radix opens on pointer-down too; a touch that loads the menu opens it as soon as it is here.
          if (event.button === 0) load(event, true);
        }}
        onKeyDown={(event) => {
          if (['Enter', ' ', 'ArrowDown'].includes(event.key)) {
            event.preventDefault();
            load(event, true);
          }
        }}
      >
        {face}
      </button>
    );
  }
  return (
    <Suspense
      fallback={
        // While the menu's code arrives, a press still counts: the menu opens as soon as it is here.
        <button
          type="button"
          className={triggerClassName}
          aria-label={triggerLabel}
          aria-haspopup="menu"
          onClick={onOpen}
          onKeyDown={(event) => {
            if (['Enter', ' ', 'ArrowDown'].includes(event.key)) {
              event.preventDefault();
              onOpen();
            }
          }}
        >
          {face}
        </button>
      }
    >
      {menu(state === 'focused')}
    </Suspense>
  );
}
