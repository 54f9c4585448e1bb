import { Component, Suspense, use, useContext, useState } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { matchRoutes, renderMatches, useLocation } from '@gtm/web-kit/router.ts';
import type { TRemoteName } from '@gtm/contracts/remotes';
import { Spinner } from '@gtm/web-kit/full-screen-spinner.tsx';
import { reloadRemoteRoutes, remoteRoutes } from '../remotes/remote-registry.ts';
import { NotFoundScreen } from './not-found-screen.tsx';
import { PrerenderSlotContext } from './prerender-slot.ts';

const AREA_LABELS: Record<TRemoteName, string> = {
  marketing: 'public site',
  candidate: 'candidate area',
  admin: 'admin area',
  employer: 'employer area',
};

interface TAreaFallbackProps {
  remote: TRemoteName;
  title: string;
  detail: string;
  onRetry: () => void;
}

/** What an area shows when its remote is down or broke while rendering; the rest of the portal keeps working. */
function AreaFallback({ remote, title, detail, onRetry }: TAreaFallbackProps) {
  return (
    <section className="gtm-screen" role="alert" data-testid="remote-fallback" data-remote={remote}>
      <h2>{title}</h2>
      <p>{detail}</p>
      <div className="gtm-screen__actions">
        <button type="button" className="gtm-button" onClick={onRetry} data-testid="remote-retry">
          Retry
        </button>
      </div>
    </section>
  );
}

interface TBoundaryProps {
  remote: TRemoteName;
  pathname: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a render error inside a remote's pages, so the frame and the other areas stay up. */
class AreaErrorBoundary extends Component<TBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[${this.props.remote}] render failed`, error, info.componentStack);
  }

  override componentDidUpdate(previous: TBoundaryProps) {
    // A failure belongs to the page it happened on: navigating elsewhere in the area renders again.
    if (this.state.failed && previous.pathname !== this.props.pathname) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <AreaFallback
        remote={this.props.remote}
        title="Something went wrong in this section"
        detail={`The ${AREA_LABELS[this.props.remote]} hit an unexpected error. The rest of the portal still works.`}
        onRetry={this.props.onRetry}
      />
    );
  }
}

function RemoteRoutes({ remote, onReload }: { remote: TRemoteName; onReload: () => void }) {
  const location = useLocation();
  const result = use(remoteRoutes(remote));
  if (result.status === 'unavailable') {
    return (
      <AreaFallback
        remote={remote}
        title="This section is temporarily unavailable"
        detail={`The ${AREA_LABELS[remote]} could not be loaded. The rest of the portal still works.`}
        onRetry={onReload}
      />
    );
  }
  const matches = matchRoutes(result.routes, location);
  return matches ? renderMatches(matches) : <NotFoundScreen />;
}

/**
 * Mounts a remote's route tree inside the frame: loads it on first use (a spinner meanwhile), renders the
 * matching route, and shows a fallback with Retry when the remote is down. Retry really reloads the remote
 * (fresh manifest, re-registered entry), since the federation runtime would otherwise replay the failure.
 *
 * On a pre-rendered page the Suspense boundary arrives with the remote's HTML in it: React keeps that HTML on
 * screen while the remote loads, then hydrates it with the remote's routes.
 */
export function RemoteArea({ remote }: { remote: TRemoteName }) {
  const { pathname } = useLocation();
  const prerenderSlot = useContext(PrerenderSlotContext);
  const [attempt, setAttempt] = useState(0);
  const rerender = () => setAttempt((value) => value + 1);
  const reload = () => {
    reloadRemoteRoutes(remote);
    rerender();
  };

  return (
    <AreaErrorBoundary key={`${remote}:${attempt}`} remote={remote} pathname={pathname} onRetry={rerender}>
      <Suspense
        fallback={
          <div className="gtm-area-loading" data-testid="remote-loading">
            <Spinner label={`Loading the ${AREA_LABELS[remote]}…`} />
          </div>
        }
      >
        {prerenderSlot ?? <RemoteRoutes remote={remote} onReload={reload} />}
      </Suspense>
    </AreaErrorBoundary>
  );
}
