import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from './AuthProvider';

export interface LogoutControl {
  /**
   * Log out (with `everywhere`, end every session of the account on every device); when writes
   * of this user have not reached the server yet, ask first.
   */
  requestLogout(options?: { everywhere?: boolean }): Promise<void>;
  /** How many unsent writes logging out would delete: the confirmation shows while set. */
  unsentCount: number | null;
  /** "Log out anyway": the unsent writes are deleted with the rest of the user's data. */
  confirmLogout(): Promise<void>;
  cancelLogout(): void;
}

/** Counted in the outbox (loaded on demand: Dexie stays out of the first download). */
async function unsentWritesOf(userId: string): Promise<number> {
  try {
    const { countUnsentWrites } = await import('../outbox');
    return await countUnsentWrites(userId);
  } catch (error) {
    console.warn('Laws AI: could not count unsent messages', error);
    return 0;
  }
}

/**
 * Log out and, when it worked, go to /login. Logging out deletes the user's data on this
 * device, including writes still waiting in the outbox (DESIGN.md "Auth offline"): those are
 * first given one more chance to go out, and if some are left the user is told how many
 * would be lost and must confirm.
 */
export function useLogout(): LogoutControl {
  const { logout, user } = useAuth();
  const navigate = useNavigate();
  const [unsentCount, setUnsentCount] = useState<number | null>(null);
  const everywhere = useRef(false);

  const finish = useCallback(async () => {
    if (await logout({ everywhere: everywhere.current })) navigate('/login', { replace: true });
  }, [logout, navigate]);

  const requestLogout = useCallback(
    async (options: { everywhere?: boolean } = {}) => {
      everywhere.current = options.everywhere ?? false;
      const unsent = user ? await unsentWritesOf(user.id) : 0;
      if (unsent > 0) setUnsentCount(unsent);
      else await finish();
    },
    [user, finish],
  );

  const confirmLogout = useCallback(async () => {
    setUnsentCount(null);
    await finish();
  }, [finish]);

  const cancelLogout = useCallback(() => setUnsentCount(null), []);

  return { requestLogout, unsentCount, confirmLogout, cancelLogout };
}

/** "1 unsent message", "3 unsent messages". */
export function unsentMessagesLabel(count: number): string {
  return `${count} unsent message${count === 1 ? '' : 's'}`;
}
