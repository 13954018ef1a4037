import { createContext } from 'react';

/**
 * Whether a component renders inside a `Deferred` block (deferred-component.tsx). The browser
 * wakes such a block later: it loads the texts the block uses then, not before hydrating.
 */
export const InsideDeferredBlock = createContext(false);
