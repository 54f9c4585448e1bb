import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { TSignInVariant } from '@gtm/contracts/operations/sign-in';
import { FullScreenSpinner } from '@gtm/web-kit/full-screen-spinner.tsx';

// The screens (and their validation) load only on their routes, so public pages never wait for them.
const loadSignInScreen = () => lazy(() => import('./components/sign-in-screen.tsx'));
let SignInScreen = loadSignInScreen();

/** What the route shows when the screen's code cannot load (offline, a deploy replaced the chunk). */
function SignInUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="gtm-screen" role="alert" data-testid="sign-in-unavailable">
      <h1>Sign-in is unavailable right now</h1>
      <p>The sign-in screen could not load. Check your connection and try again.</p>
      <div className="gtm-screen__actions">
        <button type="button" className="gtm-button" onClick={onRetry}>
          Retry
        </button>
      </div>
    </section>
  );
}

/** A sign-in route: the lazily loaded screen, a spinner while it loads, a Retry if it cannot. */
export function SignInEntry({ variant }: { variant: TSignInVariant }) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    // React.lazy keeps a failed import; a fresh one asks for the chunk again.
    SignInScreen = loadSignInScreen();
    setAttempt((count) => count + 1);
  };
  return (
    // Keyed by the attempt: a retry mounts the boundary afresh, with the fresh import.
    <ErrorBoundary key={attempt} fallback={<SignInUnavailable onRetry={retry} />}>
      <Suspense fallback={<FullScreenSpinner />}>
        <SignInScreen variant={variant} />
      </Suspense>
    </ErrorBoundary>
  );
}
