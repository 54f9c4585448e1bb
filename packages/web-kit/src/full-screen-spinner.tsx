import css from './full-screen-spinner.css';
import { injectStyle } from '@gtm/web-kit/inject-style.ts';

injectStyle('web-kit-spinner', css);

/** A spinner in the middle of the page (no antd: it shows before any area's code has loaded). */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite">
      <div className="gtm-spinner" aria-hidden="true" />
      <span className="gtm-visually-hidden">{label}</span>
    </div>
  );
}

/** Covers the whole viewport while the signed-in state is loading (spec "Route protection"). */
export function FullScreenSpinner() {
  return (
    <div className="gtm-fullscreen-spinner" data-testid="full-screen-spinner">
      <Spinner />
    </div>
  );
}
