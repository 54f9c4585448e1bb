import type { TComponent } from '../dev/components/component.ts';
import { TEST_COMPONENTS_KEY } from './global-setup.ts';

/** Stops the MongoDB, Redis and S3 that global-setup started. */
export default async function globalTeardown(): Promise<void> {
  const components = (globalThis as Record<symbol, TComponent[] | undefined>)[TEST_COMPONENTS_KEY] ?? [];
  await Promise.all(components.map((component) => component.stop()));
}
