import { createContext } from 'react';
import type { ReactNode } from 'react';

/**
 * Set only while the shell renders its frame ahead of time: what a remote's area renders instead of loading the
 * remote (a placeholder the server later fills with the remote's own pre-rendered HTML).
 */
export const PrerenderSlotContext = createContext<ReactNode>(null);
