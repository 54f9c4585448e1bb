import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { logoutRedirect } from '@gtm/web-kit/access.ts';
import { useSessionStore } from '@gtm/web-kit/session-store.ts';

/** Logs out and goes to the sign-in screen of the kind the user had; keeps the failure message for display. */
export function useLogout() {
  const navigate = useNavigate();
  const logout = useSessionStore((state) => state.logout);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    setPending(true);
    setError(null);
    try {
      navigate(logoutRedirect(await logout()));
    } catch (failure) {
      setError(`Logout failed: ${failure instanceof Error ? failure.message : String(failure)}`);
    } finally {
      setPending(false);
    }
  };
  return { logout: run, pending, error };
}
