import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False while the page is rendered ahead of time and while React hydrates that HTML, true from then on (and at
 * once on a client-side navigation). For parts that must exist only with their code loaded.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
