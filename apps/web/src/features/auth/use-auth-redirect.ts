import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { redirectTarget } from './redirect-target';
import { useAuth } from './use-auth';

/**
 * For /login and /register: signed-in visitors are sent on to where they were
 * going (SPEC §2), and `done()` does the same after a successful sign-in.
 */
export function useAuthRedirect(): { done: () => void; search: string } {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { status } = useAuth();
  const target = redirectTarget(search);

  useEffect(() => {
    if (status === 'authenticated') navigate(target, { replace: true });
  }, [status, navigate, target]);

  return { done: () => navigate(target, { replace: true }), search };
}
