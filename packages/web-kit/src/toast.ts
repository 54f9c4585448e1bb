import { create } from 'zustand';

/** A toast of spec section 8: failures use the destructive style. */
export interface TToast {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export interface TShownToast extends TToast {
  id: number;
}

interface TToastState {
  toasts: TShownToast[];
  dismiss: (id: number) => void;
}

/** How long a toast stays: long enough to read two lines, short enough not to pile up. */
export const TOAST_DURATION_MS = 5000;
/** The newest few are enough; more would cover the page on repeated failures. */
export const MAX_TOASTS = 3;

let nextId = 1;

/**
 * The portal's toasts. web-kit is a shared singleton, so the shell and every remote write to this one store and
 * the shell's Toaster shows them; they live outside the routes, so a toast survives the navigation that follows it.
 */
export const useToastStore = create<TToastState>()((set) => ({
  toasts: [],
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

/** Shows a toast and dismisses it after {@link TOAST_DURATION_MS}. */
export function toast(content: TToast): void {
  const id = nextId++;
  useToastStore.setState((state) => ({ toasts: [...state.toasts, { ...content, id }].slice(-MAX_TOASTS) }));
  setTimeout(() => useToastStore.getState().dismiss(id), TOAST_DURATION_MS);
}
