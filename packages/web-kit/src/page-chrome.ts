import { useEffect } from 'react';
import { create } from 'zustand';

interface TPageChromeState {
  /** How many mounted pages asked to hide the footer (a counter, so nested or overlapping pages agree). */
  footerHiders: number;
}

/** The frame settings a page may change; web-kit is a shared singleton, so remote pages reach the shell's footer. */
export const usePageChrome = create<TPageChromeState>()(() => ({ footerHiders: 0 }));

/** Hides the shell's footer while the calling page is mounted. */
export function useHideFooter(): void {
  useEffect(() => {
    usePageChrome.setState((state) => ({ footerHiders: state.footerHiders + 1 }));
    return () => usePageChrome.setState((state) => ({ footerHiders: state.footerHiders - 1 }));
  }, []);
}
