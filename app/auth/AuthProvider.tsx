import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { CURRENT_USER_CACHE_MS } from '../../core/constants';
import type { User } from '../../core/schemas/auth';
import { apiRequest } from '../api/client';
import { toast } from '../components/toast';
import { noteServerReachable } from '../pwa/pwaState';
import { clearUserData, saveLastKnownUser } from '../db/onDemand';
import { authState, setSignedIn, setSignedOut, type AuthStatus } from '../state/auth';
import { forgetYourState, loadYourState, syncYourState } from '../state/yourState';
import { CURRENT_USER_QUERY_KEY, resolveSession, signedOutSession, userRemembered, type Session } from './session';
import { takeWelcomePending } from './welcome';
import { takeDeletedAccountNotice } from './accountDeleted';
import { accountMessages } from '../../core/accountMessages';

export interface AuthContextValue {
  status: AuthStatus;
  user: User | null;
  /** Signed in as the last known user because the server cannot be reached. */
  offline: boolean;
  isLoading: boolean;
  isAuthenticated: boolean;
  /** After signup (or any reply carrying the user): sign in, remember, and re-check the session. */
  signIn(user: User): Promise<void>;
  /**
   * POST /api/auth/logout (with `everywhere`, /api/auth/logout-all: every session of the account
   * ends, on every device), then forget the user on this device. Resolves false when it failed.
   */
  logout(options?: { everywhere?: boolean }): Promise<boolean>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** While signed in offline, ask the server again this often (no `online` event may ever come). */
const OFFLINE_RECHECK_MS = 30_000;

function applySession(session: Session): void {
  if (session.user) setSignedIn(session.user, { offline: session.offline });
  else setSignedOut();
  // Signed in as the remembered user because the server could not be reached: offline banner.
  if (session.user) noteServerReachable(!session.offline);
  // "Your state": the account's choice once the server has confirmed who is signed in.
  if (session.user && !session.offline) void syncYourState(session.user);
  else if (session.user) void loadYourState();
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const snapshot = useSnapshot(authState);
  const session = useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: () => resolveSession(),
    staleTime: CURRENT_USER_CACHE_MS,
  });

  useEffect(() => {
    if (session.data) applySession(session.data);
    // resolveSession only throws on a programming error; never leave the spinner up.
    else if (session.isError) applySession(signedOutSession);
  }, [session.data, session.isError]);

  // Signed in offline: ask the server again as soon as the connection returns.
  const offline = snapshot.offline;
  useEffect(() => {
    if (!offline) return;
    const recheck = () => void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    window.addEventListener('online', recheck);
    const timer = window.setInterval(recheck, OFFLINE_RECHECK_MS);
    return () => {
      window.removeEventListener('online', recheck);
      window.clearInterval(timer);
    };
  }, [offline, queryClient]);

  const status = snapshot.status;
  // Writes queued on this device (help messages, ...) are replayed once we know who is signed
  // in: now, on every `online` event and when a backoff ends. Loaded on demand, so a signed-out
  // first visit does not download Dexie.
  useEffect(() => {
    if (status !== 'signedIn') return;
    const stops: (() => void)[] = [];
    let ended = false;
    import('../outbox')
      .then(({ startOutbox, onOutboxEvent }) => {
        if (ended) return;
        // A queued write refused because the account was deleted on another device: ask who
        // is signed in, which ends the account on this device with a notice (accountDeleted.ts).
        stops.push(
          onOutboxEvent((event) => {
            if (event.type === 'failed' && event.error === accountMessages.accountDeleted)
              void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
          }),
        );
        return startOutbox();
      })
      .catch((error: unknown) => console.warn('Laws AI: could not start the outbox', error));
    // Whichever page is open when a search made offline reaches the server, Recent Searches
    // is marked out of date (docs/first-day.md).
    import('../pages/main/assistant/keepRecentSearchesFresh')
      .then(({ keepRecentSearchesFresh }) => {
        if (!ended) stops.push(keepRecentSearchesFresh(queryClient));
      })
      .catch((error: unknown) => console.warn('Laws AI: could not follow recent searches', error));
    return () => {
      ended = true;
      stops.forEach((stop) => stop());
    };
  }, [status, queryClient]);

  // An account deleted on another device while this one was offline (app/auth/accountDeleted.ts).
  useEffect(() => {
    if (status !== 'signedOut') return;
    const notice = takeDeletedAccountNotice();
    if (notice) toast(notice);
  }, [status]);

  useEffect(() => {
    if (status === 'signedIn' && takeWelcomePending()) {
      toast({ title: 'Welcome back!', message: 'You have successfully logged in.' });
    }
  }, [status]);

  const signIn = useCallback(
    async (user: User) => {
      setSignedIn(user);
      queryClient.setQueryData<Session>(CURRENT_USER_QUERY_KEY, { user, offline: false });
      await saveLastKnownUser(user).catch((error: unknown) => console.warn('Laws AI: could not remember the user', error));
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
    [queryClient],
  );

  const logout = useCallback(
    async ({ everywhere = false }: { everywhere?: boolean } = {}) => {
      const userId = authState.user?.id;
      try {
        await apiRequest('POST', everywhere ? '/api/auth/logout-all' : '/api/auth/logout');
      } catch {
        toast({ title: 'Error', message: 'Failed to logout. Please try again.', variant: 'destructive' });
        return false;
      }
      setSignedOut();
      queryClient.clear();
      // Seed the emptied cache with the known answer so the current-user check is not re-run.
      queryClient.setQueryData<Session>(CURRENT_USER_QUERY_KEY, signedOutSession);
      if (userId) {
        // A write of this user still under way would bring them back after the clear.
        await userRemembered();
        await clearUserData(userId).catch((error: unknown) => console.warn('Laws AI: could not clear local data', error));
      }
      forgetYourState();
      toast(
        everywhere
          ? { title: 'Signed out everywhere', message: 'You have been signed out on every device.' }
          : { title: 'Logged out', message: 'You have been successfully logged out.' },
      );
      return true;
    },
    [queryClient],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      status: snapshot.status,
      user: snapshot.user,
      offline: snapshot.offline,
      isLoading: snapshot.status === 'unknown',
      isAuthenticated: snapshot.status === 'signedIn',
      signIn,
      logout,
    }),
    [snapshot.status, snapshot.user, snapshot.offline, signIn, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** Spec part 1 §8: using the auth context outside its provider is an error. */
export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
