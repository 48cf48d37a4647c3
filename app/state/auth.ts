import { proxy } from 'valtio';
import type { User } from '../../core/schemas/auth';

/**
 * Who is using the app (spec part 1 §4 "Auth"): unknown while the first check runs, then
 * signed in with a user or signed out. `offline` means the server could not be asked and the
 * user is the last one it confirmed on this device (DESIGN.md "Auth offline").
 */
export type AuthStatus = 'unknown' | 'signedIn' | 'signedOut';

export interface AuthState {
  status: AuthStatus;
  user: User | null;
  offline: boolean;
}

export const authState = proxy<AuthState>({ status: 'unknown', user: null, offline: false });

export function setSignedIn(user: User, { offline = false }: { offline?: boolean } = {}): void {
  authState.user = user;
  authState.offline = offline;
  authState.status = 'signedIn';
}

export function setSignedOut(): void {
  authState.user = null;
  authState.offline = false;
  authState.status = 'signedOut';
}
