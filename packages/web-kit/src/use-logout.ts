import { useState } from 'react';
import { useNavigate } from '@gtm/web-kit/router.ts';
import { logoutRedirect } from '@gtm/web-kit/access.ts';
import { useSessionStore } from '@gtm/web-kit/session-store.ts';
import { toast } from '@gtm/web-kit/toast.ts';

/**
 * Logs out (the `logout` operation), toasts spec section 8's 'Logged out' or 'Logout failed', and goes to the
 * sign-in screen of the kind the user had: the shell's user menu and every area's own Logout behave alike.
 */
export function useLogout() {
  const navigate = useNavigate();
  const logout = useSessionStore((state) => state.logout);
  const [pending, setPending] = useState(false);

  const run = async () => {
    setPending(true);
    try {
      const previousKind = await logout();
      toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
      navigate(logoutRedirect(previousKind));
    } catch (failure) {
      toast({
        title: 'Logout failed',
        description: failure instanceof Error ? failure.message : String(failure),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };
  return { logout: run, pending };
}
