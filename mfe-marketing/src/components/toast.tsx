import { useEffect } from 'react';

export interface TToastMessage {
  /** Changes with every toast, so the same text shown twice is announced twice. */
  id: number;
  tone: 'success' | 'error';
  title: string;
  description?: string;
}

const TOAST_MS = 6000;

/**
 * A small toast of our own (no antd on public pages). The live region is always in the DOM so screen readers
 * announce what appears in it. It dismisses itself after a few seconds, on Escape or with its button.
 */
export function Toast({ toast, onDismiss }: { toast: TToastMessage | null; onDismiss: () => void }) {
  useEffect(() => {
    if (!toast) return undefined;
    const timer = window.setTimeout(onDismiss, TOAST_MS);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('keydown', onKey);
    };
  }, [toast, onDismiss]);

  return (
    <div className="mk-toast-region" role="status" aria-live="polite" aria-atomic="true">
      {toast && (
        <div key={toast.id} className={`mk-toast mk-toast--${toast.tone}`} data-testid="toast">
          <div>
            <p className="mk-toast__title">{toast.title}</p>
            {toast.description && <p className="mk-toast__description">{toast.description}</p>}
          </div>
          <button
            type="button"
            className="mk-toast__close"
            aria-label="Dismiss notification"
            onClick={onDismiss}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
