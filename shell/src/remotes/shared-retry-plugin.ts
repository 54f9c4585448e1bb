import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Lets a shared module whose code failed to load (offline, a deploy replaced the chunk) be loaded again. The
 * federation runtime keeps the failed attempt as the module's pending load and hands it to every later request,
 * so a screen whose code uses a shared module not loaded yet (the sign-in screen's `call-operation`) could never
 * recover with Retry. Only an attempt that failed is forgotten; one still under way is left alone.
 */
export function sharedRetryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'gtm-shared-retry',
    errorLoadShare({ pkgName, shareScopeMap, error, recovered }) {
      if (recovered || error === undefined) return;
      for (const scope of Object.values(shareScopeMap)) {
        for (const shared of Object.values(scope[pkgName] ?? {})) {
          if (!shared.loaded) shared.loading = null;
        }
      }
    },
  };
}
