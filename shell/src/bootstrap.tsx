import { createRoot } from 'react-dom/client';
import { useSessionStore } from '@gtm/web-kit/session-store.ts';
import { App } from './app/app.tsx';

// The guards and the header need the current user: ask for it before React renders.
void useSessionStore.getState().load();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(<App />);
