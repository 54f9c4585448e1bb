import { useState } from 'react';
import { toast } from '@gtm/web-kit/toast.ts';
import { toastFailure } from '@gtm/web-kit/failure-toast.ts';

/** The toasts of one settings form (spec section 8): the success pair and the failure fallback. */
export type TSaveToasts = { title: string; description: string; failure: string };

/**
 * One settings form's save: `saving` while the request is pending (its button is then disabled with a
 * spinner), then the success toast, or 'Failed to update' with the server's message or the form's fallback.
 */
export function useSave<TValues>(save: (values: TValues) => Promise<unknown>, toasts: TSaveToasts) {
  const [saving, setSaving] = useState(false);
  const submit = async (values: TValues) => {
    setSaving(true);
    try {
      await save(values);
      toast({ title: toasts.title, description: toasts.description });
    } catch (error) {
      toastFailure('Failed to update', error, toasts.failure);
    } finally {
      setSaving(false);
    }
  };
  return { saving, submit };
}
