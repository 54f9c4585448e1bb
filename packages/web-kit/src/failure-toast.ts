// Through the package name: the shared singleton's toast store is the one the shell shows.
import { toast } from '@gtm/web-kit/toast.ts';
import { serverMessage } from '@gtm/web-kit/api-error.ts';

/**
 * Tells the user an action failed, in the destructive style: in the server's words when it gave some (a
 * refusal says why), else in the `fallback` the screen gives.
 */
export function toastFailure(title: string, error: unknown, fallback: string): void {
  toast({ title, description: serverMessage(error) ?? fallback, variant: 'destructive' });
}
