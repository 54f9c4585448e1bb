import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Marks the stand-in module that a failed remote load yields instead of a rejected promise. */
const REMOTE_UNAVAILABLE = Symbol.for('gtm.remote-unavailable');

export interface TUnavailableRemoteModule {
  [REMOTE_UNAVAILABLE]: true;
  id: string;
  error: unknown;
}

export const isUnavailableRemoteModule = (value: unknown): value is TUnavailableRemoteModule =>
  typeof value === 'object' && value !== null && REMOTE_UNAVAILABLE in value;

/**
 * Turns any failure of `loadRemote` (manifest unreachable, remote entry or chunk failing, expose missing) into
 * a stand-in module, so a remote that is down costs only its own area and never an unhandled rejection.
 * Earlier lifecycles are left alone: their errors reach `onLoad`, the one place that answers for all of them.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'gtm-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`[federation] ${id} is unavailable`, error);
      const fallback: TUnavailableRemoteModule = { [REMOTE_UNAVAILABLE]: true, id, error };
      return fallback;
    },
  };
}
