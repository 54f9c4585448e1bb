import { Suspense, use, useContext, useState } from 'react';
import type { ErrorInfo } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
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

  // A render error inside the remote's pages: the frame and the other areas stay up. It belongs to the page it
  // happened on: navigating elsewhere in the area renders again (resetKeys); Retry mounts the area afresh.
  const renderFailed = () => (
    <AreaFallback
      remote={remote}
      title="Something went wrong in this section"
      detail={`The ${AREA_LABELS[remote]} hit an unexpected error. The rest of the portal still works.`}
      onRetry={rerender}
    />
  );
  const reportRenderFailure = (error: unknown, info: ErrorInfo) =>
    console.error(`[${remote}] render failed`, error, info.componentStack);

  return (
    <ErrorBoundary
      key={`${remote}:${attempt}`}
      resetKeys={[pathname]}
      fallbackRender={renderFailed}
      onError={reportRenderFailure}
    >
      <Suspense
        fallback={
          <div className="gtm-area-loading" data-testid="remote-loading">
            <Spinner label={`Loading the ${AREA_LABELS[remote]}…`} />
          </div>
        }
      >
        {prerenderSlot ?? <RemoteRoutes remote={remote} onReload={reload} />}
      </Suspense>
    </ErrorBoundary>
  );
}
