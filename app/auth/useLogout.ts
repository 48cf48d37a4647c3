import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from './AuthProvider';

/** Log out and, when it worked, go to /login. */
export function useLogout(): () => Promise<void> {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    if (await logout()) navigate('/login', { replace: true });
  }, [logout, navigate]);
}
