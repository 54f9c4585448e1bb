import { useToastStore } from '@gtm/web-kit/toast.ts';

/**
 * The toast region of web-kit's one toast store, so the shell's and the remotes' toasts show alike: polite for
 * news, assertive (role alert) for failures.
 */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <ol className="gtm-toasts" aria-label="Notifications">
      {toasts.map(({ id, title, description, variant = 'default' }) => (
        <li key={id} className={`gtm-toast gtm-toast--${variant}`} data-testid="toast" data-variant={variant}>
          {/* The live role sits inside the item: a list item must keep its listitem role. */}
          <div className="gtm-toast__text" role={variant === 'destructive' ? 'alert' : 'status'}>
            <p className="gtm-toast__title" data-testid="toast-title">
              {title}
            </p>
            {description && (
              <p className="gtm-toast__description" data-testid="toast-description">
                {description}
              </p>
            )}
          </div>
          <button
            type="button"
            className="gtm-toast__close"
            aria-label="Dismiss notification"
            onClick={() => dismiss(id)}
          >
            ×
          </button>
        </li>
      ))}
    </ol>
  );
}
