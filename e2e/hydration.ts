import type { Locator } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Waits until React owns the element: public pages arrive pre-rendered, so what is on screen may not have its
 * code yet. React marks the DOM nodes it has hydrated or rendered with its own properties.
 */
export const expectHydrated = async (element: Locator): Promise<void> => {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
};
