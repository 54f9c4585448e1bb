import { useLayoutEffect, useRef } from 'react';

const AWAITING = 'is-awaiting-reveal';
const REVEALED = 'is-revealed';

/** Whether any part of the element is inside the viewport. */
const isInViewport = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight;
};

/**
 * Animates an element in once, the first time it scrolls into view. Only elements still out of view when the
 * page mounts wait hidden (`is-awaiting-reveal`, before the first paint: a layout effect): what the visitor
 * already sees, such as a pre-rendered page before its code ran, never disappears. The CSS animates only under
 * `prefers-reduced-motion: no-preference`; without IntersectionObserver nothing waits.
 */
export function useRevealOnce<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const reveal = () => {
      element.classList.remove(AWAITING);
      element.classList.add(REVEALED);
    };
    if (typeof IntersectionObserver === 'undefined' || isInViewport(element)) {
      reveal();
      return undefined;
    }
    element.classList.add(AWAITING);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        reveal();
        observer.disconnect();
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}
