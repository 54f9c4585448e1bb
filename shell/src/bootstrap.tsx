import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hasSignedInHint } from '@gtm/contracts/session-hint';
import { useSessionStore } from '@gtm/web-kit/session-store.ts';
import { App } from './app/app.tsx';
import { preloadSignedInParts } from './components/layout/signed-in-parts.tsx';

// The guards and the header need the current user: ask for it before React renders.
void useSessionStore.getState().load();
// A page that came signed in (the server's hint) fetches the header's signed-in parts meanwhile; a signed-out
// visitor never does (issue 37: the public pages carry no signed-in code).
if (hasSignedInHint(document.cookie)) void preloadSignedInParts();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// A public page arrives pre-rendered (see @gtm/contracts/prerender): hydrate it instead of painting it again.
// As a transition, hydration yields to the browser every few milliseconds instead of blocking input while the
// whole page hydrates; the page is already on screen meanwhile.
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, <App />));
else createRoot(container).render(<App />);
